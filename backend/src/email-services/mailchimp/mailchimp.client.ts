import type { Audience } from '../email-service.js';
import { EmailServiceError } from '../email-service.errors.js';
import { RATE_LIMIT, retryAfterMs, sleep } from '../http-retry.js';

/** A Mailchimp Marketing API key: 32 hex digits, a dash and the account's data centre (`-us21`). */
export const MAILCHIMP_KEY = /^[0-9a-f]{32}-([a-z]{2,4}[0-9]{1,3})$/;

/** One call's time limit. */
const TIMEOUT_MS = 30_000;

export interface MailchimpCampaignSettings {
  title: string;
  subject: string;
  previewText: string;
  fromName: string;
  replyTo: string;
  listId: string;
}

/** What Mailchimp answers about a campaign that the push keeps. */
export interface MailchimpCampaignRef {
  id: string;
  webId: number;
}

/**
 * What the push uses of the Mailchimp Marketing API (3.0), as a small typed client on fetch: the
 * official SDK (`@mailchimp/mailchimp_marketing`) keeps its key and data centre in one
 * process-wide object and builds `https://{dc}.api.mailchimp.com` itself, so it can neither hold
 * two organizations' keys at once nor be pointed at a test server (docs/decisions.md#email-service-clients).
 * `baseUrl` is MAILCHIMP_BASE_URL (a local fake in tests), else the key's data centre. Nothing
 * here sends, schedules or tests a campaign.
 */
export class MailchimpClient {
  private readonly root: string;
  private readonly auth: string;

  constructor(apiKey: string, baseUrl?: string) {
    const dc = MAILCHIMP_KEY.exec(apiKey)?.[1] ?? 'us1';
    this.root = `${(baseUrl ?? `https://${dc}.api.mailchimp.com`).replace(/\/+$/, '')}/3.0`;
    this.auth = `Basic ${Buffer.from(`mailplan:${apiKey}`).toString('base64')}`;
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(this.root + path, {
          method,
          headers: { authorization: this.auth, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw EmailServiceError.fromStatus('mailchimp', 0, (err as Error).message);
      }
      if (res.status === 429 && attempt < RATE_LIMIT.retries) {
        const wait = retryAfterMs(res.headers.get('retry-after'));
        await res.body?.cancel();
        if (wait <= RATE_LIMIT.maxWaitMs) {
          await sleep(wait);
          continue;
        }
      }
      const text = await res.text();
      let data: unknown;
      try {
        data = text ? JSON.parse(text) : undefined;
      } catch {
        data = undefined;
      }
      if (!res.ok) {
        // Mailchimp answers problems as application/problem+json: { title, status, detail }
        const problem = data as { detail?: string; title?: string } | undefined;
        throw EmailServiceError.fromStatus('mailchimp', res.status, problem?.detail || problem?.title);
      }
      return data as T;
    }
  }

  /** Checks the key: `/ping` answers only to a valid key. */
  async test(): Promise<void> {
    await this.call('GET', '/ping');
  }

  /** The account's name (the root resource). */
  async accountName(): Promise<string | undefined> {
    const root = await this.call<{ account_name?: string }>('GET', '/?fields=account_name');
    return root?.account_name || undefined;
  }

  /** The account's audiences (lists). */
  async audiences(): Promise<Audience[]> {
    const out: Audience[] = [];
    for (let offset = 0; offset < 2000; offset += 1000) {
      const page = await this.call<{ lists?: Array<{ id: string; name: string }>; total_items?: number }>('GET', `/lists?count=1000&offset=${offset}&fields=lists.id,lists.name,total_items`);
      for (const list of page.lists ?? []) out.push({ id: list.id, name: list.name, kind: 'list' });
      if (out.length >= (page.total_items ?? 0) || !page.lists?.length) break;
    }
    return out.sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The unsent regular campaign titled `title`, if there is one (finds a campaign a cut-short push created). */
  async findCampaign(title: string): Promise<MailchimpCampaignRef | undefined> {
    const page = await this.call<{ campaigns?: Array<{ id: string; web_id: number; settings?: { title?: string } }> }>(
      'GET',
      '/campaigns?type=regular&status=save&count=1000&sort_field=create_time&sort_dir=DESC&fields=campaigns.id,campaigns.web_id,campaigns.settings.title',
    );
    const found = page.campaigns?.find((c) => c.settings?.title === title);
    return found ? { id: found.id, webId: found.web_id } : undefined;
  }

  async createCampaign(s: MailchimpCampaignSettings): Promise<MailchimpCampaignRef> {
    const made = await this.call<{ id: string; web_id: number }>('POST', '/campaigns', { type: 'regular', ...campaignBody(s) });
    return { id: made.id, webId: made.web_id };
  }

  /** Sets the campaign's audience and settings; undefined when Mailchimp no longer has it. */
  async updateCampaign(id: string, s: MailchimpCampaignSettings): Promise<MailchimpCampaignRef | undefined> {
    try {
      const made = await this.call<{ id: string; web_id: number }>('PATCH', `/campaigns/${encodeURIComponent(id)}`, campaignBody(s));
      return { id: made.id, webId: made.web_id };
    } catch (err) {
      if (err instanceof EmailServiceError && err.failure === 'not-found') return undefined;
      throw err;
    }
  }

  /** Sets the campaign's HTML and plain-text content. */
  async setContent(id: string, html: string, plainText: string): Promise<void> {
    await this.call('PUT', `/campaigns/${encodeURIComponent(id)}/content`, { html, plain_text: plainText });
  }
}

function campaignBody(s: MailchimpCampaignSettings) {
  return {
    recipients: { list_id: s.listId },
    settings: { subject_line: s.subject, preview_text: s.previewText, title: s.title, from_name: s.fromName, reply_to: s.replyTo },
  };
}
