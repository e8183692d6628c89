import { EMAIL_SERVICE_FACTS, type EmailServiceId } from '@mailplan/shared';
import type { AppConfig } from '../config/config.js';

export type { EmailServiceId };

/** A list, segment or audience of the connected account, to push a campaign to. */
export interface Audience {
  id: string;
  name: string;
  kind: 'list' | 'segment';
}

/** What a push sends: the remote template's and campaign's name, the message's fields and the email. */
export interface RemoteEmail {
  name: string;
  subject: string;
  previewText: string;
  html: string;
  text: string;
}

/** What a push keeps of what it made in the service, to update the same objects next time. */
export interface RemoteIds {
  remoteTemplateId: string | null;
  remoteCampaignId: string | null;
  remoteMessageId: string | null;
  remoteWebId: string | null;
  dataCenter: string | null;
}

/** One push as its adapter sees it: the saved settings and remote ids, and how to keep progress. */
export interface DraftPush {
  /** The push row's settings and the remote ids saved so far (updated by `save`). */
  row: Readonly<RemoteIds & { audienceId: string; fromName: string | null; replyTo: string | null }>;
  email: RemoteEmail;
  /** Saves remote ids on the push row as soon as they are known, so that a cut-short push is completed, not repeated. */
  save(changes: Partial<RemoteIds>): Promise<void>;
  /** Reports the job's progress in percent (not awaited). */
  progress(percent: number): void;
}

/** Where a pushed template or campaign opens in the service's own app. */
export interface PushLink {
  label: string;
  url: string;
}

/** An account of the service, reached with one organization's API key. */
export interface EmailServiceAccount {
  /** The key's extra part kept beside it (Mailchimp's data centre); null when the service has none. */
  readonly dataCenter: string | null;
  /** Checks the key with the service (an EmailServiceError when it is refused or the service fails). */
  test(): Promise<void>;
  /** The account's name when the service tells it. */
  accountName(): Promise<string | null>;
  audiences(): Promise<Audience[]>;
  /**
   * Makes or updates the draft (never sends or schedules it): every step finds what an earlier or
   * cut-short push made before making anything, and saves each remote id before the next step.
   */
  push(draft: DraftPush): Promise<void>;
}

/**
 * One email service, as the connections and the push use it. Each service is an adapter in its
 * own folder (klaviyo/, mailchimp/), listed in email-service.registry.ts; nothing else knows
 * which services there are.
 */
export interface EmailService {
  readonly id: EmailServiceId;
  /** The name shown to users. */
  readonly name: string;
  /** The push needs a from name and a reply-to address. */
  readonly senderRequired: boolean;
  /**
   * The service's own merge tag for a subscriber's unsubscribe address, which a push puts in an
   * unsubscribe link the campaign leaves empty (docs/decisions.md#unsubscribe-merge-tag).
   */
  readonly unsubscribeMergeTag: string;
  /** Whether `apiKey` has the shape of the service's keys (checked before the service is called). */
  keyFits(apiKey: string): boolean;
  /** The sentence for a key of the wrong shape, saying where to find the right one. */
  readonly keyShapeMessage: string;
  /** The last four characters of the key that may be shown. */
  keyLast4(apiKey: string): string;
  /** The account reached with `apiKey` (`urls`: the services' base URLs, test fakes in tests). */
  account(apiKey: string, urls: AppConfig['emailServices']): EmailServiceAccount;
  /** Where what a push made opens in the service's app. */
  links(ids: Pick<RemoteIds, 'remoteTemplateId' | 'remoteCampaignId' | 'remoteWebId' | 'dataCenter'>): PushLink[];
}

/** An adapter's id with what the front end knows of the service too (EMAIL_SERVICE_FACTS in @mailplan/shared). */
export function sharedFacts(id: EmailServiceId): Pick<EmailService, 'id' | 'name' | 'senderRequired'> {
  const { name, senderRequired } = EMAIL_SERVICE_FACTS[id];
  return { id, name, senderRequired };
}
