// Faults, bounded in time, against the built API as a real process (backend/dist/main.js) on a
// Postgres and a Redis this test starts itself, so the machine's shared servers are never touched:
//  - Postgres restarted while writes run: errors (not hangs) during the outage, recovery within
//    5 s, and every acknowledged write is still there;
//  - Redis stopped: reads and plain writes keep working, queued work (organization set-up) waits
//    or answers a clear error, and resumes when Redis is back;
//  - the API killed (SIGKILL) and restarted: sessions survive.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startOwnPostgres, startOwnRedis, freePort, type OwnPostgres, type OwnRedis } from './support/services.js';
import { builtApiExists, MAIN_JS, spawnedApi, type SpawnedApi } from './support/spawned-api.js';
import { Client, PASSWORD, uniqueEmail, userWithOrganization } from './support/http.js';

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
}, 60_000);

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
}

describe('Postgres restarted while writes are running', () => {
  it('answers errors (not hangs) during the outage, recovers within 5 s, and keeps every acknowledged write', async () => {
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
        try {
          const res = await client.request('POST', '/api/modules', { body: moduleBody(name), timeoutMs: NO_HANG_MS * 2 });
          status = res.status;
          if (status !== 201) text = res.text.slice(0, 160);
        } catch (err) {
          status = (err as Error).name === 'TimeoutError' ? 'timeout' : 'network';
        }
        attempts.push({ name, started, ms: Date.now() - started, status, text });
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
    for (const a of during) if (a.status !== 201) expect(typeof a.status === 'number' && a.status >= 500).toBe(true);
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

/** Polls the user's module list until the starter library is there. */
async function starterModulesAppear(c: Client, withinMs: number): Promise<number> {
  const deadline = Date.now() + withinMs;
  let count = 0;
  while (Date.now() < deadline) {
    const res = await c.request('GET', '/api/modules', { timeoutMs: NO_HANG_MS });
    count = Array.isArray(res.body) ? res.body.length : 0;
    if (count > 0) break;
    await sleep(250);
  }
  return count;
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

  it('holds queued work (organization set-up) through a short outage and runs it when Redis is back', async () => {
    const c = await newcomer('redis-short');
    await redisOwn.stop();
    let org: { status: number | string; text: string; body?: any };
    try {
      const pending = c
        .request('POST', '/api/organizations', { body: { name: 'Made while Redis was down' }, timeoutMs: 20_000 })
        .catch((err: Error) => ({ status: err.name, text: '', body: undefined }));
      await sleep(1500);
      await redisOwn.start();
      org = await pending;
    } finally {
      await redisOwn.start();
    }
    process.stdout.write(`\nRedis down 1.5 s: organization creation answered ${org.status} ${org.text.slice(0, 100)}\n`);
    if (org.status !== 201) {
      expect(org.status).toBe(503);
      expect(typeof org.body?.message).toBe('string');
      expect((await c.request('POST', '/api/organizations', { body: { name: 'Made after Redis came back' } })).status).toBe(201);
    }
    expect(await starterModulesAppear(c, 15_000)).toBeGreaterThan(0);
  }, 45_000);

  // KNOWN FAILURE (backend, OrganizationService.create): while Redis stays down the request never
  // answers (Bull's add waits for the connection; seen: no answer after 90 s), although the
  // organization is already committed. Expected: 201 within a few seconds (set-up resumes later) or
  // 503 with a clear message. `it.failing` keeps the suite green until it is fixed; it turns red
  // then, and should become a plain `it`.
  it.failing('answers organization creation within 10 s while Redis stays down, and resumes when it is back', async () => {
    const c = await newcomer('redis-long');
    await redisOwn.stop();
    let org: { status: number | string; text: string; body?: any };
    try {
      org = await c
        .request('POST', '/api/organizations', { body: { name: 'Made during a long outage' }, timeoutMs: 10_000 })
        .catch((err: Error) => ({ status: err.name, text: '', body: undefined }));
    } finally {
      await redisOwn.start();
    }
    process.stdout.write(`\nKNOWN FAILURE: Redis down > 10 s: organization creation answered ${org.status} ${org.text.slice(0, 100)}\n`);
    expect([201, 503]).toContain(org.status);
    if (org.status === 503) expect(typeof org.body?.message).toBe('string');
    expect(await starterModulesAppear(c, 15_000)).toBeGreaterThan(0);
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
  }, 45_000);
});
