import { signUp, startTestApp, type Client, type TestApp } from './support/test-app.js';

/**
 * The content calendar's API: holidays and retail moments for the brand's countries, the
 * organization's clash rules, and placeholders (filled by the demo model: no provider has a key).
 */
let t: TestApp;

beforeAll(async () => {
  for (const key of ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY']) delete process.env[key];
  t = await startTestApp();
}, 30_000);
afterAll(async () => {
  await t?.close();
});

type Event = { id: string; kind: string; name: string; start: string; end: string; countries: string[] };

async function events(c: Client, from: string, to: string, extra = ''): Promise<{ countries: string[]; sendFrequency: string | null; events: Event[] }> {
  return (await c.get(`/api/calendar/events?from=${from}&to=${to}${extra}`).expect(200)).body;
}
const named = (list: Event[], name: string) => list.filter((e) => e.name === name);

describe('GET /api/calendar/events', () => {
  it("answers the browser's country until the brand kit names countries, then those countries' holidays", async () => {
    const { c } = await signUp(t.server);
    const none = await events(c, '2026-11-01', '2026-12-31');
    expect(none.countries).toEqual([]);
    expect(none.events.filter((e) => e.kind === 'holiday')).toEqual([]);
    // retail moments hold everywhere
    expect(named(none.events, 'Black Friday')).toEqual([{ id: 'retail:2026-11-27:black-friday', kind: 'retail', name: 'Black Friday', start: '2026-11-27', end: '2026-11-27', countries: [] }]);

    const hinted = await events(c, '2026-11-01', '2026-12-31', '&country=gb');
    expect(hinted.countries).toEqual(['GB']);
    expect(named(hinted.events, 'Boxing Day')[0]).toMatchObject({ start: '2026-12-26', countries: ['GB'] });

    await c.post('/api/brand-settings', { countries: ['US', 'de'] }).expect(200);
    const saved = await events(c, '2026-11-01', '2026-12-31', '&country=GB');
    expect(saved.countries).toEqual(['US', 'DE']);
    expect(named(saved.events, 'Thanksgiving Day')[0]).toMatchObject({ start: '2026-11-26', countries: ['US'] });
    expect(named(saved.events, 'Christmas Day')[0]).toMatchObject({ start: '2026-12-25', countries: ['US', 'DE'] });
    expect(named(saved.events, 'Boxing Day')[0]).toMatchObject({ countries: ['DE'] });
    expect((await c.get('/api/brand-settings').expect(200)).body[0].countries).toEqual(['US', 'DE']);
  });

  it.each([
    [2025, '2025-11-28', '2025-05-11'],
    [2029, '2029-11-23', '2029-05-13'],
    [2035, '2035-11-23', '2035-05-13'],
  ])("%i: Black Friday %s and the US Mother's Day %s", async (year, friday, mothers) => {
    const { c } = await signUp(t.server);
    await c.post('/api/brand-settings', { countries: ['US'] }).expect(200);
    const body = await events(c, `${year}-01-01`, `${year}-12-31`);
    expect(named(body.events, 'Black Friday').map((e) => e.start)).toEqual([friday]);
    expect(named(body.events, "Mother's Day").map((e) => e.start)).toEqual([mothers]);
    expect(named(body.events, 'Independence Day').map((e) => e.start)).toEqual([`${year}-07-04`]);
  });

  it("each country's own names, and retail moments apart from public holidays", async () => {
    const { c } = await signUp(t.server);
    await c.post('/api/brand-settings', { countries: ['US', 'DE'] }).expect(200);
    const body = await events(c, '2026-09-01', '2026-11-30');
    const shown = (name: string) => named(body.events, name).map((e) => [e.kind, e.start, e.countries]);
    expect(shown('Labor Day')).toEqual([['holiday', '2026-09-07', ['US']]]);
    expect(shown('Labour Day')).toEqual([]);
    expect(shown('German Unity Day')).toEqual([['holiday', '2026-10-03', ['DE']]]);
    expect(shown('National Holiday')).toEqual([]);
    expect(shown('Halloween')).toEqual([['retail', '2026-10-31', ['US']]]);
    expect(shown('Small Business Saturday')).toEqual([['retail', '2026-11-28', ['US']]]);
  });

  it('regions: England by default for the UK, a chosen region saved with the countries, each organization its own', async () => {
    const { c } = await signUp(t.server);
    const other = await signUp(t.server);
    const august = async (client: Client) => named((await events(client, '2026-08-01', '2026-11-30')).events, 'Summer bank holiday').map((e) => e.start);

    const saved = await c.post('/api/brand-settings', { countries: ['GB', 'US'] }).expect(200);
    expect(saved.body.regions).toEqual(['GB-ENG']);
    expect(await august(c)).toEqual(['2026-08-31']);

    const scotland = await c.post('/api/brand-settings', { regions: ['gb-sct', 'US-CA'] }).expect(200);
    expect(scotland.body.regions).toEqual(['GB-SCT', 'US-CA']);
    expect((await c.get('/api/brand-settings').expect(200)).body[0].regions).toEqual(['GB-SCT', 'US-CA']);
    const body = await events(c, '2026-08-01', '2026-11-30');
    expect(named(body.events, 'Summer bank holiday').map((e) => e.start)).toEqual(['2026-08-03']);
    expect(named(body.events, "St Andrew's Day").map((e) => [e.kind, e.start, e.countries])).toEqual([['holiday', '2026-11-30', ['GB']]]);

    await other.c.post('/api/brand-settings', { countries: ['GB'] }).expect(200);
    expect(await august(other.c)).toEqual(['2026-08-31']);

    // dropping a country drops its region; the other keeps its choice
    expect((await c.post('/api/brand-settings', { countries: ['GB'] }).expect(200)).body.regions).toEqual(['GB-SCT']);
  });

  it.each([
    [{ regions: ['GB-XX'] }, 'regions must be a list of region codes the calendar knows, such as GB-ENG, at most one for each country'],
    [{ regions: [7] }, 'regions must be a list of region codes the calendar knows, such as GB-ENG, at most one for each country'],
    [{ regions: ['GB-ENG', 'GB-SCT'] }, 'regions must be a list of region codes the calendar knows, such as GB-ENG, at most one for each country'],
    [{ regions: ['DE-BY'] }, 'DE-BY is a region of a country the brand kit does not list'],
    [{ countries: ['US'], regions: ['GB-SCT'] }, 'GB-SCT is a region of a country the brand kit does not list'],
  ])('400 for %j, and nothing changes', async (form, message) => {
    const { c } = await signUp(t.server);
    await c.post('/api/brand-settings', { countries: ['GB'] }).expect(200);
    expect((await c.post('/api/brand-settings', form).expect(400)).body.message).toEqual(expect.stringContaining(message));
    const [brand] = (await c.get('/api/brand-settings').expect(200)).body;
    expect([brand.countries, brand.regions]).toEqual([['GB'], ['GB-ENG']]);
  });

  it("the strategy's seasonal periods as ranges and notes, and its send frequency", async () => {
    const { c } = await signUp(t.server);
    await c
      .post('/api/brand-settings', { emailStrategy: { seasonalPeriods: 'Summer sale: June 1 - July 15\nLunar New Year', sendFrequency: 'Weekly' } })
      .expect(200);
    const body = await events(c, '2027-06-01', '2027-07-31');
    expect(body.sendFrequency).toBe('Weekly');
    expect(body.events.filter((e) => e.kind === 'season')).toEqual([
      { id: 'season:2027-06-01:summer-sale', kind: 'season', name: 'Summer sale', start: '2027-06-01', end: '2027-07-15', countries: [] },
    ]);
    expect(body.events.filter((e) => e.kind === 'note').map((e) => [e.name, e.start])).toEqual([
      ['Lunar New Year', '2027-06-01'],
      ['Lunar New Year', '2027-07-01'],
    ]);
  });

  it.each([
    // [countries, the day a numeric period "03/04 - 10/04" starts and ends]
    [['GB'], '2027-04-03', '2027-04-10'],
    [['DE', 'US'], '2027-04-03', '2027-04-10'],
    [['US'], '2027-03-04', '2027-10-04'],
  ])('day-first periods, and numeric dates in the order of the brand\'s first country %j', async (countries, start, end) => {
    const { c } = await signUp(t.server);
    await c
      .post('/api/brand-settings', { countries, emailStrategy: { seasonalPeriods: 'Valentine edit: 7-14 Feb\n2-9 September\nLaunch: 03/04 - 10/04' } })
      .expect(200);
    const body = await events(c, '2027-01-01', '2027-12-31');
    expect(body.events.filter((e) => e.kind === 'note')).toEqual([]);
    expect(body.events.filter((e) => e.kind === 'season').map((e) => [e.name, e.start, e.end])).toEqual(
      [
        ['Valentine edit', '2027-02-07', '2027-02-14'],
        ['2-9 September', '2027-09-02', '2027-09-09'],
        ['Launch', start, end],
      ].sort((a, b) => (a[1]! < b[1]! ? -1 : 1)),
    );
  });

  it.each([
    ['from=2026-13-01&to=2026-12-01', 'from must be a date in the form yyyy-mm-dd'],
    ['from=2026-12-01', 'to must be a date in the form yyyy-mm-dd'],
    ['from=2026-12-01&to=2026-11-01', 'to must not be before from'],
    ['from=2026-01-01&to=2027-12-31', 'Ask for at most 400 days at once'],
    ['from=2026-01-01&to=2026-02-01&country=XX', 'country must be a two-letter country code the calendar knows'],
  ])('400 for %s', async (query, message) => {
    const { c } = await signUp(t.server);
    expect((await c.get(`/api/calendar/events?${query}`).expect(400)).body.message).toBe(message);
  });

  it('a brand kit refuses unknown countries and more than ten', async () => {
    const { c } = await signUp(t.server);
    const bad = await c.post('/api/brand-settings', { countries: ['US', 'Narnia'] }).expect(400);
    expect(bad.body.message).toMatch(/countries must be a list/);
    await c.post('/api/brand-settings', { countries: ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'SE', 'NO', 'DK'] }).expect(400);
    expect((await c.get('/api/brand-settings').expect(200)).body).toEqual([]);
  });
});

