import ical, { type VEvent } from 'node-ical';
import { buildFeed, eventUid, type FeedItem } from './calendar-sharing.ics.js';

const item = (overrides: Partial<FeedItem> = {}): FeedItem => ({
  kind: 'concept',
  id: 7,
  note: '',
  title: 'Black Friday: 30% off, today only; really',
  campaignType: 'promotion',
  date: '2026-11-27',
  campaign: null,
  sequence: 3,
  changedAt: new Date('2026-11-20T10:00:00Z'),
  ...overrides,
});

function events(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((e): e is VEvent => e?.type === 'VEVENT');
}

describe('buildFeed', () => {
  it('writes one all-day, transparent event per item that another parser reads back', () => {
    const text = buildFeed([item(), item({ id: 8, title: 'Gift guide', campaignType: 'product_spotlight', date: '2026-12-01', campaign: { id: 4, name: 'Gifts', status: 'in_review', pushedTo: [] }, sequence: 0 })], {
      organizationName: 'Acme',
      publicUrl: 'https://plan.example.com',
    });
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:-\/\/Mailplan\/\/Content calendar\/\/EN\r\n/);
    expect(text).toContain('METHOD:PUBLISH');
    expect(text).toContain('X-WR-CALNAME:Acme – Email calendar');
    expect(text).toContain('DTSTART;VALUE=DATE:20261127');
    expect(text).toContain('TRANSP:TRANSPARENT');
    // DTSTAMP is the item's last change: the same items give the same text
    expect(text).toContain('DTSTAMP:20261120T100000Z');
    expect(buildFeed([item()], { organizationName: 'Acme', publicUrl: 'https://plan.example.com' })).toBe(
      buildFeed([item()], { organizationName: 'Acme', publicUrl: 'https://plan.example.com' }),
    );
    // every line within 75 octets (folded), as RFC 5545 asks
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const [first, second] = events(text);
    expect(first).toMatchObject({ uid: 'concept-7@plan.example.com', summary: 'Black Friday: 30% off, today only; really', sequence: 3, categories: ['Promotion'] });
    expect(first!.description).toBe('Type: Promotion\nStatus: Planned (no campaign yet)\n\nOpen in Mailplan: https://plan.example.com/content-calendar');
    expect(second).toMatchObject({ uid: 'concept-8@plan.example.com', sequence: 0, categories: ['Product Spotlight'] });
    expect(second!.description).toContain('Status: In review (campaign: Gifts)');
    expect(text).toContain('URL;VALUE=URI:https://plan.example.com/campaigns/4');
  });

  it('ends every line with CRLF, the last one included (RFC 5545)', () => {
    for (const items of [[], [item()]]) {
      const bytes = Buffer.from(buildFeed(items, { organizationName: 'Acme', publicUrl: 'https://plan.example.com' }), 'utf8');
      expect(bytes.subarray(-15).toString('latin1')).toBe('END:VCALENDAR\r\n');
      // no bare LF anywhere: every LF follows a CR
      expect(bytes.filter((b, i) => b === 0x0a && bytes[i - 1] !== 0x0d)).toHaveLength(0);
    }
  });

  it("words a linked campaign's status as the app does, pushes included", () => {
    const status = (campaign: FeedItem['campaign']) => events(buildFeed([item({ campaign })], { organizationName: 'Acme', publicUrl: 'https://plan.example.com' }))[0]!.description;
    const base = { id: 4, name: 'Gifts', pushedTo: [] as ('klaviyo' | 'mailchimp')[] };
    expect(status({ ...base, status: 'draft' })).toContain('Status: Draft (campaign: Gifts)');
    expect(status({ ...base, status: 'changes_requested' })).toContain('Status: Changes requested (campaign: Gifts)');
    expect(status({ ...base, status: 'approved' })).toContain('Status: Approved (campaign: Gifts)');
    expect(status({ ...base, status: 'approved', pushedTo: ['klaviyo'] })).toContain('Status: Pushed to Klaviyo (campaign: Gifts)');
    expect(status({ ...base, status: 'draft', pushedTo: ['klaviyo', 'mailchimp'] })).toContain('Status: Pushed to Klaviyo and Mailchimp (campaign: Gifts)');
  });

  it('writes a placeholder as its own event with its note', () => {
    const text = buildFeed([item({ kind: 'placeholder', id: 3, title: 'Placeholder: Valentine teaser', note: 'Valentine teaser', campaignType: 'event' })], {
      organizationName: 'Acme',
      publicUrl: 'https://plan.example.com',
    });
    const [event] = events(text);
    expect(event).toMatchObject({ uid: 'placeholder-3@plan.example.com', summary: 'Placeholder: Valentine teaser', categories: ['Event'] });
    expect(event!.description).toBe('Type: Event\nStatus: Placeholder (no concept yet)\nNote: Valentine teaser\n\nOpen in Mailplan: https://plan.example.com/content-calendar');
  });

  it('keeps the same UID for the same concept whatever else changes', () => {
    expect(eventUid(7, 'https://plan.example.com')).toBe('concept-7@plan.example.com');
    expect(eventUid(7, 'http://localhost:3000')).toBe('concept-7@localhost');
  });

  it('writes an empty calendar when nothing is scheduled', () => {
    const text = buildFeed([], { organizationName: 'Acme', publicUrl: 'https://plan.example.com' });
    expect(events(text)).toEqual([]);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });
});
