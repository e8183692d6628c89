import { sideBySide } from '../../common/side-by-side.js';
import { sharedFacts, type DraftPush, type EmailService, type EmailServiceAccount, type PushLink } from '../email-service.js';
import { KlaviyoClient } from './klaviyo.client.js';

/** A Klaviyo private API key. */
const KLAVIYO_KEY = /^pk_[A-Za-z0-9]{16,80}$/;

/**
 * Klaviyo: a push makes a CODE template with the exported HTML and a draft campaign whose message
 * uses it.
 */
export const klaviyo: EmailService = {
  ...sharedFacts('klaviyo'),
  // Klaviyo's template tag for the recipient's unsubscribe page address (`{% unsubscribe %}` would be a whole link)
  unsubscribeMergeTag: '{% unsubscribe_url %}',
  keyFits: (apiKey) => KLAVIYO_KEY.test(apiKey),
  keyShapeMessage: 'A Klaviyo private API key starts with pk_ (Klaviyo: Settings → API keys → Create Private API Key).',
  keyLast4: (apiKey) => apiKey.slice(-4),
  account: (apiKey, urls) => new KlaviyoAccount(new KlaviyoClient(apiKey, urls.klaviyoBaseUrl)),
  links(ids) {
    const links: PushLink[] = [];
    if (ids.remoteCampaignId) links.push({ label: 'Campaign in Klaviyo', url: `https://www.klaviyo.com/campaign/${encodeURIComponent(ids.remoteCampaignId)}/edit` });
    if (ids.remoteTemplateId) links.push({ label: 'Template in Klaviyo', url: `https://www.klaviyo.com/template/${encodeURIComponent(ids.remoteTemplateId)}/edit` });
    return links;
  },
};

class KlaviyoAccount implements EmailServiceAccount {
  readonly dataCenter = null;

  constructor(private readonly client: KlaviyoClient) {}

  test(): Promise<void> {
    return this.client.test();
  }

  /** Klaviyo's key check does not tell the account's name. */
  accountName(): Promise<string | null> {
    return Promise.resolve(null);
  }

  audiences() {
    return this.client.audiences();
  }

  /**
   * 1. the CODE template holding the exported HTML, 2. the draft campaign and its message
   * (audience, subject, preview text, sender), 3. the message uses the template (Klaviyo copies
   * the template's HTML into the message, so this comes after the template's update).
   */
  async push(draft: DraftPush): Promise<void> {
    const { templateId, messageId } = await this.templateAndCampaign(draft);
    draft.progress(70);
    await this.client.assignTemplate(messageId, templateId);
    draft.progress(95);
  }

  /**
   * Steps 1 and 2. When an earlier push saved all three ids, they are updates of objects that
   * exist, independent of each other, and run side by side; otherwise (a first push, or one
   * completing a push cut short) they run one after another, so that a refused key or a failing
   * service stops the push before it makes anything else.
   */
  private async templateAndCampaign(draft: DraftPush): Promise<{ templateId: string; messageId: string }> {
    const { row } = draft;
    if (row.remoteTemplateId && row.remoteCampaignId && row.remoteMessageId) {
      const [templateId, messageId] = await sideBySide([this.template(draft), this.campaign(draft)]);
      return { templateId, messageId };
    }
    const templateId = await this.template(draft);
    draft.progress(40);
    const messageId = await this.campaign(draft);
    return { templateId, messageId };
  }

  /** The template holding the exported HTML: the saved one updated, else one a cut-short push made (by its name), else a new one; returns its id. */
  private async template({ row, email, save }: DraftPush): Promise<string> {
    const klaviyo = this.client;
    const saved = row.remoteTemplateId;
    if (saved && (await klaviyo.updateTemplate(saved, email.name, email.html, email.text))) return saved;
    let templateId = (await klaviyo.findTemplate(email.name)) ?? null;
    if (templateId) await klaviyo.updateTemplate(templateId, email.name, email.html, email.text);
    else templateId = await klaviyo.createTemplate(email.name, email.html, email.text);
    await save({ remoteTemplateId: templateId });
    return templateId;
  }

  /** The draft campaign and its message: the saved ones updated, else ones a cut-short push made (by name), else new ones; returns the message id. */
  private async campaign({ row, email, save }: DraftPush): Promise<string> {
    const klaviyo = this.client;
    const message = { subject: email.subject, previewText: email.previewText, fromLabel: row.fromName ?? undefined, replyTo: row.replyTo ?? undefined };
    const campaignId = row.remoteCampaignId;
    let messageId = row.remoteMessageId;
    if (campaignId && !messageId) messageId = (await klaviyo.messageOf(campaignId)) ?? null;
    if (campaignId && messageId && (await klaviyo.updateCampaign(campaignId, messageId, email.name, row.audienceId, message))) {
      if (messageId !== row.remoteMessageId) await save({ remoteMessageId: messageId });
      return messageId;
    }
    const found = await klaviyo.findCampaign(email.name);
    if (found) await klaviyo.updateCampaign(found.campaignId, found.messageId, email.name, row.audienceId, message);
    const made = found ?? (await klaviyo.createCampaign(email.name, row.audienceId, message));
    await save({ remoteCampaignId: made.campaignId, remoteMessageId: made.messageId });
    return made.messageId;
  }
}
