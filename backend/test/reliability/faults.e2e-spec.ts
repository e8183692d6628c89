// Faults, bounded in time, against the built API as a real process (backend/dist/main.js) on a
// Postgres and a Redis this test starts itself, so the machine's shared servers are never touched:
//  - Postgres stopped: 503 with Retry-After and a clear message (not 500, not a hang), and the
//    same session works again once it is back;
//  - Postgres restarted while writes run: 503s (not hangs) during the outage, recovery within
//    5 s, and every acknowledged write is still there;
//  - Redis stopped: reads, plain writes and short AI answers (a concept's refinement) keep
//    working; organization creation answers 201 with its starter modules in place even while
//    Redis stays down, and nothing is added twice when Redis comes back;
//  - the API killed (SIGKILL) and restarted: sessions survive.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { STARTER_MODULES } from '../../src/module/starter-modules.js';
import { startOwnPostgres, startOwnRedis, freePort, type OwnPostgres, type OwnRedis } from './support/services.js';
import { builtApiExists, MAIN_JS, spawnedApi, type SpawnedApi } from './support/spawned-api.js';
import { Client, PASSWORD, uniqueEmail, userWithOrganization, type Answer } from './support/http.js';

const NO_HANG_MS = 5_000;
const RECOVERY_MS = 5_000;

let pgOwn: OwnPostgres;
let redisOwn: OwnRedis;
let api: SpawnedApi;
let dbUrl: string;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const moduleBody = (name: string) => ({ name, description: 'Written during a fault test', category: 'body', fields: [], html_content: '' });

beforeAll(async () => {
  if (!builtApiExists()) throw new Error(`${MAIN_JS} is missing: build the backend first (nx run backend:build)`);
  [pgOwn, redisOwn] = await Promise.all([startOwnPostgres(), startOwnRedis()]);
  const admin = new pg.Client({ connectionString: pgOwn.adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE mailplan').finally(() => admin.end());
  dbUrl = pgOwn.urlFor('mailplan');
  api = spawnedApi(await freePort(), {
    DATABASE_URL: dbUrl,
    REDIS_URL: redisOwn.url,
    QUEUE_PREFIX: `mailplan-faults-${randomBytes(3).toString('hex')}`,
    SESSION_SECRET: randomBytes(24).toString('hex'),
  });
  await api.start();
}, 120_000);

afterAll(async () => {
  await api?.stop();
  await Promise.all([pgOwn?.destroy(), redisOwn?.destroy()]);
}, 30_000);

interface Attempt {
  text?: string;
  name: string;
  started: number;
  ms: number;
  status: number | 'timeout' | 'network';
  retryAfter?: string | null;
}

/** What a client must see while the database is unreachable: 503, when to retry, a sentence. */
function expectUnavailable(res: Answer, what: string): void {
  expect({ what, status: res.status, retryAfter: Number(res.headers.get('retry-after')) > 0 }).toEqual({ what, status: 503, retryAfter: true });
  expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: expect.stringMatching(/\w+ \w+/) });
  expect(res.ms).toBeLessThan(NO_HANG_MS);
}

async function untilOk(c: Client, path: string, withinMs: number): Promise<Answer> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const res = await c.request('GET', path, { timeoutMs: NO_HANG_MS });
    if (res.status === 200 || Date.now() > deadline) return res;
    await sleep(100);
  }
}

describe('Postgres stopped', () => {
  it('answers 503 with Retry-After and a message (signed in or not), and serves the same session once it is back', async () => {
    const { client } = await userWithOrganization(api.baseUrl, 'pg-down');
    const anonymous = new Client(api.baseUrl);
    await pgOwn.stop('fast');
    let stoppedAt = Date.now();
    try {
      expectUnavailable(await client.request('GET', '/api/modules', { timeoutMs: NO_HANG_MS }), 'GET /api/modules');
      expectUnavailable(await client.request('GET', '/api/auth/me', { timeoutMs: NO_HANG_MS }), 'GET /api/auth/me');
      expectUnavailable(await client.request('POST', '/api/modules', { body: moduleBody('written-without-postgres'), timeoutMs: NO_HANG_MS }), 'POST /api/modules');
      expectUnavailable(
        await anonymous.request('POST', '/api/auth/login', { body: { email: uniqueEmail('nobody'), password: PASSWORD }, timeoutMs: NO_HANG_MS }),
        'POST /api/auth/login',
      );
      const health = await anonymous.request('GET', '/api/health', { timeoutMs: NO_HANG_MS });
      expect({ status: health.status, database: health.body?.database }).toEqual({ status: 503, database: 'down' });
    } finally {
      stoppedAt = Date.now();
      await pgOwn.start();
    }
    const back = await untilOk(client, '/api/modules', RECOVERY_MS);
    process.stdout.write(`\nPostgres stopped: 503s with Retry-After; back ${Date.now() - stoppedAt} ms after the start\n`);
    expect(back.status).toBe(200);
    expect((await client.request('GET', '/api/auth/me')).status).toBe(200);
    const written = await client.request('POST', '/api/modules', { body: moduleBody('written-after-postgres-returned') });
    expect(written.status).toBe(201);
  }, 40_000);
});

