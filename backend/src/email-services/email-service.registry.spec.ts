import * as cheerio from 'cheerio';
import { brandTokens, EMAIL_SERVICES } from '@mailplan/shared';
import { buildEmailContent, type CampaignEmailInput, type ExportModule } from '../campaign/email-export.js';
import { STARTER_MODULES } from '../module/starter-modules.js';
import { emailServiceOf } from './email-service.registry.js';

const footer = STARTER_MODULES.find((s) => s.key === 'footer')!;
const module: ExportModule = { id: 1, name: footer.name, fields: footer.fields, htmlContent: footer.html };

function email(content: Record<string, string>, unsubscribeUrl?: string): CampaignEmailInput {
  return {
    subject: 'Our spring teas are here',
    previewText: 'First flush Darjeeling, only this week.',
    moduleInstances: [{ instanceId: 'f-1', moduleId: 1 }],
    content: { 'f-1': content },
    modules: new Map([[1, module]]),
    tokens: brandTokens({ name: 'Aurora Tea' }),
    unsubscribeUrl,
  };
}

/** The address of the footer's "Unsubscribe" link in the built email. */
const unsubscribeHref = (input: CampaignEmailInput) => {
  const $ = cheerio.load(buildEmailContent(input).html);
  return $('a').filter((_, a) => $(a).text().trim() === 'Unsubscribe').attr('href');
};

describe('the email services\' unsubscribe merge tags', () => {
  it("each adapter names its service's own tag for the unsubscribe address", () => {
    expect(emailServiceOf('klaviyo').unsubscribeMergeTag).toBe('{% unsubscribe_url %}');
    expect(emailServiceOf('mailchimp').unsubscribeMergeTag).toBe('*|UNSUB|*');
  });

  it('a push fills an empty unsubscribe field with the tag, keeps one the campaign wrote, and the export leaves it empty', () => {
    for (const id of EMAIL_SERVICES) {
      const tag = emailServiceOf(id).unsubscribeMergeTag;
      // the email allowlist keeps the tag as written, so the service finds and fills it
      expect(unsubscribeHref(email({ company_name: 'Aurora Tea Ltd', address: '1 Leaf Lane' }, tag))).toBe(tag);
      expect(unsubscribeHref(email({ unsubscribe_url: '  ' }, tag))).toBe(tag);
      expect(unsubscribeHref(email({ unsubscribe_url: 'https://aurora.example.com/unsubscribe' }, tag))).toBe('https://aurora.example.com/unsubscribe');
    }
    expect(unsubscribeHref(email({ address: '1 Leaf Lane' }))).toBe('');
  });
});
