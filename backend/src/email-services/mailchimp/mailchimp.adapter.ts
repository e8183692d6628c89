import { sideBySide } from '../../common/side-by-side.js';
import { sharedFacts, type DraftPush, type EmailService, type EmailServiceAccount, type PushLink } from '../email-service.js';
import { EmailServiceError } from '../email-service.errors.js';
import { MAILCHIMP_KEY, MailchimpClient, type MailchimpCampaignRef, type MailchimpCampaignSettings } from './mailchimp.client.js';

/**
 * Mailchimp: a push makes a regular campaign with its settings and its HTML and plain-text
 * content. The key ends with the account's data centre, kept beside the key for the links.
 */
export const mailchimp: EmailService = {
  ...sharedFacts('mailchimp'),
  // Mailchimp's merge tag for the recipient's unsubscribe address
  unsubscribeMergeTag: '*|UNSUB|*',
  keyFits: (apiKey) => MAILCHIMP_KEY.test(apiKey),
  keyShapeMessage: 'A Mailchimp API key ends with its data centre, like 0123456789abcdef0123456789abcdef-us21 (Mailchimp: Profile → Extras → API keys).',
  // the key ends with its data centre, shown apart: the four characters before it
  keyLast4: (apiKey) => {
    const dataCenter = MAILCHIMP_KEY.exec(apiKey)?.[1];
    return (dataCenter ? apiKey.slice(0, -(dataCenter.length + 1)) : apiKey).slice(-4);
  },
  account: (apiKey, urls) => new MailchimpAccount(new MailchimpClient(apiKey, urls.mailchimpBaseUrl), MAILCHIMP_KEY.exec(apiKey)?.[1] ?? 'us1'),
  links(ids) {
    const links: PushLink[] = [];
    if (ids.remoteWebId && ids.dataCenter) {
      links.push({ label: 'Campaign in Mailchimp', url: `https://${ids.dataCenter}.admin.mailchimp.com/campaigns/edit?id=${encodeURIComponent(ids.remoteWebId)}` });
    }
    return links;
  },
};

class MailchimpAccount implements EmailServiceAccount {
  constructor(
    private readonly client: MailchimpClient,
    readonly dataCenter: string,
  ) {}

  test(): Promise<void> {
    return this.client.test();
  }

  async accountName(): Promise<string | null> {
    return (await this.client.accountName()) ?? null;
  }

  audiences() {
    return this.client.audiences();
  }

  /**
   * 1. the regular campaign (audience, subject, preview text, from name, reply-to), 2. its HTML and
   * plain-text content. A campaign an earlier push made is updated in one go; when Mailchimp no
   * longer has it, or no id was saved, the campaign is found (by its title) or made first and its
   * content set after.
   */
  async push(draft: DraftPush): Promise<void> {
    const { row, email } = draft;
    const settings: MailchimpCampaignSettings = {
      title: email.name,
      subject: email.subject,
      previewText: email.previewText,
      fromName: row.fromName ?? '',
      replyTo: row.replyTo ?? '',
      listId: row.audienceId,
    };
    if (row.remoteCampaignId && (await this.updateSaved(draft, row.remoteCampaignId, settings))) {
      draft.progress(95);
      return;
    }
    const found = await this.client.findCampaign(email.name);
    let ref = found ? await this.client.updateCampaign(found.id, settings) : undefined;
    ref ??= await this.client.createCampaign(settings);
    await this.saveRef(draft, ref);
    draft.progress(50);
    await this.client.setContent(ref.id, email.html, email.text);
    draft.progress(95);
  }

  /**
   * The saved campaign's settings and content, two resources of a campaign that exists, set side
   * by side; false when Mailchimp no longer has the campaign.
   */
  private async updateSaved(draft: DraftPush, campaignId: string, settings: MailchimpCampaignSettings): Promise<boolean> {
    const [updated, contentSet] = await sideBySide([
      this.client.updateCampaign(campaignId, settings),
      this.client.setContent(campaignId, draft.email.html, draft.email.text).then(
        () => true,
        (err: unknown) => {
          if (err instanceof EmailServiceError && err.failure === 'not-found') return false;
          throw err;
        },
      ),
    ]);
    if (!updated || !contentSet) return false;
    await this.saveRef(draft, updated);
    return true;
  }

  /** Keeps the campaign's ids on the push row when they changed. */
  private async saveRef({ row, save }: DraftPush, ref: MailchimpCampaignRef): Promise<void> {
    if (ref.id !== row.remoteCampaignId || String(ref.webId) !== row.remoteWebId) await save({ remoteCampaignId: ref.id, remoteWebId: String(ref.webId) });
  }
}
