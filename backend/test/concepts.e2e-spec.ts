import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import supertest from 'supertest';
import { CAMPAIGN_TYPES, CONCEPT_MESSAGES as M, RECOMMENDED_MONTHLY_COMPOSITION } from '@mailplan/shared';
import { lastUserText } from '../src/ai/testing/index.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { saveBrandForPrompts, useAppWithFakeAnthropic } from './support/ai-app.js';
import { readJobEvents } from './support/job-events.js';
import { PASSWORD, signUp, TEST_REDIS_URL, type Client } from './support/test-app.js';

const MAIN_JS = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/**
 * Email concepts on real Postgres and Redis (Bull, processed in the API process). `claude` talks to
 * a local fake of the Anthropic API through the real SDK; `openai` has no key, so the offline demo
 * model answers it.
 */
const prefix = `mailplan-concepts-test-${randomBytes(4).toString('hex')}`;
const suite = useAppWithFakeAnthropic({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix });

const DEMO = 'openai';
const FAKE = 'claude';

type Concept = {
  id: number;
  campaignType: string;
  title: string;
  coreMessage: string;
  strategicAlignment: Record<string, string>;
  targetAudience: string;
  callToAction: string;
  selected: boolean;
  rejected: boolean;
  scheduledDate: string | null;
  createdAt: string;
  generationId: string;
  organizationId: number;
  campaignId: number | null;
  version: number;
};

const generated = (campaignType: string, n: number, overrides: Record<string, unknown> = {}) => ({
  title: `Fake ${campaignType} idea ${n}`,
  coreMessage: `Why ${campaignType} ${n} matters`,
  campaignType,
  strategicAlignment: { targetSegment: 'VIPs', journeyPhase: 'Loyalty', strategicPriority: 'Grow repeat revenue', reference: 'Strategy §3' },
  targetAudience: 'VIP customers who bought twice',
  callToAction: 'Shop the collection',
  ...overrides,
});
/** A month in the recommended composition, as a model would answer it. */
const month = (tag = '') =>
  Object.entries(RECOMMENDED_MONTHLY_COMPOSITION).flatMap(([type, n]) => Array.from({ length: n }, (_, i) => generated(type, i + 1, { title: `Fake ${type} idea ${i + 1}${tag}` })));
const answer = (concepts: unknown[]) => ({ text: JSON.stringify({ concepts }) });

async function list(c: Client): Promise<Concept[]> {
  return (await c.get('/api/email-concepts').expect(200)).body;
}

/** A month of demo concepts for a new organization. */
async function withConcepts() {
  const user = await signUp(suite.t.server);
  await user.c.post('/api/email-concepts/generate', { modelType: DEMO }).expect(200);
  return { ...user, concepts: await list(user.c) };
}

/** A campaign of the client's organization, made through the campaigns API. */
async function campaignOf(c: Client, name = 'Spring launch'): Promise<number> {
  return (await c.post('/api/campaigns', { name }).expect(201)).body.id;
}

