import type { EmailService } from '../../organization/connections/email-connection.entity.js';

/** Where a pushed template and campaign open in the service's own app. */
export function pushLinks(
  service: EmailService,
  ids: { remoteTemplateId: string | null; remoteCampaignId: string | null; remoteWebId: string | null; dataCenter: string | null },
): Array<{ label: string; url: string }> {
  const links: Array<{ label: string; url: string }> = [];
  if (service === 'klaviyo') {
    if (ids.remoteCampaignId) links.push({ label: 'Campaign in Klaviyo', url: `https://www.klaviyo.com/campaign/${encodeURIComponent(ids.remoteCampaignId)}/edit` });
    if (ids.remoteTemplateId) links.push({ label: 'Template in Klaviyo', url: `https://www.klaviyo.com/template/${encodeURIComponent(ids.remoteTemplateId)}/edit` });
  } else if (ids.remoteWebId && ids.dataCenter) {
    links.push({ label: 'Campaign in Mailchimp', url: `https://${ids.dataCenter}.admin.mailchimp.com/campaigns/edit?id=${encodeURIComponent(ids.remoteWebId)}` });
  }
  return links;
}
