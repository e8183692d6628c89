import {
  ApiKeySession,
  CampaignsApi,
  ListsApi,
  RetryWithExponentialBackoff,
  SegmentsApi,
  TemplatesApi,
  type CampaignCreateQuery,
  type CampaignMessageAssignTemplateQuery,
  type CampaignMessagePartialUpdateQuery,
  type CampaignPartialUpdateQuery,
  type TemplateCreateHtmlOrDndQuery,
  type TemplateUpdateHtmlOrDndQuery,
} from 'klaviyo-api';
import type { Audience } from '../email-service.js';
import { EmailServiceError } from '../email-service.errors.js';
import { RATE_LIMIT, retryAfterMs, sleep } from '../http-retry.js';
import { sideBySide } from '../../common/side-by-side.js';

export const KLAVIYO_DEFAULT_BASE_URL = 'https://a.klaviyo.com';

export interface KlaviyoMessage {
  subject: string;
  previewText: string;
  fromLabel?: string;
  replyTo?: string;
}

type AxiosLike = { isAxiosError?: boolean; response?: { status: number; headers?: Record<string, unknown>; data?: unknown }; code?: string; message?: string };

/** Klaviyo's JSON:API error text: the first error's detail, else its title. */
function detailOf(data: unknown): string | undefined {
  const first = (data as { errors?: Array<{ detail?: string; title?: string }> } | undefined)?.errors?.[0];
  return first?.detail || first?.title || undefined;
}

/**
 * What the push uses of Klaviyo, through the official SDK (`klaviyo-api`, JSON:API with its
 * `revision` header), pointed at `baseUrl` (KLAVIYO_BASE_URL, a local fake in tests). The SDK's own
 * retries are off: a 429 is waited out here for its Retry-After, and every failure becomes an
 * EmailServiceError with a sentence. Nothing here sends or schedules a campaign.
 */
export class KlaviyoClient {
  private readonly templates: TemplatesApi;
  private readonly campaigns: CampaignsApi;
  private readonly lists: ListsApi;
  private readonly segments: SegmentsApi;