describe('generation on the demo model', () => {
  it('without a category writes a month in the recommended composition, saved under one generationId', async () => {
    const { c, organizationId } = await signUp(suite.t.server);
    expect(await list(c)).toEqual([]);
    const res = await c.post('/api/email-concepts/generate', { modelType: DEMO, businessContext: 'Summer matcha launch on June 10' }).expect(200);
    expect(res.body).toEqual({ conceptCount: 8, generationId: expect.stringMatching(/^[0-9a-f-]{36}$/), demo: true });
    const concepts = await list(c);
    expect(concepts).toHaveLength(8);
    const counts = Object.fromEntries(CAMPAIGN_TYPES.map((type) => [type, concepts.filter((x) => x.campaignType === type).length]));
    expect(counts).toEqual(RECOMMENDED_MONTHLY_COMPOSITION);
    for (const concept of concepts) {
      expect(concept).toEqual({
        id: expect.any(Number),
        campaignType: expect.any(String),
        title: expect.any(String),
        coreMessage: expect.any(String),
        strategicAlignment: { targetSegment: expect.any(String), journeyPhase: expect.any(String), strategicPriority: expect.any(String), reference: expect.any(String) },
        targetAudience: expect.any(String),
        callToAction: expect.any(String),
        selected: false,
        rejected: false,
        scheduledDate: null,
        createdAt: expect.any(String),
        generationId: res.body.generationId,
        organizationId,
        campaignId: null,
        version: 1,
      });
      expect(concept.title.length).toBeGreaterThan(0);
    }
    expect(concepts.some((x) => x.coreMessage.includes('Summer matcha launch'))).toBe(true);
  });

  it('for one category writes concepts of that type and never repeats an existing title', async () => {
    const { c } = await signUp(suite.t.server);
    const first = await c.post('/api/email-concepts/generate', { modelType: DEMO, campaignType: 'event' }).expect(200);
    const second = await c.post('/api/email-concepts/generate', { modelType: DEMO, campaignType: 'event' }).expect(200);
    expect(first.body.conceptCount).toBe(3);
    expect(second.body.generationId).not.toBe(first.body.generationId);
    const concepts = await list(c);
    expect(concepts).toHaveLength(6);
    expect(concepts.every((x) => x.campaignType === 'event')).toBe(true);
    expect(new Set(concepts.map((x) => x.title.toLowerCase())).size).toBe(6);
  });

  it('?async=true answers 202 with a job; its events end with the same answer, and the concepts are saved by the job', async () => {
    const { c } = await signUp(suite.t.server);
    const res = await c.agent.post('/api/email-concepts/generate?async=true').set('X-Requested-With', 'XMLHttpRequest').send({ modelType: DEMO, campaignType: 'news' }).expect(202);
    expect(res.body).toEqual({ jobId: expect.stringMatching(/^generate-concepts\./) });
    const { events } = await readJobEvents(c, res.body.jobId);
    const last = events.at(-1)!;
    expect(last).toMatchObject({ state: 'completed', progress: 100, result: { conceptCount: 3, demo: true } });
    expect((await c.get(`/api/jobs/${res.body.jobId}`).expect(200)).body.result).toEqual(last.result);
    const concepts = await list(c);
    expect(concepts.map((x) => x.generationId)).toEqual([last.result.generationId, last.result.generationId, last.result.generationId]);
    const stranger = await signUp(suite.t.server);
    await stranger.c.get(`/api/jobs/${res.body.jobId}`).expect(404);
  });

  it('refuses bad generation fields with their messages and starts nothing', async () => {
    const { c } = await signUp(suite.t.server);
    for (const [body, message] of [
      [{ modelType: 'gpt-9' }, M.modelTypeInvalid],
      [{ modelType: DEMO, campaignType: 'webinar' }, M.campaignTypeInvalid],
      [{ modelType: DEMO, businessContext: 42 }, M.businessContextText],
      [{ modelType: DEMO, count: 50 }, 'Unexpected field: count'],
    ] as const) {
      expect((await c.post('/api/email-concepts/generate', body).expect(400)).body.message).toBe(message);
    }
    expect(await list(c)).toEqual([]);
    expect(suite.t.app.get(JobsService).mode).toBe('redis');
  });
});