describe('Postgres restarted while writes are running', () => {
  it('answers 503s (not hangs) during the outage, recovers within 5 s, and keeps every acknowledged write', async () => {
    const { client } = await userWithOrganization(api.baseUrl, 'pg-restart');
    const attempts: Attempt[] = [];
    let stopAt = Infinity;
    let seq = 0;
    const writer = async (w: number) => {
      while (Date.now() < stopAt) {
        const name = `fault-w${w}-${seq++}`;
        const started = Date.now();
        let status: Attempt['status'];
        let text: string | undefined;
        let retryAfter: string | null | undefined;
        try {
          const res = await client.request('POST', '/api/modules', { body: moduleBody(name), timeoutMs: NO_HANG_MS * 2 });
          status = res.status;
          if (status !== 201) {
            text = res.text.slice(0, 160);
            retryAfter = res.headers.get('retry-after');
          }
        } catch (err) {
          status = (err as Error).name === 'TimeoutError' ? 'timeout' : 'network';
        }
        attempts.push({ name, started, ms: Date.now() - started, status, text, retryAfter });
        if (status !== 201) await sleep(50);
      }
    };
    const writers = [0, 1, 2, 3].map(writer);

    await sleep(1000);
    const outageStart = Date.now();
    await pgOwn.stop('immediate');
    await sleep(2000);
    await pgOwn.start();
    const restarted = Date.now();
    // keep writing until a write made after the restart succeeds (or the recovery budget is spent twice)
    while (Date.now() - restarted < RECOVERY_MS * 2 && !attempts.some((a) => a.started >= restarted && a.status === 201)) await sleep(50);
    stopAt = Date.now() + 500;
    await Promise.all(writers);

    const during = attempts.filter((a) => a.started >= outageStart && a.started < restarted);
    const firstOkAfter = attempts.filter((a) => a.started >= restarted && a.status === 201).sort((x, y) => x.started - y.started)[0];
    const hung = attempts.filter((a) => a.status === 'timeout' || a.ms > NO_HANG_MS);
    const summary = `${attempts.length} writes, ${during.length} during the outage (statuses ${[...new Set(during.map((a) => a.status))].join(', ')}), ` +
      `first success ${firstOkAfter ? firstOkAfter.started + firstOkAfter.ms - restarted : 'never'} ms after the restart`;
    const sample = during.find((a) => a.text)?.text;
    process.stdout.write(`\nPostgres restart: ${summary}; slowest answer ${Math.max(...attempts.map((a) => a.ms))} ms; during the outage: ${sample ?? '-'}\n`);

    expect(during.length).toBeGreaterThan(0);
    expect(hung.map((a) => `${a.name} ${a.status} after ${a.ms} ms`)).toEqual([]);
    // Every refused write says the service is unavailable and when to retry (not a 500).
    const refused = attempts.filter((a) => a.status !== 201);
    expect(refused.filter((a) => a.status !== 503 || !(Number(a.retryAfter) > 0)).map((a) => `${a.name} ${a.status} ${a.text ?? ''}`)).toEqual([]);
    expect(firstOkAfter).toBeDefined();
    expect(firstOkAfter!.started + firstOkAfter!.ms - restarted).toBeLessThanOrEqual(RECOVERY_MS);

    const acknowledged = attempts.filter((a) => a.status === 201).map((a) => a.name);
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const { rows } = await db.query<{ name: string }>(`SELECT name FROM modules WHERE name LIKE 'fault-w%'`).finally(() => db.end());
    const stored = new Set(rows.map((r) => r.name));
    expect(acknowledged.filter((n) => !stored.has(n))).toEqual([]);
  }, 40_000);
});