describe('calendar settings', () => {
  it('answers the defaults, keeps what is not sent, refuses bad values and is the organization’s own', async () => {
    const { c } = await signUp(t.server);
    const other = await signUp(t.server);
    expect((await c.get('/api/calendar/settings').expect(200)).body).toEqual({ sameDayClash: true, promotionClash: true, promotionWindowDays: 7 });
    const res = await c.agent.put('/api/calendar/settings').set('X-Requested-With', 'XMLHttpRequest').send({ promotionWindowDays: 14, sameDayClash: false }).expect(200);
    expect(res.body).toEqual({ sameDayClash: false, promotionClash: true, promotionWindowDays: 14 });
    expect((await c.get('/api/calendar/settings').expect(200)).body).toEqual(res.body);
    for (const body of [{ promotionWindowDays: 0 }, { promotionWindowDays: 2.5 }, { sameDayClash: 'yes' }, {}]) {
      await c.agent.put('/api/calendar/settings').set('X-Requested-With', 'XMLHttpRequest').send(body).expect(400);
    }
    expect((await c.get('/api/calendar/settings').expect(200)).body).toEqual(res.body);
    expect((await other.c.get('/api/calendar/settings').expect(200)).body.promotionWindowDays).toBe(7);
  });
});

describe('placeholders', () => {
  it('create, list, move, remove: each organization sees and changes only its own', async () => {
    const { c } = await signUp(t.server);
    const other = await signUp(t.server);
    const created = await c.post('/api/calendar/placeholders', { date: '2026-11-27', campaignType: 'promotion', note: '  Black Friday teaser ' }).expect(201);
    expect(created.body).toEqual({ id: expect.any(Number), date: '2026-11-27', campaignType: 'promotion', note: 'Black Friday teaser', createdAt: expect.any(String) });
    const id = created.body.id as number;

    expect((await other.c.get('/api/calendar/placeholders').expect(200)).body).toEqual([]);
    expect((await other.c.patch(`/api/calendar/placeholders/${id}`, { date: '2026-12-01' }).expect(404)).body.message).toBe('Placeholder not found');
    await other.c.agent.delete(`/api/calendar/placeholders/${id}`).set('X-Requested-With', 'XMLHttpRequest').expect(404);
    await other.c.post(`/api/calendar/placeholders/${id}/generate`, { modelType: 'openai' }).expect(404);

    const moved = await c.patch(`/api/calendar/placeholders/${id}`, { date: '2026-11-30' }).expect(200);
    expect(moved.body).toMatchObject({ id, date: '2026-11-30', campaignType: 'promotion', note: 'Black Friday teaser' });
    expect((await c.get('/api/calendar/placeholders').expect(200)).body).toEqual([moved.body]);

    await c.agent.delete(`/api/calendar/placeholders/${id}`).set('X-Requested-With', 'XMLHttpRequest').expect(204);
    expect((await c.get('/api/calendar/placeholders').expect(200)).body).toEqual([]);
  });

  it.each([
    [{ date: '2026-02-30', campaignType: 'promotion' }, 'date must be a date in the form yyyy-mm-dd'],
    [{ date: '2026-02-03', campaignType: 'sale' }, /^campaignType must be one of/],
    [{ date: '2026-02-03', campaignType: 'news', note: 'x'.repeat(501) }, /^note must be text of at most 500/],
    [{ date: '2026-02-03', campaignType: 'news', organizationId: 1 }, 'Unexpected field: organizationId'],
  ])('400 for %j', async (body, message) => {
    const { c } = await signUp(t.server);
    const res = await c.post('/api/calendar/placeholders', body).expect(400);
    expect(res.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect((await c.get('/api/calendar/placeholders').expect(200)).body).toEqual([]);
  });

  it('"Generate a concept for this slot" writes one concept of its type, selected and scheduled on its date, and removes the slot', async () => {
    const { c } = await signUp(t.server);
    await c.post('/api/brand-settings', { countries: ['US'] }).expect(200);
    const slot = (await c.post('/api/calendar/placeholders', { date: '2026-11-26', campaignType: 'promotion', note: 'Thanksgiving weekend offer' }).expect(201)).body;
    const res = await c.post(`/api/calendar/placeholders/${slot.id}/generate`, { modelType: 'openai' }).expect(200);
    expect(res.body.demo).toBe(true);
    expect(res.body.concept).toMatchObject({ campaignType: 'promotion', selected: true, rejected: false, scheduledDate: '2026-11-26' });
    const concepts = (await c.get('/api/email-concepts').expect(200)).body as Array<{ id: number; scheduledDate: string | null }>;
    expect(concepts).toHaveLength(1);
    expect(concepts[0]).toMatchObject({ id: res.body.concept.id, scheduledDate: '2026-11-26' });
    expect((await c.get('/api/calendar/placeholders').expect(200)).body).toEqual([]);
    await c.post(`/api/calendar/placeholders/${slot.id}/generate`, { modelType: 'openai' }).expect(404);
  });
});
