import { loadConfig } from '../config/config.js';
import { JobsService } from './jobs.service.js';
import { JobFailedError, JobTimeoutError } from './jobs.types.js';

/** The in-process runner (no REDIS_URL): the same contract as Bull, see test/jobs-redis.e2e-spec.ts. */
describe('JobsService without Redis', () => {
  let jobs: JobsService;
  beforeEach(() => {
    jobs = new JobsService(loadConfig({ LOG_LEVEL: 'error' }), null);
  });
  afterEach(() => jobs.onApplicationShutdown());

  it('runs a registered job, reports progress and answers its result', async () => {
    const seen: number[] = [];
    jobs.register<{ n: number }, number>('double', async (data, ctx) => {
      await ctx.reportProgress(50);
      seen.push((await jobs.getStatus(ctx.id))!.progress);
      return data.n * 2;
    });
    const id = await jobs.enqueue('double', { n: 21, organizationId: 7 });
    expect(id).toMatch(/^double\./);
    await expect(jobs.waitForResult(id, 2000)).resolves.toBe(42);
    expect(seen).toEqual([50]);
    expect(await jobs.getStatus(id)).toEqual({ id, name: 'double', state: 'completed', progress: 100, result: 42, organizationId: 7 });
  });

  it('retries with backoff, then reports the failure', async () => {
    let calls = 0;
    jobs.register('flaky', async () => {
      calls++;
      if (calls < 2) throw new Error('temporary');
      return 'ok';
    });
    await expect(jobs.waitForResult(await jobs.enqueue('flaky', {}), 5000)).resolves.toBe('ok');
    expect(calls).toBe(2);

    jobs.register('broken', async () => {
      throw new Error('always broken');
    });
    const id = await jobs.enqueue('broken', {});
    await expect(jobs.waitForResult(id, 15000)).rejects.toEqual(new JobFailedError(id, 'always broken'));
    expect(await jobs.getStatus(id)).toMatchObject({ state: 'failed', error: 'always broken' });
  }, 20000);

  it('times out waiting, and knows nothing of unknown ids', async () => {
    jobs.register('slow', () => new Promise((r) => setTimeout(() => r('late'), 300)));
    const id = await jobs.enqueue('slow', {});
    await expect(jobs.waitForResult(id, 50)).rejects.toBeInstanceOf(JobTimeoutError);
    await expect(jobs.waitForResult(id, 2000)).resolves.toBe('late');
    expect(await jobs.getStatus('slow.nope')).toBeNull();
    expect(await jobs.getStatus('unknown.x')).toBeNull();
  });

  it('refuses bad and duplicate names and unregistered jobs', async () => {
    expect(() => jobs.register('Bad Name', async () => 1)).toThrow(/lower-case/);
    jobs.register('once', async () => 1);
    expect(() => jobs.register('once', async () => 1)).toThrow(/already registered/);
    await expect(jobs.enqueue('never', {})).rejects.toThrow(/not registered/);
  });
});
