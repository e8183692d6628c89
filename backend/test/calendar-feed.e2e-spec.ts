import ical, { type VEvent } from 'node-ical';
import supertest from 'supertest';
import { CALENDAR_SHARING_MESSAGES as M } from '@mailplan/shared';
import { signUp, startTestApp, type Client, type TestApp } from './support/test-app.js';

/**
 * The calendar's secret feed (parsed with node-ical, an independent parser) and its read-only
 * share links, on real Postgres: UIDs, SEQUENCE, revocation, expiry, roles and tenancy.
 */
const PUBLIC_URL = 'https://plan.example.com';
let t: TestApp;

beforeAll(async () => {
  process.env.PUBLIC_URL = PUBLIC_URL;
  t = await startTestApp();
}, 30_000);
afterAll(async () => {
  await t?.close();
  delete process.env.PUBLIC_URL;
});

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };
const del = (c: Client, path: string) => c.agent.delete(path).set(CSRF);

/** A planned concept (selected), inserted directly; scheduled through the API when `date` is given. */
async function concept(c: Client, organizationId: number, title: string, opts: { type?: string; date?: string; selected?: boolean; campaignId?: number } = {}) {
  const [row] = await t.sql<{ id: number }>(
    `insert into email_concepts (organization_id, campaign_type, title, core_message, strategic_alignment, target_audience, call_to_action, selected, created_at, generation_id, campaign_id)
     values (?, ?, ?, 'm', '{"targetSegment":"a","journeyPhase":"b","strategicPriority":"c"}', 't', 'c', ?, now(), '00000000-0000-0000-0000-000000000000', ?) returning id`,
    [organizationId, opts.type ?? 'promotion', title, opts.selected ?? true, opts.campaignId ?? null],
  );
  if (opts.date) await schedule(c, row!.id, opts.date);
  return row!.id;
}

async function schedule(c: Client, id: number, scheduledDate: string | null) {
  await c.patch(`/api/email-concepts/${id}`, { scheduledDate }).expect(200);
}

/** The token at the end of a feed or share address. */
const tokenOf = (url: string) => url.replace(/\.ics$/, '').split('/').pop()!;
const feedPath = (url: string) => new URL(url).pathname;

async function readFeed(url: string) {
  const res = await supertest(t.server).get(feedPath(url)).expect(200);
  return { res, events: Object.values(ical.sync.parseICS(res.text)).filter((e): e is VEvent => e?.type === 'VEVENT') };
}

