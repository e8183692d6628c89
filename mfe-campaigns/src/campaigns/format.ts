import { format } from 'date-fns';

/** Date display format of the campaign list and detail (date-fns pattern), '-' when missing. */
const CAMPAIGN_DATE_FORMAT = 'MMM d, yyyy';

/** `Jan 5, 2025` (the spec's date format), or '-' when the date is missing or unreadable. */
export function formatCampaignDate(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : format(date, CAMPAIGN_DATE_FORMAT);
}

/** Campaign ids are positive integers; anything else cannot name a campaign. */
export function parseCampaignId(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A file name for the exported email: the campaign's name in lower case, words joined by '-'. */
export function exportFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || 'campaign'}.html`;
}
