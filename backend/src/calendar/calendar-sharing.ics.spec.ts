import ical, { type VEvent } from 'node-ical';
import { buildFeed, eventUid, type FeedItem } from './calendar-sharing.ics.js';

const item = (overrides: Partial<FeedItem> = {}): FeedItem => ({
  conceptId: 7,
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
    const text = buildFeed([item(), item({ conceptId: 8, title: 'Gift guide', campaignType: 'product_spotlight', date: '2026-12-01', campaign: { id: 4, name: 'Gifts' }, sequence: 0 })], {
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
    expect(second!.description).toContain('Status: Campaign in progress: Gifts');
    expect(text).toContain('URL;VALUE=URI:https://plan.example.com/campaigns/4');
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