describe('generation against a provider (fake Anthropic API)', () => {
  it("the prompt carries the month's composition, the business context, and what exists", async () => {
    const { c } = await withConcepts();
    const kept = (await list(c))[0]!;
    suite.anthropic.script(answer(month()));
    const res = await c.post('/api/email-concepts/generate', { modelType: FAKE, businessContext: 'Black Friday: 25% off teaware' }).expect(200);
    expect(res.body).toMatchObject({ conceptCount: 8, demo: false });
    expect(suite.anthropic.requests).toHaveLength(1);
    const prompt = lastUserText(suite.anthropic.requests[0]!.body);
    expect(prompt).toContain('2 product_spotlight, 2 education, 1 community, 1 promotion, 1 news, 1 thought_leadership');
    expect(prompt).toContain('Black Friday: 25% off teaware');
    expect(prompt).toContain(`Do not repeat these titles: `);
    expect(prompt).toContain(kept.title);
    expect((await list(c)).filter((x) => x.generationId === res.body.generationId).map((x) => x.title)).toEqual(month().map((x) => x.title));
  });

  it('the prompt uses the brand name, guidelines and generated strategy; the business context is kept in the brand settings', async () => {
    const { c } = await signUp(suite.t.server);
    await saveBrandForPrompts(c);
    suite.anthropic.script(answer(month()));
    await c.post('/api/email-concepts/generate', { modelType: FAKE, businessContext: 'Harvest festival on Oct 3' }).expect(200);
    const prompt = lastUserText(suite.anthropic.requests[0]!.body);
    expect(prompt).toContain('concepts for Aurora Tea');
    expect(prompt).toContain('Calm, mindful voice; never pushy.');
    expect(prompt).toContain('Retention first: VIP tastings every quarter.');
    expect(prompt).toContain('Harvest festival on Oct 3');
    const brand = (await c.get('/api/brand-settings').expect(200)).body;
    expect(brand[0].businessContext).toEqual({ monthlyContext: 'Harvest festival on Oct 3' });
  });

  it('without a brand record the business context is used for the prompt only', async () => {
    const { c } = await signUp(suite.t.server);
    await c.post('/api/email-concepts/generate', { modelType: DEMO, campaignType: 'news', businessContext: 'Store opening' }).expect(200);
    expect((await c.get('/api/brand-settings').expect(200)).body).toEqual([]);
  });

  it('rejected concepts go into the next prompt as what this brand does not want', async () => {
    const { c, concepts } = await withConcepts();
    const [a, b] = concepts;
    await c.patch(`/api/email-concepts/${a!.id}`, { rejected: true }).expect(200);
    await c.patch(`/api/email-concepts/${b!.id}`, { rejected: true }).expect(200);
    suite.anthropic.script(answer([generated('promotion', 1, { title: 'A fresh promotion' })]));
    await c.post('/api/email-concepts/generate', { modelType: FAKE, campaignType: 'promotion' }).expect(200);
    const prompt = lastUserText(suite.anthropic.requests[0]!.body);
    expect(prompt).toContain('The brand rejected these concepts; this is what it does not want');
    expect(prompt).toContain(`"${a!.title}" (${a!.campaignType})`);
    expect(prompt).toContain(`"${b!.title}" (${b!.campaignType})`);
    expect(prompt).toContain('of campaign type promotion');
    // a rejected title is not offered as one to keep
    const keepList = prompt.split('Do not repeat these titles: ')[1]!.split('\n')[0]!;
    expect(keepList).not.toContain(a!.title);
  });

  it('an answer that does not fit is asked for once more, then saved', async () => {
    const { c } = await signUp(suite.t.server);
    const broken = month();
    broken[0] = generated('product_spotlight', 1, { coreMessage: '' });
    suite.anthropic.script(answer(broken), answer(month()));
    const res = await c.post('/api/email-concepts/generate', { modelType: FAKE }).expect(200);
    expect(res.body.conceptCount).toBe(8);
    expect(suite.anthropic.requests).toHaveLength(2);
    expect(lastUserText(suite.anthropic.requests[1]!.body)).toContain('Core message is required');
  });

  it.each([
    ['a concept without a title', () => answer([generated('event', 1, { title: '' })])],
    ['a strategic alignment without a segment', () => answer([generated('event', 1, { strategicAlignment: { journeyPhase: 'x', strategicPriority: 'y' } })])],
    ['a title over 200 characters', () => answer([generated('event', 1, { title: 'x'.repeat(201) })])],
    ['prose instead of JSON', () => ({ text: 'Here are some ideas: a spring sale and a newsletter.' })],
  ])('%s twice: "Failed to parse AI response", nothing saved', async (_, reply) => {
    const { c } = await signUp(suite.t.server);
    suite.anthropic.script(reply(), reply());
    const res = await c.post('/api/email-concepts/generate', { modelType: FAKE, campaignType: 'event' }).expect(502);
    expect(res.body.message).toBe('Failed to parse AI response');
    expect(suite.anthropic.requests).toHaveLength(2);
    expect(await list(c)).toEqual([]);
  });

  it('a month that misses the composition is retried, then refused', async () => {
    const { c } = await signUp(suite.t.server);
    const eight = CAMPAIGN_TYPES.map((type) => generated(type, 1)); // one of each, event and other included
    suite.anthropic.script(answer(eight), answer(eight));
    expect((await c.post('/api/email-concepts/generate', { modelType: FAKE }).expect(502)).body.message).toBe('Failed to parse AI response');
    expect(lastUserText(suite.anthropic.requests[1]!.body)).toContain('expected 0 of type event, got 1');
    expect(await list(c)).toEqual([]);
  });

  it('an unknown type in a category answer is saved as that category; on a write it is refused; on read it is other', async () => {
    const { c, organizationId } = await signUp(suite.t.server);
    suite.anthropic.script(answer([generated('webinar', 1)]));
    await c.post('/api/email-concepts/generate', { modelType: FAKE, campaignType: 'education' }).expect(200);
    expect((await list(c)).map((x) => x.campaignType)).toEqual(['education']);
    const [row] = await suite.t.sql<{ id: number }>(
      `insert into email_concepts (organization_id, campaign_type, title, core_message, strategic_alignment, target_audience, call_to_action, created_at, generation_id)
       values (?, 'webinar', 'Legacy', 'm', '{"targetSegment":"a","journeyPhase":"b","strategicPriority":"c"}', 't', 'c', now(), ?) returning id`,
      [organizationId, '00000000-0000-0000-0000-000000000000'],
    );
    expect((await c.get(`/api/email-concepts/${row!.id}`).expect(200)).body.campaignType).toBe('other');
    expect((await c.patch(`/api/email-concepts/${row!.id}`, { campaignType: 'webinar' }).expect(400)).body.message).toBe(M.campaignTypeInvalid);
  });
});

