// The built API's log while Redis is down: one line when the outage starts and one when Redis is
// back, not one per connection and reconnect attempt (docs/decisions.md#redis-outage-log). The
// API runs on an embedded database and a Redis of the test's own, which the test stops and starts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startOwnRedis, type OwnRedis } from './support/services.js';
import { builtApiExists, spawnedApi, type SpawnedApi } from './support/spawned-api.js';

const describeBuilt = builtApiExists() ? describe : describe.skip;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

describeBuilt('the log while Redis is down', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mailplan-redis-log-'));
  let redis: OwnRedis;
  let api: SpawnedApi;

  beforeAll(async () => {
    redis = await startOwnRedis();
    api = spawnedApi(await freePort(), {
      DATABASE_URL: '',
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      REDIS_URL: redis.url,
      NODE_ENV: 'development',
      LOG_LEVEL: 'log',
    });
    await api.start();
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await redis?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The lines the API wrote since `mark` that are errors or warnings or mention Redis. */
  const linesSince = (mark: number) => api.linesSince(mark).map(plain).filter((line) => /\b(ERROR|WARN)\b|redis/i.test(line));

  async function healthRedis(): Promise<string> {
    const res = await fetch(`${api.baseUrl}/api/health`);
    return ((await res.json()) as { redis: string }).redis;
  }

  it('writes one line per outage and one when Redis is back', async () => {
    expect(await healthRedis()).toBe('up');
    for (const round of [1, 2]) {
      const before = api.lineCount();
      await redis.stop();
      // every queue's connections retry meanwhile (first every 50 ms, then up to every 2 s)
      await sleep(6000);
      const outage = linesSince(before);
      expect({ round, outage }).toEqual({ round, outage: [expect.stringMatching(/ERROR \[Jobs\] Redis is unreachable \(.+\)/)] });

      const down = api.lineCount();
      await redis.start();
      // the connections come back at their next attempt, at most 2 s apart
      const deadline = Date.now() + 20_000;
      while (!linesSince(down).some((line) => line.includes('reachable again')) && Date.now() < deadline) await sleep(200);
      await sleep(2000);
      const back = linesSince(down);
      expect({ round, back }).toEqual({ round, back: [expect.stringMatching(/LOG \[Jobs\] Redis is reachable again after \d+ s/)] });
      expect(await healthRedis()).toBe('up');
    }
  }, 120_000);
});
