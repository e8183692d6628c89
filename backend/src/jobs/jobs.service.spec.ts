import type { INestApplicationContext } from '@nestjs/common';
import { loadConfig } from '../config/config.js';
import { JobsModule } from './jobs.module.js';
import type { JobsService } from './jobs.service.js';
import { JobFailedError, JobTimeoutError } from './jobs.types.js';
import { JobProcessor, runJob, type ProcessedJob } from './processing.js';
import { startJobs } from './testing.js';

const config = loadConfig({ LOG_LEVEL: 'error' });
let seen: number[] = [];
let flakyCalls = 0;
let jobs: JobsService;

@JobProcessor('double')
class DoubleProcessor {
  process(job: ProcessedJob<{ n: number }>): Promise<number> {
    return runJob(job, async (data, ctx) => {
      await ctx.reportProgress(50);
      seen.push((await jobs.getStatus(ctx.id))!.progress);
      return data.n * 2;
    });
  }
}

@JobProcessor('flaky')
class FlakyProcessor {
  process(job: ProcessedJob): Promise<string> {
    return runJob(job, async () => {
      flakyCalls++;
      if (flakyCalls < 2) throw new Error('temporary');
      return 'ok';
    });
  }
}

@JobProcessor('broken')
class BrokenProcessor {
  process(job: ProcessedJob): Promise<never> {
    return runJob(job, async () => {
      throw new Error('always broken');
    });
  }
}

@JobProcessor('slow')
class SlowProcessor {
  process(job: ProcessedJob): Promise<string> {
    return runJob(job, () => new Promise((r) => setTimeout(() => r('late'), 300)));
  }
}

@JobProcessor('once')
class OnceProcessor {
  process(job: ProcessedJob): Promise<number> {
    return runJob(job, async () => 1);
  }
}

@JobProcessor('once')
class OnceAgainProcessor {
  process(job: ProcessedJob): Promise<number> {
    return runJob(job, async () => 1);
  }
}

/** The in-process runner (no REDIS_URL): the same contract as Bull, see test/jobs-redis.e2e-spec.ts. */
describe('JobsService without Redis', () => {
  let context: INestApplicationContext;
  beforeEach(async () => {
    seen = [];
    flakyCalls = 0;
    ({ context, jobs } = await startJobs(config, {
      queues: ['double', 'flaky', 'broken', 'slow'],
      processors: [DoubleProcessor, FlakyProcessor, BrokenProcessor, SlowProcessor],
    }));
  });
  afterEach(() => context.close());

  it('runs a registered job, reports progress and answers its result', async () => {
    const id = await jobs.enqueue('double', { n: 21, organizationId: 7 });
    expect(id).toMatch(/^double\./);
    await expect(jobs.waitForResult(id, 2000)).resolves.toBe(42);
    expect(seen).toEqual([50]);
    expect(await jobs.getStatus(id)).toEqual({ id, name: 'double', state: 'completed', progress: 100, result: 42, organizationId: 7 });
  });

  it('retries with backoff, then reports the failure', async () => {
    await expect(jobs.waitForResult(await jobs.enqueue('flaky', {}), 5000)).resolves.toBe('ok');
    expect(flakyCalls).toBe(2);

    const id = await jobs.enqueue('broken', {});
    await expect(jobs.waitForResult(id, 15000)).rejects.toEqual(new JobFailedError(id, 'always broken'));
    expect(await jobs.getStatus(id)).toMatchObject({ state: 'failed', error: 'always broken' });
  }, 20000);

  it('times out waiting, and knows nothing of unknown ids', async () => {
    const id = await jobs.enqueue('slow', {});
    await expect(jobs.waitForResult(id, 50)).rejects.toBeInstanceOf(JobTimeoutError);
    await expect(jobs.waitForResult(id, 2000)).resolves.toBe('late');
    expect(await jobs.getStatus('slow.nope')).toBeNull();
    expect(await jobs.getStatus('unknown.x')).toBeNull();
  });

  it('refuses bad and duplicate names and unregistered jobs', async () => {
    expect(() => JobsModule.forRoot(config, { queues: ['Bad Name'] })).toThrow(/lower-case/);
    await expect(startJobs(config, { queues: ['once'], processors: [OnceProcessor, OnceAgainProcessor] })).rejects.toThrow(/already registered/);
    await expect(jobs.enqueue('never', {})).rejects.toThrow(/not registered/);
  });

  it('refuses a processor whose queue is not registered', async () => {
    await expect(startJobs(config, { queues: ['double'], processors: [DoubleProcessor, OnceProcessor] })).rejects.toThrow(/not a registered job queue/);
  });
});
