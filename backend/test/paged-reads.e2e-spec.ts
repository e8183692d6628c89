// The screens' reads, bounded by what they show: the campaign table a page at a time (ordered,
// searched), the concepts of one category or of a range of days a page at a time, and the
// per-category counts. The plain lists keep answering every row. At 20,000 rows the queries
// these reads run are index scans (EXPLAIN).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CAMPAIGN_TYPES } from '@mailplan/shared';
import { signUp, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;
const A_CAMPAIGNS = 45;

/** Copies organization `org`'s rows of `table` until it holds `target`, each copy a day older. */
async function grow(table: string, org: number, target: number) {
  const cols = (await t.sql<{ column_name: string }>(`select column_name from information_schema.columns where table_name = ? and column_name <> 'id' order by ordinal_position`, [table])).map((r) => r.column_name);
  const select = cols
    .map((c) => (c === 'created_at' ? `created_at - (g * interval '1 day')` : c === 'generation_id' ? 'gen_random_uuid()::varchar' : c === 'scheduled_date' ? `(scheduled_date - g * 7)` : `"${c}"`))
    .join(', ');
  const [{ n }] = await t.sql<{ n: number }>(`select count(*)::int as n from ${table} where organization_id = ?`, [org]);
  await t.sql(`insert into ${table} (${cols.map((c) => `"${c}"`).join(', ')}) select ${select} from ${table}, generate_series(1, ?) g where organization_id = ?`, [Math.ceil(target / n) - 1, org]);
  await t.sql(`analyze ${table}`);
}

beforeAll(async () => {
  t = await startTestApp();
  a = await signUp(t.server, { org: 'Alpha' });
  b = await signUp(t.server, { org: 'Beta' });
  for (let i = 1; i <= A_CAMPAIGNS; i++) {
    const name = i === 7 ? 'Spring 100% sale' : i % 5 === 0 ? `Spring launch ${i}` : `Campaign ${String(i).padStart(2, '0')}`;
    await a.c.post('/api/campaigns', { name, subject: i === 12 ? 'Our spring edit' : `Subject ${i}` }).expect(201);
  }
  await b.c.post('/api/campaigns', { name: 'Spring at Beta' }).expect(201);
  // concepts through the demo model: a category at a time
  for (const campaignType of ['education', ...CAMPAIGN_TYPES]) await a.c.post('/api/email-concepts/generate', { campaignType }).expect(200);
  for (const campaignType of ['education', 'news']) await b.c.post('/api/email-concepts/generate', { campaignType }).expect(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/campaigns', () => {
  it('without parameters answers every campaign, newest first, as the plain list', async () => {
    const res = await a.c.get('/api/campaigns').expect(200);
    expect(res.body).toHaveLength(A_CAMPAIGNS);
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(res.body[0].name).toBe('Spring launch 45');
  });

  it('with limit and offset answers one page of the same order, and how many there are in all', async () => {
    const all = (await a.c.get('/api/campaigns').expect(200)).body as { id: number }[];
    const page = await a.c.get('/api/campaigns?limit=10&offset=20').expect(200);
    expect(page.headers['x-total-count']).toBe(String(A_CAMPAIGNS));
    expect(page.body.map((c: { id: number }) => c.id)).toEqual(all.slice(20, 30).map((c) => c.id));
    const last = await a.c.get('/api/campaigns?limit=10&offset=40').expect(200);
    expect(last.body).toHaveLength(5);
  });

  it('orders by name either way, ties by id', async () => {
    const asc = (await a.c.get('/api/campaigns?limit=200&sort=name&order=asc').expect(200)).body as { name: string }[];
    const names = asc.map((c) => c.name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const desc = (await a.c.get('/api/campaigns?limit=3&sort=name&order=desc').expect(200)).body as { name: string }[];
    expect(desc.map((c) => c.name)).toEqual([...names].reverse().slice(0, 3));
  });

  it('searches names and subjects in any case, the search text taken literally', async () => {
    const spring = await a.c.get('/api/campaigns?limit=50&search=SPRING').expect(200);
    // 9 "Spring launch", "Spring 100% sale", and the campaign whose subject is "Our spring edit"
    expect(spring.headers['x-total-count']).toBe('11');
    expect(spring.body.every((c: { name: string; subject: string }) => /spring/i.test(c.name + c.subject))).toBe(true);
    const percent = await a.c.get('/api/campaigns?limit=50&search=100%25').expect(200);
    expect(percent.body.map((c: { name: string }) => c.name)).toEqual(['Spring 100% sale']);
    const underscore = await a.c.get('/api/campaigns?limit=50&search=_').expect(200);
    expect(underscore.body).toEqual([]);
  });

  it('answers the campaigns named by ids, and none of another organization', async () => {
    const all = (await a.c.get('/api/campaigns').expect(200)).body as { id: number; status: string }[];
    const wanted = [all[3].id, all[0].id];
    const res = await a.c.get(`/api/campaigns?ids=${wanted.join(',')}`).expect(200);
    expect(res.body.map((c: { id: number }) => c.id).sort()).toEqual([...wanted].sort());
    expect(res.body[0]).toHaveProperty('status');
    const theirs = await b.c.get(`/api/campaigns?ids=${wanted.join(',')}`).expect(200);
    expect(theirs.body).toEqual([]);
    for (const bad of ['1,x', '0', '1,,2', Array.from({ length: 201 }, (_, i) => i + 1).join(',')]) {
      const refused = await a.c.get(`/api/campaigns?ids=${bad}`).expect(400);
      expect(JSON.stringify(refused.body.message)).toMatch(/ids (must be campaign ids separated by commas|may name at most 200 campaigns)/);
    }
  });

  it("never shows another organization's campaigns", async () => {
    const res = await b.c.get('/api/campaigns?limit=50&search=spring').expect(200);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['Spring at Beta']);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=201', 'limit must be at most 200'],
    ['limit=ten', 'limit must be a whole number'],
    ['limit=10&offset=-1', 'offset must be 0 or more'],
    ['sort=price', 'sort must be one of: createdAt, updatedAt, name'],
    ['order=up', 'order must be asc or desc'],
    [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('refuses %s with a message', async (query, message) => {
    const res = await a.c.get(`/api/campaigns?${query}`).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
  });
});

describe('GET /api/email-concepts', () => {
  it('narrows to one category, a page at a time', async () => {
    const all = (await a.c.get('/api/email-concepts').expect(200)).body as { id: number; campaignType: string }[];
    const education = all.filter((c) => c.campaignType === 'education');
    expect(education.length).toBeGreaterThan(2);
    const page = await a.c.get('/api/email-concepts?campaignType=education&limit=2').expect(200);
    expect(page.headers['x-total-count']).toBe(String(education.length));
    expect(page.body.map((c: { id: number }) => c.id)).toEqual(education.slice(0, 2).map((c) => c.id));
  });

  it('answers the concepts of a range of days, and the ones still to schedule', async () => {
    const all = (await a.c.get('/api/email-concepts').expect(200)).body as { id: number }[];
    await a.c.patch(`/api/email-concepts/${all[0].id}`, { selected: true, scheduledDate: '2026-12-01' }).expect(200);
    await a.c.patch(`/api/email-concepts/${all[1].id}`, { selected: true, scheduledDate: '2026-12-20' }).expect(200);
    const range = await a.c.get('/api/email-concepts?scheduledFrom=2026-11-30&scheduledTo=2026-12-06').expect(200);
    expect(range.body.map((c: { id: number }) => c.id)).toEqual([all[0].id]);
    const toSchedule = await a.c.get('/api/email-concepts?scheduled=false&rejected=false&limit=100').expect(200);
    expect(toSchedule.headers['x-total-count']).toBe(String(all.length - 2));
    expect(toSchedule.body.some((c: { id: number }) => c.id === all[0].id)).toBe(false);
  });

  it('answers newest first with order=desc (the calendar\'s suggestions)', async () => {
    const all = (await a.c.get('/api/email-concepts?campaignType=education').expect(200)).body as { id: number }[];
    const newest = await a.c.get('/api/email-concepts?campaignType=education&order=desc&limit=3').expect(200);
    expect(newest.body.map((c: { id: number }) => c.id)).toEqual(all.map((c) => c.id).reverse().slice(0, 3));
    expect(newest.headers['x-total-count']).toBe(String(all.length));
  });

  it('answers the planned concepts still to schedule, a page at a time', async () => {
    const all = (await a.c.get('/api/email-concepts?campaignType=promotion').expect(200)).body as { id: number }[];
    await a.c.patch(`/api/email-concepts/${all[0].id}`, { selected: true }).expect(200);
    await a.c.patch(`/api/email-concepts/${all[1].id}`, { selected: true, scheduledDate: '2027-02-03' }).expect(200);
    const planned = await a.c.get('/api/email-concepts?selected=true&rejected=false&scheduled=false&limit=50').expect(200);
    const ids = planned.body.map((c: { id: number }) => c.id);
    expect(ids).toContain(all[0].id);
    expect(ids).not.toContain(all[1].id);
    expect(planned.body.every((c: { selected: boolean; rejected: boolean; scheduledDate: string | null }) => c.selected && !c.rejected && c.scheduledDate === null)).toBe(true);
    expect(planned.headers['x-total-count']).toBe(String(ids.length));
    // Beta sees none of Alpha's
    const beta = await b.c.get('/api/email-concepts?selected=true&rejected=false&scheduled=false&limit=50').expect(200);
    expect(beta.body.some((c: { id: number }) => ids.includes(c.id))).toBe(false);
  });

  it('counts each category: all, selected, rejected', async () => {
    const all = (await a.c.get('/api/email-concepts').expect(200)).body as { id: number; campaignType: string; selected: boolean; rejected: boolean }[];
    await a.c.patch(`/api/email-concepts/${all[2].id}`, { rejected: true }).expect(200);
    // selected, then rejected: counted as rejected, not as selected
    await a.c.patch(`/api/email-concepts/${all[3].id}`, { selected: true }).expect(200);
    await a.c.patch(`/api/email-concepts/${all[3].id}`, { rejected: true }).expect(200);
    const fresh = (await a.c.get('/api/email-concepts').expect(200)).body as typeof all;
    const counts = (await a.c.get('/api/email-concepts/counts').expect(200)).body as { campaignType: string; total: number; selected: number; rejected: number }[];
    expect(counts).toHaveLength(8);
    for (const row of counts) {
      const mine = fresh.filter((c) => c.campaignType === row.campaignType);
      expect(row).toEqual({ campaignType: row.campaignType, total: mine.length, selected: mine.filter((c) => c.selected && !c.rejected).length, rejected: mine.filter((c) => c.rejected).length });
    }
    // Beta counts its own only
    const beta = (await b.c.get('/api/email-concepts/counts').expect(200)).body as { campaignType: string; total: number }[];
    expect(beta.find((r) => r.campaignType === 'promotion')?.total).toBe(0);
  });

  it('lists under other the concepts of a type the product no longer knows, as the counts do', async () => {
    const [first] = (await a.c.get('/api/email-concepts?campaignType=news&limit=1').expect(200)).body as { id: number }[];
    await t.sql(`update email_concepts set campaign_type = 'webinar' where id = ?`, [first.id]);
    const other = (await a.c.get('/api/email-concepts?campaignType=other&limit=200').expect(200)).body as { id: number; campaignType: string }[];
    expect(other.find((c) => c.id === first.id)?.campaignType).toBe('other');
    const counts = (await a.c.get('/api/email-concepts/counts').expect(200)).body as { campaignType: string; total: number }[];
    expect(counts.find((r) => r.campaignType === 'other')?.total).toBe(other.length);
    await t.sql(`update email_concepts set campaign_type = 'news' where id = ?`, [first.id]);
  });

  it.each([
    ['campaignType=spam', 'Campaign type must be one of'],
    ['scheduledFrom=12/01/2026', 'scheduledFrom must be a date (yyyy-mm-dd)'],
    ['scheduled=maybe', 'scheduled must be true or false'],
    ['limit=500', 'limit must be at most 200'],
    ['order=newest', 'order must be asc or desc'],
  ])('refuses %s with a message', async (query, message) => {
    const res = await a.c.get(`/api/email-concepts?${query}`).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
  });
});

describe('at 20,000 rows', () => {
  beforeAll(async () => {
    await grow('campaigns', a.organizationId!, 20_000);
    await grow('email_concepts', a.organizationId!, 20_000);
    // and another organization as large: the planner sees a table of several organizations
    await grow('campaigns', b.organizationId!, 20_000);
    await grow('email_concepts', b.organizationId!, 20_000);
  }, 120_000);

  /** The plan of `query` as text, with the organization's id bound. */
  async function plan(query: string, params: unknown[]) {
    const rows = await t.sql<{ 'QUERY PLAN': string }>(`explain ${query}`, params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it('the campaign table reads one page through an index, in every order', async () => {
    const org = a.organizationId!;
    for (const [column, index] of [
      ['created_at', 'campaigns_organization_id_created_at_id_index'],
      ['updated_at', 'campaigns_organization_id_updated_at_id_index'],
      ['name', 'campaigns_organization_id_name_id_index'],
    ]) {
      const text = await plan(`select id, name, subject, goal, created_at from campaigns where organization_id = ? order by ${column} desc, id desc limit 25 offset 0`, [org]);
      expect(text).toContain(`Index Scan Backward using ${index}`);
      expect(text).not.toContain('Seq Scan');
    }
    const res = await a.c.get('/api/campaigns?limit=25&offset=100').expect(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(20_000);
    expect(res.body).toHaveLength(25);
  });

  it("a category's page and the calendar's days use the concepts' indexes", async () => {
    const org = a.organizationId!;
    const first = await plan(`select * from email_concepts where organization_id = ? and campaign_type = ? order by id asc limit 50`, [org, 'education']);
    expect(first).toMatch(/Index Scan/);
    expect(first).not.toContain('Seq Scan');
    // a page further on is read through an index too (Postgres chooses between the category's
    // index and the primary key's order by their costs; never the whole table)
    const later = await plan(`select * from email_concepts where organization_id = ? and campaign_type = ? order by id asc limit 50 offset 2000`, [org, 'education']);
    expect(later).toMatch(/Index Scan/);
    expect(later).not.toContain('Seq Scan');
    const days = await plan(`select * from email_concepts where organization_id = ? and scheduled_date >= ? and scheduled_date <= ? order by id asc`, [org, '2026-11-23', '2027-01-03']);
    expect(days).toContain('email_concepts_organization_id_scheduled_date_index');
    const range = await a.c.get('/api/email-concepts?scheduledFrom=2026-11-23&scheduledTo=2027-01-03').expect(200);
    expect(range.body.length).toBeLessThan(100);
  });

  it("the calendar's Unscheduled Content and its suggestions read through indexes", async () => {
    const org = a.organizationId!;
    const unscheduled = await plan(
      `select * from email_concepts where organization_id = ? and selected = true and rejected = false and scheduled_date is null order by id asc limit 50`,
      [org],
    );
    expect(unscheduled).toContain('email_concepts_planned_unscheduled_index');
    expect(unscheduled).not.toContain('Seq Scan');
    const counted = await plan(`select count(*) from email_concepts where organization_id = ? and selected = true and rejected = false and scheduled_date is null`, [org]);
    expect(counted).toMatch(/Index (Only )?Scan/);
    expect(counted).not.toContain('Seq Scan');
    const newest = await plan(
      `select * from email_concepts where organization_id = ? and campaign_type = ? and selected = false and rejected = false order by id desc limit 6`,
      [org, 'education'],
    );
    expect(newest).toMatch(/Index Scan Backward/);
    expect(newest).not.toContain('Seq Scan');
  });
});