/** A date-only start as `yyyy-mm-dd` (node-ical makes it local midnight). */
function dayOf(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function member(owner: { organizationId: number | null }, role: 'viewer' | 'editor' | 'manager') {
  const m = await signUp(t.server, { org: false });
  await t.sql('update users set organization_id = ?, role = ? where id = ?', [owner.organizationId, role, m.user.id]);
  return m.c;
}

describe('the calendar feed', () => {
  it('serves every scheduled planned concept as an all-day event with title, type, status and a link back', async () => {
    const { c, organizationId } = await signUp(t.server, { org: 'Feedworks' });
    const [campaign] = await t.sql<{ id: number }>("insert into campaigns (organization_id, name, created_at) values (?, 'Black Friday email', now()) returning id", [organizationId]);
    const sale = await concept(c, organizationId!, 'Black Friday: 30% off', { type: 'promotion', date: '2026-11-27', campaignId: campaign!.id });
    const guide = await concept(c, organizationId!, 'How to brew, step by step', { type: 'education', date: '2026-12-03' });
    await concept(c, organizationId!, 'Not scheduled', { type: 'news' });
    await concept(c, organizationId!, 'Scheduled but not selected', { type: 'news', date: '2026-12-05', selected: false });

    const created = await c.post('/api/calendar-feeds', { label: 'Team Google Calendar' }).expect(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), label: 'Team Google Calendar', url: expect.stringMatching(/^https:\/\/plan\.example\.com\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/) });
    expect(created.body.webcalUrl).toBe(created.body.url.replace('https:', 'webcal:'));
    // only a hash of the token is kept
    const [stored] = await t.sql<{ token_hash: string }>('select token_hash from calendar_links where id = ?', [created.body.id]);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toContain(tokenOf(created.body.url));

    const { res, events } = await readFeed(created.body.url);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(res.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // RFC 5545: every line ends with CRLF, the last one included, and no line ends with a bare LF
    expect(Buffer.from(res.text).subarray(-15).toString('latin1')).toBe('END:VCALENDAR\r\n');
    expect(res.text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(events.map((e) => [e.uid, e.summary, dayOf(e.start), (e.start as Date & { dateOnly?: boolean }).dateOnly])).toEqual([
      [`concept-${sale}@plan.example.com`, 'Black Friday: 30% off', '2026-11-27', true],
      [`concept-${guide}@plan.example.com`, 'How to brew, step by step', '2026-12-03', true],
    ]);
    const saleEvent = events.find((e) => e.uid === `concept-${sale}@plan.example.com`)!;
    expect(saleEvent.categories).toEqual(['Promotion']);
    expect(saleEvent.description).toContain('Type: Promotion');
    expect(saleEvent.description).toContain('Status: Draft (campaign: Black Friday email)');
    expect((saleEvent.url as unknown as { val: string }).val ?? saleEvent.url).toBe(`${PUBLIC_URL}/campaigns/${campaign!.id}`);
    const guideEvent = events.find((e) => e.uid === `concept-${guide}@plan.example.com`)!;
    expect(guideEvent.description).toContain('Status: Planned (no campaign yet)');
    expect(Number(guideEvent.sequence)).toBe(0);
  });

  it('keeps UIDs across reads, raises SEQUENCE when an item moves, drops an unscheduled item, and 404s once revoked', async () => {
    const { c, organizationId } = await signUp(t.server);
    const a = await concept(c, organizationId!, 'Mother’s Day gift guide', { date: '2027-05-02' });
    const b = await concept(c, organizationId!, 'Spring restock', { type: 'product_spotlight', date: '2027-04-20' });
    const { body: feed } = await c.post('/api/calendar-feeds', {}).expect(201);

    const first = await readFeed(feed.url);
    const again = await readFeed(feed.url);
    // nothing changed: the same text, so a conditional read answers 304
    expect(again.res.text).toBe(first.res.text);
    expect(first.res.headers.etag).toBeTruthy();
    await supertest(t.server).get(feedPath(feed.url)).set('If-None-Match', first.res.headers.etag!).expect(304);
    const seq = (events: VEvent[], id: number) => Number(events.find((e) => e.uid === `concept-${id}@plan.example.com`)!.sequence);
    expect(again.events.map((e) => e.uid).sort()).toEqual(first.events.map((e) => e.uid).sort());
    expect([seq(again.events, a), seq(again.events, b)]).toEqual([0, 0]);

    await schedule(c, a, '2027-05-05');
    const moved = await readFeed(feed.url);
    expect(seq(moved.events, a)).toBe(1);
    expect(dayOf(moved.events.find((e) => e.uid === `concept-${a}@plan.example.com`)!.start)).toBe('2027-05-05');
    expect(seq(moved.events, b)).toBe(0);
    await schedule(c, a, '2027-05-06');
    expect(seq((await readFeed(feed.url)).events, a)).toBe(2);

    await schedule(c, b, null);
    const unscheduled = await readFeed(feed.url);
    expect(unscheduled.events.map((e) => e.uid)).toEqual([`concept-${a}@plan.example.com`]);
    // back on the calendar, even on its old day, it is a newer version than what apps kept
    await schedule(c, b, '2027-04-20');
    expect(seq((await readFeed(feed.url)).events, b)).toBe(1);

    await del(c, `/api/calendar-feeds/${feed.id}`).expect(204);
    const gone = await supertest(t.server).get(feedPath(feed.url)).expect(404);
    expect(gone.body.message).toBe(M.linkUnavailable);
    expect((await c.get('/api/calendar-feeds').expect(200)).body).toEqual([]);
  });

  it("shows the linked campaign's real status and raises SEQUENCE when it changes", async () => {
    const { c, organizationId } = await signUp(t.server);
    const [campaign] = await t.sql<{ id: number }>("insert into campaigns (organization_id, name, created_at) values (?, 'Gift guide email', now()) returning id", [organizationId]);
    const id = await concept(c, organizationId!, 'Gift guide', { date: '2026-12-10', campaignId: campaign!.id });
    const { body: feed } = await c.post('/api/calendar-feeds', {}).expect(201);
    const read = async () => (await readFeed(feed.url)).events.find((e) => e.uid === `concept-${id}@plan.example.com`)!;
    const statuses: [string, number][] = [];
    const note = async () => {
      const e = await read();
      statuses.push([/Status: (.*)/.exec(String(e.description))![1]!, Number(e.sequence)]);
    };
    await note();
    for (const status of ['in_review', 'changes_requested', 'approved']) {
      await t.sql('update campaigns set status = ? where id = ?', [status, campaign!.id]);
      await note();
    }
    const push = (service: string, status: string) =>
      t.sql("insert into campaign_pushes (organization_id, campaign_id, service, audience_id, status, created_at, updated_at) values (?, ?, ?, 'list-1', ?, now(), now())", [
        organizationId,
        campaign!.id,
        service,
        status,
      ]);
    await push('mailchimp', 'failed');
    await note(); // a failed push is not a push: nothing changes
    await push('klaviyo', 'pushed');
    await note();
    expect(statuses).toEqual([
      ['Draft (campaign: Gift guide email)', 0],
      ['In review (campaign: Gift guide email)', 1],
      ['Changes requested (campaign: Gift guide email)', 2],
      ['Approved (campaign: Gift guide email)', 3],
      ['Approved (campaign: Gift guide email)', 3],
      ['Pushed to Klaviyo (campaign: Gift guide email)', 4],
    ]);
  });

  it('serves placeholders: created, changed (SEQUENCE raised) and removed (gone); another organization never sees them', async () => {
    const { c } = await signUp(t.server);
    const other = await signUp(t.server);
    const { body: otherFeed } = await other.c.post('/api/calendar-feeds', {}).expect(201);
    const { body: feed } = await c.post('/api/calendar-feeds', {}).expect(201);
    const { body: slot } = await c.post('/api/calendar/placeholders', { date: '2027-02-07', campaignType: 'promotion', note: 'Valentine edit' }).expect(201);
    const { body: bare } = await c.post('/api/calendar/placeholders', { date: '2027-03-01', campaignType: 'news' }).expect(201);
    const find = (events: VEvent[], id: number) => events.find((e) => e.uid === `placeholder-${id}@plan.example.com`);

    const first = (await readFeed(feed.url)).events;
    expect(find(first, slot.id)).toMatchObject({ summary: 'Placeholder: Valentine edit', categories: ['Promotion'] });
    expect(dayOf(find(first, slot.id)!.start)).toBe('2027-02-07');
    expect(find(first, slot.id)!.description).toContain('Status: Placeholder (no concept yet)\nNote: Valentine edit');
    expect(Number(find(first, slot.id)!.sequence)).toBe(0);
    expect(find(first, bare.id)).toMatchObject({ summary: 'Placeholder: News email', categories: ['News'] });
    expect((await readFeed(otherFeed.url)).events).toEqual([]);

    await c.patch(`/api/calendar/placeholders/${slot.id}`, { note: 'Valentine edit: 7-14 Feb' }).expect(200);
    const reworded = find((await readFeed(feed.url)).events, slot.id)!;
    expect([reworded.summary, Number(reworded.sequence)]).toEqual(['Placeholder: Valentine edit: 7-14 Feb', 1]);
    await c.patch(`/api/calendar/placeholders/${slot.id}`, { date: '2027-02-08' }).expect(200);
    const moved = find((await readFeed(feed.url)).events, slot.id)!;
    expect([dayOf(moved.start), Number(moved.sequence)]).toEqual(['2027-02-08', 2]);
    expect(Number(find((await readFeed(feed.url)).events, bare.id)!.sequence)).toBe(0);

    await del(c, `/api/calendar/placeholders/${slot.id}`).expect(204);
    const after = (await readFeed(feed.url)).events;
    expect(find(after, slot.id)).toBeUndefined();
    expect(after.map((e) => e.uid)).toEqual([`placeholder-${bare.id}@plan.example.com`]);
    expect(await t.sql('select 1 from calendar_feed_items where placeholder_id = ?', [slot.id])).toEqual([]);
  });

  it('a feed memory row from before wordings were kept keeps its sequence', async () => {
    const { c, organizationId } = await signUp(t.server);
    const id = await concept(c, organizationId!, 'Old row', { date: '2027-01-10' });
    await t.sql("insert into calendar_feed_items (organization_id, concept_id, scheduled_date, sequence, changed_at) values (?, ?, '2027-01-10', 5, now())", [organizationId, id]);
    const { body: feed } = await c.post('/api/calendar-feeds', {}).expect(201);
    const seqNow = async () => Number((await readFeed(feed.url)).events[0]!.sequence);
    expect(await seqNow()).toBe(5);
    expect(await seqNow()).toBe(5);
    const [row] = await t.sql<{ fingerprint: string | null }>('select fingerprint from calendar_feed_items where concept_id = ?', [id]);
    expect(row!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 404 for unknown and malformed tokens, and an empty calendar when nothing is scheduled', async () => {
    const { c } = await signUp(t.server);
    for (const token of ['x', 'A'.repeat(43), '../../etc/passwd']) {
      await supertest(t.server).get(`/api/calendar-feeds/${encodeURIComponent(token)}.ics`).expect(404);
    }
    const { body: feed } = await c.post('/api/calendar-feeds').expect(201);
    expect(feed.label).toBeNull();
    const { events, res } = await readFeed(feed.url);
    expect(events).toEqual([]);
    expect(res.text).toContain('END:VCALENDAR');
  });

  it('checks the body: a label that is too long or not text answers 400 and makes nothing', async () => {
    const { c } = await signUp(t.server);
    expect((await c.post('/api/calendar-feeds', { label: 'x'.repeat(101) }).expect(400)).body.message).toBe(M.labelTooLong);
    expect((await c.post('/api/calendar-feeds', { label: 5 }).expect(400)).body.message).toBe(M.labelNotText);
    expect((await c.get('/api/calendar-feeds').expect(200)).body).toEqual([]);
  });
});

describe('share links', () => {
  it('show only the scheduled items (title, type, date, status) until revoked', async () => {
    const { c, organizationId } = await signUp(t.server, { org: 'Sharebrand' });
    await concept(c, organizationId!, 'Singles’ Day bundle', { type: 'promotion', date: '2026-11-11' });
    await concept(c, organizationId!, 'Unscheduled idea');
    expect((await c.post('/api/calendar-shares', { expiresInDays: 14 }).expect(400)).body.message).toBe(M.expiryInvalid);
    const { body: share } = await c.post('/api/calendar-shares', { expiresInDays: 30, label: 'Agency' }).expect(201);
    expect(share.url).toMatch(/^https:\/\/plan\.example\.com\/shared\/calendar\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(share.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const res = await supertest(t.server).get(`/api/shared-calendars/${tokenOf(share.url)}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      name: 'Sharebrand – Email calendar',
      expiresAt: share.expiresAt,
      items: [{ kind: 'concept', title: 'Singles’ Day bundle', campaignType: 'promotion', date: '2026-11-11', status: 'Planned (no campaign yet)' }],
      countries: [],
      events: expect.any(Array),
    });
    // no row ids or organization: the events' ids are the calendar's own (retail:2026-11-27:black-friday)
    expect(JSON.stringify(res.body.items)).not.toMatch(/"id"|organizationId/);
    expect(JSON.stringify(res.body)).not.toContain('organizationId');

    const list = (await c.get('/api/calendar-shares').expect(200)).body;
    expect(list).toEqual([{ id: share.id, label: 'Agency', createdAt: expect.any(String), expiresAt: share.expiresAt, expired: false }]);
    expect(JSON.stringify(list)).not.toContain(tokenOf(share.url));

    await del(c, `/api/calendar-shares/${share.id}`).expect(204);
    expect((await supertest(t.server).get(`/api/shared-calendars/${tokenOf(share.url)}`).expect(404)).body.message).toBe(M.linkUnavailable);
    await del(c, `/api/calendar-shares/${share.id}`).expect(404);
  });

  it("show placeholders, campaign statuses, and the holidays and retail moments of the brand's countries", async () => {
    const { c, organizationId } = await signUp(t.server, { org: 'Holidaybrand' });
    await c.post('/api/brand-settings', { countries: ['US'] }).expect(200);
    const [campaign] = await t.sql<{ id: number }>("insert into campaigns (organization_id, name, status, created_at) values (?, 'Winter sale', 'approved', now()) returning id", [organizationId]);
    await concept(c, organizationId!, 'Winter sale: 20% off', { date: '2027-01-05', campaignId: campaign!.id });
    await c.post('/api/calendar/placeholders', { date: '2027-01-05', campaignType: 'education', note: 'Care guide' }).expect(201);
    const { body: share } = await c.post('/api/calendar-shares', { expiresInDays: 7 }).expect(201);
    const { body } = await supertest(t.server).get(`/api/shared-calendars/${tokenOf(share.url)}`).expect(200);
    expect(body.items).toEqual([
      { kind: 'concept', title: 'Winter sale: 20% off', campaignType: 'promotion', date: '2027-01-05', status: 'Approved (campaign: Winter sale)' },
      { kind: 'placeholder', title: 'Placeholder: Care guide', campaignType: 'education', date: '2027-01-05', status: 'Placeholder (no concept yet)' },
    ]);
    expect(body.countries).toEqual(['US']);
    const events = body.events as { id: string; kind: string; name: string; start: string; end: string; countries: string[] }[];
    // only holidays and retail moments, within 13 weeks before and 39 weeks after today
    expect(new Set(events.map((e) => e.kind))).toEqual(new Set(['holiday', 'retail']));
    const today = new Date().toISOString().slice(0, 10);
    const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    for (const e of events) expect(e.end >= shift(-91) && e.start <= shift(273)).toBe(true);
    // a year's window holds one Christmas Day (a US holiday) and one Black Friday
    expect(events.filter((e) => e.name === 'Christmas Day')).toEqual([expect.objectContaining({ kind: 'holiday', countries: ['US'] })]);
    expect(events.filter((e) => e.name === 'Black Friday')).toEqual([expect.objectContaining({ kind: 'retail' })]);
  });

  it('an expired link answers 404 and is listed as expired', async () => {
    const { c } = await signUp(t.server);
    const { body: share } = await c.post('/api/calendar-shares', { expiresInDays: 7 }).expect(201);
    await t.sql("update calendar_links set expires_at = now() - interval '1 minute' where id = ?", [share.id]);
    const res = await supertest(t.server).get(`/api/shared-calendars/${tokenOf(share.url)}`).expect(404);
    expect(res.body.message).toBe(M.linkUnavailable);
    expect((await c.get('/api/calendar-shares').expect(200)).body[0]).toMatchObject({ id: share.id, expired: true });
  });

  it('a feed token does not open the share page, nor a share token the feed', async () => {
    const { c } = await signUp(t.server);
    const { body: feed } = await c.post('/api/calendar-feeds').expect(201);
    const { body: share } = await c.post('/api/calendar-shares', { expiresInDays: 7 }).expect(201);
    await supertest(t.server).get(`/api/shared-calendars/${tokenOf(feed.url)}`).expect(404);
    await supertest(t.server).get(`/api/calendar-feeds/${tokenOf(share.url)}.ics`).expect(404);
    // and the feed's id is not a share's
    await del(c, `/api/calendar-shares/${feed.id}`).expect(404);
    await del(c, `/api/calendar-feeds/${share.id}`).expect(404);
  });
});

describe('roles and tenancy', () => {
  it('every role lists the feeds and shares (without their addresses); viewers and editors cannot create or revoke; managers can', async () => {
    const owner = await signUp(t.server);
    const { body: feed } = await owner.c.post('/api/calendar-feeds', { label: 'Team calendar' }).expect(201);
    const { body: share } = await owner.c.post('/api/calendar-shares', { expiresInDays: 7 }).expect(201);
    for (const role of ['viewer', 'editor'] as const) {
      const c = await member(owner, role);
      const feeds = (await c.get('/api/calendar-feeds').expect(200)).body;
      expect(feeds).toEqual([{ id: feed.id, label: 'Team calendar', createdAt: expect.any(String) }]);
      const shares = (await c.get('/api/calendar-shares').expect(200)).body;
      expect(shares.map((s: { id: number; expired: boolean }) => [s.id, s.expired])).toEqual([[share.id, false]]);
      expect(JSON.stringify([feeds, shares])).not.toMatch(/"url"|token/i);
      expect((await c.post('/api/calendar-feeds', {}).expect(403)).body.statusCode).toBe(403);
      await c.post('/api/calendar-shares', { expiresInDays: 7 }).expect(403);
      await del(c, `/api/calendar-feeds/${feed.id}`).expect(403);
      await del(c, `/api/calendar-shares/${share.id}`).expect(403);
    }
    // nothing was made or revoked by their attempts
    expect(await t.sql('select id from calendar_links where organization_id = ?', [owner.organizationId])).toHaveLength(2);
    const manager = await member(owner, 'manager');
    expect((await manager.get('/api/calendar-feeds').expect(200)).body.map((f: { id: number }) => f.id)).toEqual([feed.id]);
    await manager.post('/api/calendar-shares', { expiresInDays: 90 }).expect(201);
    await del(manager, `/api/calendar-feeds/${feed.id}`).expect(204);
    // without a session the management routes answer 401
    await supertest(t.server).get('/api/calendar-feeds').expect(401);
    await supertest(t.server).post('/api/calendar-shares').set(CSRF).send({ expiresInDays: 7 }).expect(401);
  });

  it("another organization cannot list or revoke a feed or share, and a token shows only its own organization's items", async () => {
    const a = await signUp(t.server, { org: 'Alpha' });
    const b = await signUp(t.server, { org: 'Bravo' });
    await concept(a.c, a.organizationId!, 'Alpha secret launch', { date: '2026-12-10' });
    await concept(b.c, b.organizationId!, 'Bravo newsletter', { type: 'news', date: '2026-12-10' });
    const { body: feedA } = await a.c.post('/api/calendar-feeds').expect(201);
    const { body: shareA } = await a.c.post('/api/calendar-shares', { expiresInDays: 7 }).expect(201);
    const { body: feedB } = await b.c.post('/api/calendar-feeds').expect(201);

    expect((await b.c.get('/api/calendar-feeds').expect(200)).body.map((f: { id: number }) => f.id)).toEqual([feedB.id]);
    expect((await b.c.get('/api/calendar-shares').expect(200)).body).toEqual([]);
    expect((await del(b.c, `/api/calendar-feeds/${feedA.id}`).expect(404)).body.message).toBe(M.feedNotFound);
    expect((await del(b.c, `/api/calendar-shares/${shareA.id}`).expect(404)).body.message).toBe(M.shareNotFound);
    expect((await a.c.get('/api/calendar-feeds').expect(200)).body).toHaveLength(1);

    const titles = async (url: string) => (await readFeed(url)).events.map((e) => e.summary);
    expect(await titles(feedA.url)).toEqual(['Alpha secret launch']);
    expect(await titles(feedB.url)).toEqual(['Bravo newsletter']);
    const shared = await supertest(t.server).get(`/api/shared-calendars/${tokenOf(shareA.url)}`).expect(200);
    expect(shared.body.items.map((i: { title: string }) => i.title)).toEqual(['Alpha secret launch']);
    expect(shared.text).not.toContain('Bravo');
  });
});