  constructor(apiKey: string, baseUrl = KLAVIYO_DEFAULT_BASE_URL) {
    // numRetries 1: the SDK tries once; 429s are handled by `call`.
    const session = new ApiKeySession(apiKey, new RetryWithExponentialBackoff({ numRetries: 1 }));
    this.templates = new TemplatesApi(session);
    this.campaigns = new CampaignsApi(session);
    this.lists = new ListsApi(session);
    this.segments = new SegmentsApi(session);
    for (const api of [this.templates, this.campaigns, this.lists, this.segments]) api.basePath = baseUrl.replace(/\/+$/, '');
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await withTimeLimit(work());
      } catch (err) {
        const e = err as AxiosLike;
        if (!e?.isAxiosError) throw err;
        const status = e.response?.status ?? 0;
        if (status === 429 && attempt < RATE_LIMIT.retries) {
          const wait = retryAfterMs(e.response?.headers?.['retry-after'] as string | undefined);
          if (wait <= RATE_LIMIT.maxWaitMs) {
            await sleep(wait);
            continue;
          }
        }
        throw EmailServiceError.fromStatus('klaviyo', status, status ? detailOf(e.response?.data) : e.message);
      }
    }
  }

  /** Checks the key: reading one page of lists needs a valid key (and the lists scope the push needs). */
  async test(): Promise<void> {
    await this.call(() => this.lists.getLists({ fieldsList: ['name'] }));
  }

  /** The account's lists and segments, by name, to pick the audience from. */
  async audiences(): Promise<Audience[]> {
    type Page = { body: { data?: Array<{ id: string; attributes?: { name?: string } }>; links?: { next?: string } } };
    const readers: Array<['list' | 'segment', (cursor?: string) => Promise<Page>]> = [
      ['list', (cursor) => this.lists.getLists({ fieldsList: ['name'], pageCursor: cursor }) as Promise<Page>],
      ['segment', (cursor) => this.segments.getSegments({ fieldsSegment: ['name'], pageCursor: cursor }) as Promise<Page>],
    ];
    const out: Audience[] = [];
    for (const [kind, read] of readers) {
      let cursor: string | undefined;
      for (let page = 0; page < 20; page++) {
        const { body } = await this.call(() => read(cursor));
        for (const row of body.data ?? []) out.push({ id: row.id, name: row.attributes?.name ?? row.id, kind });
        cursor = cursorOf(body.links?.next);
        if (!cursor) break;
      }
    }
    return out.sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
  }

  /** The id of the CODE template named `name`, if there is one (finds a template a cut-short push created). */
  async findTemplate(name: string): Promise<string | undefined> {
    const { body } = await this.call(() => this.templates.getTemplates({ filter: `equals(name,${quote(name)})`, fieldsTemplate: ['name'] }));
    return body.data?.[0]?.id;
  }

  async createTemplate(name: string, html: string, text: string): Promise<string> {
    const query = { data: { type: 'template', attributes: { name, editorType: 'CODE', html, text } } } as unknown as TemplateCreateHtmlOrDndQuery;
    const { body } = await this.call(() => this.templates.createTemplate(query, { fieldsTemplate: ['name'] }));
    return body.data.id;
  }

  /** Replaces the template's name, HTML and text; false when Klaviyo no longer has it. */
  async updateTemplate(id: string, name: string, html: string, text: string): Promise<boolean> {
    const query = { data: { type: 'template', id, attributes: { name, html, text } } } as unknown as TemplateUpdateHtmlOrDndQuery;
    return this.unlessGone(() => this.templates.updateTemplate(id, query, { fieldsTemplate: ['name'] }));
  }

  /**
   * The id of the email campaign named exactly `name` and its message's id, if there is one. The
   * campaign filter of the revision the SDK sends allows only `contains` on `name` (and requires a
   * `messages.channel` filter), so the candidates are read page by page and the name compared here
   * (docs/decisions.md#campaign-push).
   */
  async findCampaign(name: string): Promise<{ campaignId: string; messageId: string } | undefined> {
    type Page = { body: { data?: Array<{ id: string; attributes?: { name?: string } }>; links?: { next?: string | null } } };
    const filter = `and(equals(messages.channel,'email'),contains(name,${quote(name)}))`;
    let campaignId: string | undefined;
    let cursor: string | undefined;
    for (let page = 0; page < 20 && !campaignId; page++) {
      const { body } = await this.call(() => this.campaigns.getCampaigns(filter, { fieldsCampaign: ['name'], pageCursor: cursor }) as Promise<Page>);
      campaignId = body.data?.find((c) => c.attributes?.name === name)?.id;
      cursor = cursorOf(body.links?.next);
      if (!cursor) break;
    }
    if (!campaignId) return undefined;
    const messageId = await this.messageOf(campaignId);
    return messageId ? { campaignId, messageId } : undefined;
  }

  /** The campaign's (one) message id; undefined when Klaviyo no longer has the campaign. */
  async messageOf(campaignId: string): Promise<string | undefined> {
    try {
      const { body } = await this.call(() => this.campaigns.getMessageIdsForCampaign(campaignId));
      return body.data?.[0]?.id;
    } catch (err) {
      if (err instanceof EmailServiceError && err.failure === 'not-found') return undefined;
      throw err;
    }
  }

  /** A draft email campaign for the audience, with its one message; answers both ids. */
  async createCampaign(name: string, audienceId: string, message: KlaviyoMessage): Promise<{ campaignId: string; messageId: string }> {
    const query = {
      data: {
        type: 'campaign',
        attributes: {
          name,
          audiences: { included: [audienceId], excluded: [] },
          campaignMessages: { data: [{ type: 'campaign-message', attributes: { definition: definitionOf(name, message) } }] },
        },
      },
    } as unknown as CampaignCreateQuery;
    const { body } = await this.call(() => this.campaigns.createCampaign(query, { fieldsCampaign: ['name'] }));
    const campaignId = body.data.id;
    const messageId = body.data.relationships?.campaignMessages?.data?.[0]?.id ?? (await this.messageOf(campaignId));
    if (!messageId) throw new EmailServiceError('klaviyo', 'unavailable', 'Klaviyo created the campaign without its email message. Push again.');
    return { campaignId, messageId };
  }

  /**
   * Sets the draft campaign's name and audience, and its message's subject, preview text and
   * sender; false when either is gone. The campaign and its message are two resources, updated
   * side by side (a message whose campaign is gone is gone too).
   */
  async updateCampaign(campaignId: string, messageId: string, name: string, audienceId: string, message: KlaviyoMessage): Promise<boolean> {
    const campaign = { data: { type: 'campaign', id: campaignId, attributes: { name, audiences: { included: [audienceId], excluded: [] } } } } as unknown as CampaignPartialUpdateQuery;
    const update = { data: { type: 'campaign-message', id: messageId, attributes: { definition: definitionOf(name, message) } } } as unknown as CampaignMessagePartialUpdateQuery;
    const [campaignKept, messageKept] = await sideBySide([
      this.unlessGone(() => this.campaigns.updateCampaign(campaignId, campaign, { fieldsCampaign: ['name'] })),
      this.unlessGone(() => this.campaigns.updateCampaignMessage(messageId, update)),
    ]);
    return campaignKept && messageKept;
  }

  /** Puts the template's HTML into the campaign's message (Klaviyo copies it into the message). */
  async assignTemplate(messageId: string, templateId: string): Promise<void> {
    const query = {
      data: { type: 'campaign-message', id: messageId, relationships: { template: { data: { type: 'template', id: templateId } } } },
    } as unknown as CampaignMessageAssignTemplateQuery;
    await this.call(() => this.campaigns.assignTemplateToCampaignMessage(query));
  }

  private async unlessGone(work: () => Promise<unknown>): Promise<boolean> {
    try {
      await this.call(work);
      return true;
    } catch (err) {
      if (err instanceof EmailServiceError && err.failure === 'not-found') return false;
      throw err;
    }
  }
}

/** One call's time limit (the SDK sets none). */
const TIMEOUT_MS = 30_000;

function withTimeLimit<T>(call: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EmailServiceError('klaviyo', 'unavailable', `Klaviyo did not answer within ${TIMEOUT_MS / 1000} seconds. Try again in a few minutes.`)), TIMEOUT_MS);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

function definitionOf(label: string, m: KlaviyoMessage) {
  return {
    channel: 'email',
    label,
    content: { subject: m.subject, previewText: m.previewText, ...(m.fromLabel ? { fromLabel: m.fromLabel } : {}), ...(m.replyTo ? { replyToEmail: m.replyTo } : {}) },
  };
}

/** The `page[cursor]` of a page's `links.next` (a full URL; the SDK extracts it only from https ones). */
function cursorOf(next: string | null | undefined): string | undefined {
  if (!next) return undefined;
  try {
    return new URL(next).searchParams.get('page[cursor]') ?? undefined;
  } catch {
    return next;
  }
}

/** A string value of a Klaviyo filter: double quotes, with any double quote in it made single. */
function quote(value: string): string {
  return `"${value.replace(/["\\]/g, "'")}"`;
}