async function newcomer(label: string): Promise<Client> {
  const c = new Client(api.baseUrl);
  const email = uniqueEmail(label);
  await c.must('POST', '/api/auth/register', {
    body: { firstName: 'New', lastName: 'Comer', email, password: PASSWORD, confirmPassword: PASSWORD, pendingSetup: true },
  });
  return c;
}

describe('Redis stopped', () => {
  it('keeps reads and plain writes working', async () => {
    const { client } = await userWithOrganization(api.baseUrl, 'redis-down');
    await redisOwn.stop();
    try {
      const read = await client.request('GET', '/api/modules', { timeoutMs: NO_HANG_MS });
      expect(read.status).toBe(200);
      const write = await client.request('POST', '/api/modules', { body: moduleBody('written-without-redis'), timeoutMs: NO_HANG_MS });
      expect(write.status).toBe(201);
    } finally {
      await redisOwn.start();
    }
  }, 30_000);

  it('refines a concept with AI: a short answer is a direct call, not a job', async () => {
    const { client } = await userWithOrganization(api.baseUrl, 'redis-refine');
    await client.must('POST', '/api/email-concepts/generate', { body: { modelType: 'claude', campaignType: 'news' }, timeoutMs: 30_000 });
    const [concept] = (await client.must('GET', '/api/email-concepts')) as Array<{ id: number; title: string }>;
    await redisOwn.stop();
    try {
      const refined = await client.request('POST', `/api/email-concepts/${concept!.id}/refine`, { body: { instructions: 'Make it shorter', modelType: 'claude' }, timeoutMs: NO_HANG_MS });
      expect(refined.status).toBe(200);
      expect(refined.body.original.title).toBe(concept!.title);
      expect(Object.keys(refined.body.refined).sort()).toEqual(['callToAction', 'coreMessage', 'targetAudience', 'title']);
    } finally {
      await redisOwn.start();
    }
  }, 45_000);

  it('creates an organization during a short outage with its starter modules in place', async () => {
    const c = await newcomer('redis-short');
    await redisOwn.stop();
    let org: Answer;
    try {
      const pending = c.request('POST', '/api/organizations', { body: { name: 'Made while Redis was down' }, timeoutMs: 10_000 });
      await sleep(1500);
      await redisOwn.start();
      org = await pending;
    } finally {
      await redisOwn.start();
    }
    process.stdout.write(`\nRedis down 1.5 s: organization creation answered ${org.status} after ${org.ms} ms\n`);
    expect(org.status).toBe(201);
    // at once, not eventually: the answer waits until the whole library is there
    const list = await c.request('GET', '/api/modules', { timeoutMs: NO_HANG_MS });
    expect(list.status).toBe(200);
    expect(list.body.map((m: { name: string }) => m.name)).toEqual(STARTER_MODULES.map((m) => m.name));
  }, 45_000);

  it('creates an organization with its starter modules while Redis stays down, and adds none twice when it is back', async () => {
    const c = await newcomer('redis-long');
    await redisOwn.stop();
    let org: Answer;
    let duringOutage: string[];
    try {
      org = await c.request('POST', '/api/organizations', { body: { name: 'Made during a long outage' }, timeoutMs: 10_000 });
      // still down: the library is already there (seeded in-process), nothing waits for Redis
      const list = await c.request('GET', '/api/modules', { timeoutMs: NO_HANG_MS });
      expect(list.status).toBe(200);
      duringOutage = list.body.map((m: { name: string }) => m.name);
    } finally {
      await redisOwn.start();
    }
    process.stdout.write(`\nRedis down: organization creation answered ${org.status} after ${org.ms} ms with ${duringOutage.length} starter modules\n`);
    expect(org.status).toBe(201);
    expect(org.ms).toBeLessThan(10_000);
    expect(duringOutage).toEqual(STARTER_MODULES.map((m) => m.name));
    expect((await c.must('GET', '/api/auth/me')).organizationId).toBe(org.body.id);
    // a seeding job that reached the queue after all runs now: it must add nothing
    await sleep(3000);
    const after = (await c.must('GET', '/api/modules')) as { name: string }[];
    expect(after.map((m) => m.name)).toEqual(duringOutage);
  }, 45_000);
});

describe('the API process killed and restarted', () => {
  it('keeps sessions', async () => {
    const { client } = await userWithOrganization(api.baseUrl, 'api-kill');
    const me = await client.must('GET', '/api/auth/me');
    await api.kill();
    await api.start();
    const again = await client.request('GET', '/api/auth/me');
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(me.id);
    expect((await client.request('GET', '/api/modules')).status).toBe(200);
  }, 90_000);
});