describe('reading concepts', () => {
  it('a non-numeric, zero or huge id answers 400; a missing one 404', async () => {
    const { c } = await signUp(suite.t.server);
    for (const id of ['abc', '0', '-1', '1e3', '99999999999']) {
      expect((await c.get(`/api/email-concepts/${id}`).expect(400)).body.message).toBe(M.conceptIdInvalid);
    }
    expect((await c.get('/api/email-concepts/987654').expect(404)).body.message).toBe(M.conceptNotFound);
    await supertest(suite.t.server).get('/api/email-concepts').expect(401);
  });

  it('rejected concepts stay in the list, flagged, and come back when the rejection is removed', async () => {
    const { c, concepts } = await withConcepts();
    const target = concepts[2]!;
    expect((await c.patch(`/api/email-concepts/${target.id}`, { rejected: true }).expect(200)).body.rejected).toBe(true);
    const after = await list(c);
    expect(after).toHaveLength(8);
    expect(after.find((x) => x.id === target.id)!.rejected).toBe(true);
    expect((await c.patch(`/api/email-concepts/${target.id}`, { rejected: false }).expect(200)).body.rejected).toBe(false);
  });

  it("another organization sees none of them and can change none of them", async () => {
    const owner = await withConcepts();
    const id = owner.concepts[0]!.id;
    const other = await signUp(suite.t.server);
    expect(await list(other.c)).toEqual([]);
    const campaign = await campaignOf(other.c);
    for (const res of [
      await other.c.get(`/api/email-concepts/${id}`),
      await other.c.patch(`/api/email-concepts/${id}`, { selected: true }),
      await other.c.post(`/api/email-concepts/${id}/refine`, { instructions: 'Shorter', modelType: DEMO }),
      await other.c.post(`/api/email-concepts/${id}/apply-refinement`, { title: 'T', coreMessage: 'C', targetAudience: 'A', callToAction: 'X' }),
      await other.c.post(`/api/email-concepts/${id}/link-to-campaign/${campaign}`),
      await other.c.post(`/api/email-concepts/${id}/unlink-from-campaign`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(M.conceptNotFound);
    }
    expect((await owner.c.get(`/api/email-concepts/${id}`).expect(200)).body).toEqual(owner.concepts[0]);
  });
});

describe('PATCH /api/email-concepts/{id}', () => {
  it('selects and unselects', async () => {
    const { c, concepts } = await withConcepts();
    const id = concepts[0]!.id;
    expect((await c.patch(`/api/email-concepts/${id}`, { selected: true }).expect(200)).body.selected).toBe(true);
    expect((await c.get(`/api/email-concepts/${id}`).expect(200)).body.selected).toBe(true);
    expect((await c.patch(`/api/email-concepts/${id}`, { selected: false }).expect(200)).body.selected).toBe(false);
  });

  it('saves the full edit form; strategicAlignment as an object or as JSON text is answered as an object', async () => {
    const { c, concepts } = await withConcepts();
    const id = concepts[0]!.id;
    const form = {
      title: '  Matcha for VIPs  ',
      campaignType: 'promotion',
      coreMessage: 'Early access for VIPs',
      targetAudience: 'VIPs',
      callToAction: 'Get early access',
      strategicAlignment: { targetSegment: 'VIPs', journeyPhase: 'Loyalty', strategicPriority: 'Revenue' },
    };
    const res = await c.patch(`/api/email-concepts/${id}`, form).expect(200);
    expect(res.body).toMatchObject({ ...form, title: 'Matcha for VIPs', strategicAlignment: { targetSegment: 'VIPs', journeyPhase: 'Loyalty', strategicPriority: 'Revenue' } });
    expect(res.body.strategicAlignment).not.toHaveProperty('reference');
    const asText = JSON.stringify({ targetSegment: 'New Subscribers', journeyPhase: 'Awareness', strategicPriority: 'Grow the list', reference: 'Q3 plan' });
    const again = await c.patch(`/api/email-concepts/${id}`, { strategicAlignment: asText }).expect(200);
    expect(again.body.strategicAlignment).toEqual({ targetSegment: 'New Subscribers', journeyPhase: 'Awareness', strategicPriority: 'Grow the list', reference: 'Q3 plan' });
    expect((await c.get(`/api/email-concepts/${id}`).expect(200)).body).toEqual(again.body);
    const [stored] = await suite.t.sql<{ kind: string }>('select jsonb_typeof(strategic_alignment) as kind from email_concepts where id = ?', [id]);
    expect(stored!.kind).toBe('object');
  });

  it.each([
    [{ title: '' }, M.titleRequired],
    [{ title: '   ' }, M.titleRequired],
    [{ title: null }, M.titleRequired],
    [{ title: 'x'.repeat(201) }, M.titleMax],
    [{ coreMessage: '' }, M.coreMessageRequired],
    [{ targetAudience: '' }, M.targetAudienceRequired],
    [{ callToAction: '' }, M.callToActionRequired],
    [{ campaignType: 'webinar' }, M.campaignTypeInvalid],
    [{ strategicAlignment: { targetSegment: '', journeyPhase: 'a', strategicPriority: 'b' } }, M.targetSegmentRequired],
    [{ strategicAlignment: { targetSegment: 'a', journeyPhase: '', strategicPriority: 'b' } }, M.journeyPhaseRequired],
    [{ strategicAlignment: '{"targetSegment":"a","journeyPhase":"b"}' }, M.strategicPriorityRequired],
    [{ strategicAlignment: { targetSegment: 'a', journeyPhase: 'b', strategicPriority: 'c', reference: 5 } }, M.referenceText],
    [{ strategicAlignment: 'not json' }, M.strategicAlignmentInvalid],
    [{ strategicAlignment: [1] }, M.strategicAlignmentInvalid],
    [{ selected: 'yes' }, M.selectedBoolean],
    [{ rejected: 1 }, M.rejectedBoolean],
    [{ scheduledDate: '2026-02-30' }, M.scheduledDateInvalid],
    [{ scheduledDate: '2026-13-01' }, M.scheduledDateInvalid],
    [{ scheduledDate: '2026-03-01T00:00:00.000Z' }, M.scheduledDateInvalid],
    [{ scheduledDate: 'tomorrow' }, M.scheduledDateInvalid],
    [{ scheduledDate: 20260301 }, M.scheduledDateInvalid],
    [{}, M.nothingToUpdate],
    [{ organizationId: 1 }, 'Unexpected field: organizationId'],
  ])('%j answers 400 "%s" and changes nothing', async (body, message) => {
    const { c, concepts } = await withConcepts();
    const before = concepts[0]!;
    const res = await c.patch(`/api/email-concepts/${before.id}`, { ...body }).expect(400);
    expect(res.body.message).toBe(message);
    expect((await c.get(`/api/email-concepts/${before.id}`).expect(200)).body).toEqual(before);
  });

  it('a non-numeric or missing id answers 400 / 404', async () => {
    const { c } = await signUp(suite.t.server);
    expect((await c.patch('/api/email-concepts/abc', { selected: true }).expect(400)).body.message).toBe(M.conceptIdInvalid);
    expect((await c.patch('/api/email-concepts/424242', { selected: true }).expect(404)).body.message).toBe(M.conceptNotFound);
  });
});

describe('scheduledDate is a calendar date, whatever the time zone (product decision P10)', () => {
  // The built API in its own process, in a time zone of our choosing, on the test database.
  async function serverIn(tz: string): Promise<{ url: string; child: ChildProcess }> {
    const child = spawn(process.execPath, [MAIN_JS], {
      env: {
        ...process.env,
        TZ: tz,
        NODE_ENV: 'test',
        LOG_LEVEL: 'log',
        PORT: '0',
        DATABASE_URL: suite.t.orm.config.get('clientUrl')!,
        REDIS_URL: '',
        SESSION_SECRET: 'test-session-secret-0123456789',
        WEB_DIST_DIR: '/nonexistent-web-dist',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the API did not start within 60 s:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += String(chunk);
        const match = /listening on (http:\/\/localhost:\d+)\/api/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the API exited (${code}):\n${output}`));
      });
    });
    return { url, child };
  }

  async function stop(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL'); // every write has been answered, so committed; a graceful stop only takes longer
    await exited;
  }

  async function signedIn(url: string, email: string) {
    const agent = supertest.agent(url);
    await agent.post('/api/auth/login').set('X-Requested-With', 'XMLHttpRequest').send({ email, password: PASSWORD }).expect(200);
    return agent;
  }

  const children = new Set<ChildProcess>();
  afterAll(() => Promise.all([...children].map(stop)));

  it('round-trips unchanged through an API in UTC+14 and one in UTC-10, stored as a Postgres date', async () => {
    if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: build the backend first`);
    const { c, concepts, email } = await withConcepts();
    const dates = ['2026-01-01', '2026-03-08', '2026-12-31'];

    const east = await serverIn('Pacific/Kiritimati'); // UTC+14
    const a = await signedIn(east.url, email);
    for (const [i, date] of dates.entries()) {
      const res = await a.patch(`/api/email-concepts/${concepts[i]!.id}`).set('X-Requested-With', 'XMLHttpRequest').send({ scheduledDate: date }).expect(200);
      expect(res.body.scheduledDate).toBe(date);
    }
    await stop(east.child);

    const west = await serverIn('America/Adak'); // UTC-10, UTC-9 in summer: no calendar day in common with UTC+14 at 10:00 UTC
    const b = await signedIn(west.url, email);
    const read = (await b.get('/api/email-concepts').expect(200)).body as Concept[];
    expect(dates.map((_, i) => read.find((x) => x.id === concepts[i]!.id)!.scheduledDate)).toEqual(dates);
    expect((await b.patch(`/api/email-concepts/${concepts[3]!.id}`).set('X-Requested-With', 'XMLHttpRequest').send({ scheduledDate: '2026-06-30' }).expect(200)).body.scheduledDate).toBe('2026-06-30');
    await stop(west.child);

    // and this process (whatever its zone) reads the same calendar days
    const here = await list(c);
    expect([...dates, '2026-06-30'].map((_, i) => here.find((x) => x.id === concepts[i]!.id)!.scheduledDate)).toEqual([...dates, '2026-06-30']);
    const rows = await suite.t.sql<{ type: string; value: string }>(
      `select pg_typeof(scheduled_date)::text as type, to_char(scheduled_date, 'YYYY-MM-DD') as value from email_concepts where id in (?, ?, ?, ?) order by id`,
      concepts.slice(0, 4).map((x) => x.id),
    );
    expect(rows).toEqual([...dates, '2026-06-30'].map((value) => ({ type: 'date', value })));
    // unscheduling
    expect((await c.patch(`/api/email-concepts/${concepts[0]!.id}`, { scheduledDate: null }).expect(200)).body.scheduledDate).toBeNull();
    expect((await c.get(`/api/email-concepts/${concepts[0]!.id}`).expect(200)).body.scheduledDate).toBeNull();
  }, 180_000);
});

describe('refinement', () => {
  it('refine answers the stored original and a refined version on the demo model, and changes nothing', async () => {
    const { c, concepts } = await withConcepts();
    const concept = concepts[0]!;
    const res = await c.post(`/api/email-concepts/${concept.id}/refine`, { instructions: 'Make it shorter and focus on VIP customers', modelType: DEMO }).expect(200);
    expect(res.body.original).toEqual({ title: concept.title, coreMessage: concept.coreMessage, targetAudience: concept.targetAudience, callToAction: concept.callToAction });
    expect(Object.keys(res.body.refined).sort()).toEqual(['callToAction', 'coreMessage', 'targetAudience', 'title']);
    expect(res.body.refined).not.toEqual(res.body.original);
    expect((await c.get(`/api/email-concepts/${concept.id}`).expect(200)).body).toEqual(concept);
  });

  it('refine with a provider sends the concept and the instructions; an answer that never fits is the spec error', async () => {
    const { c, concepts } = await withConcepts();
    const concept = concepts[0]!;
    const refined = { title: 'Sharper title', coreMessage: 'Sharper message', targetAudience: 'VIPs', callToAction: 'Buy now' };
    suite.anthropic.script({ text: JSON.stringify({ original: refined, refined }) });
    const res = await c.post(`/api/email-concepts/${concept.id}/refine`, { instructions: 'Sharper please', modelType: FAKE }).expect(200);
    expect(res.body.refined).toEqual(refined);
    const prompt = lastUserText(suite.anthropic.requests[0]!.body);
    expect(prompt).toContain('Sharper please');
    expect(prompt).toContain(concept.title);
    suite.anthropic.reset();
    suite.anthropic.script({ text: '{"refined":{}}' }, { text: 'no' });
    expect((await c.post(`/api/email-concepts/${concept.id}/refine`, { instructions: 'Again', modelType: FAKE }).expect(502)).body.message).toBe('Failed to parse AI response');
    expect(suite.anthropic.requests).toHaveLength(2);
  });

  it.each([[{}], [{ instructions: '' }], [{ instructions: '   ' }], [{ instructions: null }]])('refine %j: "Please provide instructions for refinement"', async (body) => {
    const { c, concepts } = await withConcepts();
    expect((await c.post(`/api/email-concepts/${concepts[0]!.id}/refine`, { modelType: DEMO, ...body }).expect(400)).body.message).toBe(M.instructionsRequired);
    expect(suite.anthropic.requests).toHaveLength(0);
  });

  it('refine of a non-numeric or missing concept answers 400 / 404', async () => {
    const { c } = await signUp(suite.t.server);
    expect((await c.post('/api/email-concepts/x/refine', { instructions: 'a' }).expect(400)).body.message).toBe(M.conceptIdInvalid);
    expect((await c.post('/api/email-concepts/31337/refine', { instructions: 'a' }).expect(404)).body.message).toBe(M.conceptNotFound);
  });

  it('apply-refinement saves the refined fields; missing or bad data is refused', async () => {
    const { c, concepts } = await withConcepts();
    const concept = concepts[0]!;
    const { body: result } = await c.post(`/api/email-concepts/${concept.id}/refine`, { instructions: 'Warmer tone', modelType: DEMO }).expect(200);
    const applied = await c.post(`/api/email-concepts/${concept.id}/apply-refinement`, result.refined).expect(200);
    expect(applied.body).toEqual({ ...concept, ...result.refined, version: concept.version + 1 });
    expect((await c.get(`/api/email-concepts/${concept.id}`).expect(200)).body).toEqual(applied.body);
    const wrapped = { title: 'Wrapped', coreMessage: 'W', targetAudience: 'A', callToAction: 'C' };
    expect((await c.post(`/api/email-concepts/${concept.id}/apply-refinement`, wrapped).expect(200)).body).toMatchObject(wrapped);

    expect((await c.post(`/api/email-concepts/${concept.id}/apply-refinement`, {}).expect(400)).body.message).toBe(M.noRefinedData);
    expect((await c.post(`/api/email-concepts/${concept.id}/apply-refinement`).expect(400)).body.message).toBe(M.noRefinedData);
    for (const [field, message] of [
      ['title', M.titleRequired],
      ['coreMessage', M.coreMessageRequired],
      ['targetAudience', M.targetAudienceRequired],
      ['callToAction', M.callToActionRequired],
    ] as const) {
      const res = await c.post(`/api/email-concepts/${concept.id}/apply-refinement`, { ...wrapped, [field]: '' }).expect(400);
      expect(res.body.message).toBe(message);
    }
    expect((await c.post(`/api/email-concepts/${concept.id}/apply-refinement`, { ...wrapped, title: 'x'.repeat(201) }).expect(400)).body.message).toBe(M.titleMax);
    expect((await c.post(`/api/email-concepts/${concept.id}/apply-refinement`, { refined: wrapped }).expect(400)).body.message).toBe(M.noRefinedData);
    expect((await c.post(`/api/email-concepts/${concept.id}/apply-refinement`, { ...wrapped, title: 'Other', campaignId: 3 }).expect(400)).body.message).toBe('Unexpected field: campaignId');
    expect((await c.get(`/api/email-concepts/${concept.id}`).expect(200)).body).toMatchObject(wrapped);
  });
});

describe('linking to a campaign', () => {
  it('links to a campaign of the same organization and unlinks', async () => {
    const { c, concepts } = await withConcepts();
    const campaign = await campaignOf(c);
    const id = concepts[0]!.id;
    const linked = await c.post(`/api/email-concepts/${id}/link-to-campaign/${campaign}`).expect(200);
    expect(linked.body).toEqual({ ...concepts[0], campaignId: campaign, version: concepts[0]!.version + 1 });
    expect((await c.get(`/api/email-concepts/${id}`).expect(200)).body.campaignId).toBe(campaign);
    const unlinked = await c.post(`/api/email-concepts/${id}/unlink-from-campaign`).expect(200);
    expect(unlinked.body.campaignId).toBeNull();
    // back as it was, two changes later
    expect((await c.get(`/api/email-concepts/${id}`).expect(200)).body).toEqual({ ...concepts[0], version: concepts[0]!.version + 2 });
  });

  it("another organization's campaign answers 404 and stores nothing", async () => {
    const { c, concepts } = await withConcepts();
    const other = await signUp(suite.t.server);
    const foreign = await campaignOf(other.c, 'Not yours');
    const id = concepts[0]!.id;
    expect((await c.post(`/api/email-concepts/${id}/link-to-campaign/${foreign}`).expect(404)).body.message).toBe(M.campaignNotFound);
    expect((await c.post(`/api/email-concepts/${id}/link-to-campaign/777777`).expect(404)).body.message).toBe(M.campaignNotFound);
    expect((await c.get(`/api/email-concepts/${id}`).expect(200)).body.campaignId).toBeNull();
    const [row] = await suite.t.sql<{ campaign_id: number | null }>('select campaign_id from email_concepts where id = ?', [id]);
    expect(row!.campaign_id).toBeNull();
  });

  it('bad ids answer 400 with their messages', async () => {
    const { c, concepts } = await withConcepts();
    expect((await c.post(`/api/email-concepts/abc/link-to-campaign/1`).expect(400)).body.message).toBe(M.conceptIdInvalid);
    expect((await c.post(`/api/email-concepts/${concepts[0]!.id}/link-to-campaign/abc`).expect(400)).body.message).toBe(M.campaignIdInvalid);
    expect((await c.post(`/api/email-concepts/abc/unlink-from-campaign`).expect(400)).body.message).toBe(M.conceptIdInvalid);
  });
});
