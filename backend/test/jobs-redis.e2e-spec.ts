import { randomBytes } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { Redis } from 'ioredis';
import request from 'supertest';
import { AppModule } from '../src/app.module.js';
import { loadConfig } from '../src/config/config.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { JobFailedError, QueueUnavailableError } from '../src/jobs/jobs.types.js';
import { JobProcessor, runJob, type ProcessedJob } from '../src/jobs/processing.js';
import { startJobs } from '../src/jobs/testing.js';
import { AiJobs } from '../src/ai/ai.jobs.js';
import { freeTextTask } from '../src/ai/tasks/index.js';
import { systemTenantScope } from '../src/common/tenant-scope.js';
import { signUp, startTestApp, TEST_REDIS_URL, type TestApp } from './support/test-app.js';

/** Jobs through a real Redis (Bull), with a key prefix of this test's own. */
const prefix = `mailplan-test-${randomBytes(4).toString('hex')}`;
const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });

afterAll(async () => {
  await redis.connect().catch(() => undefined);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

let calls = 0;

@JobProcessor('shout')
class ShoutProcessor {
  process(job: ProcessedJob<{ text: string }>): Promise<string> {
    return runJob(job, async (data, ctx) => {
      await ctx.reportProgress(40);
      return data.text.toUpperCase();
    });
  }
}

@JobProcessor('always-fails')
class AlwaysFailsProcessor {
  process(job: ProcessedJob): Promise<never> {
    return runJob(job, async () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
  }
}

@JobProcessor('unreachable')
class UnreachableProcessor {
  process(job: ProcessedJob): Promise<string> {
    return runJob(job, async () => 'never');
  }
}

describe('JobsService on Bull', () => {
  let jobs: JobsService;
  let context: INestApplicationContext;
  beforeAll(async () => {
    ({ context, jobs } = await startJobs(loadConfig({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: `${prefix}-svc`, LOG_LEVEL: 'error' }), {
      queues: ['shout', 'always-fails'],
      processors: [ShoutProcessor, AlwaysFailsProcessor],
    }));
  });
  afterAll(() => context.close());

  it('runs a job, follows its progress and answers its result', async () => {
    expect(jobs.mode).toBe('redis');
    const id = await jobs.enqueue('shout', { text: 'hello', organizationId: 3 });
    await expect(jobs.waitForResult(id, 10000)).resolves.toBe('HELLO');
    expect(await jobs.getStatus(id)).toEqual({ id, name: 'shout', state: 'completed', progress: 100, result: 'HELLO', organizationId: 3 });
  });

  it('retries a failing job, then reports it failed', async () => {
    const id = await jobs.enqueue('always-fails', {});
    await expect(jobs.waitForResult(id, 15000)).rejects.toBeInstanceOf(JobFailedError);
    expect(calls).toBe(3);
    expect(await jobs.getStatus(id)).toMatchObject({ state: 'failed', error: 'boom 3' });
  }, 20000);
});

describe('JobsService when Redis does not answer', () => {
  let jobs: JobsService;
  let context: INestApplicationContext;
  beforeAll(async () => {
    // Nothing listens on port 1: connections are refused and retried forever.
    ({ context, jobs } = await startJobs(loadConfig({ REDIS_URL: 'redis://127.0.0.1:1', QUEUE_PREFIX: `${prefix}-down`, LOG_LEVEL: 'error' }), {
      queues: ['unreachable'],
      processors: [UnreachableProcessor],
    }));
  });
  afterAll(() => context.close(), 30_000);

  it('rejects enqueue and status reads within a few seconds with a 503 error', async () => {
    for (const attempt of [() => jobs.enqueue('unreachable', { organizationId: 1 }), () => jobs.getStatus('unreachable.some-id')]) {
      const started = Date.now();
      const error = await attempt().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(Date.now() - started).toBeLessThan(3500);
      expect(error).toBeInstanceOf(QueueUnavailableError);
      expect((error as QueueUnavailableError).getStatus()).toBe(503);
      expect((error as QueueUnavailableError).message).toBe('Job queue unavailable, try again shortly');
    }
  });
});

@JobProcessor('never-ends')
class NeverEndsProcessor {
  process(job: ProcessedJob): Promise<never> {
    return runJob(job, () => new Promise<never>(() => undefined));
  }
}

@JobProcessor('never-ends')
class TakeOverProcessor {
  process(job: ProcessedJob): Promise<string> {
    return runJob(job, async (_data, ctx) => `done on attempt ${ctx.attempt}`);
  }
}

describe('shutdown while a job runs', () => {
  it('waits for the job only the grace period, then another worker takes the job over', async () => {
    // A lock of 1 s, so the cut-off job is taken over within about 2 s.
    const config = loadConfig({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: `${prefix}-stop`, QUEUE_LOCK_MS: '1000', LOG_LEVEL: 'error' });
    const first = await startJobs({ ...config, jobQueues: { ...config.jobQueues, shutdownGraceMs: 3000 } }, { queues: ['never-ends'], processors: [NeverEndsProcessor] });
    const id = await first.jobs.enqueue('never-ends', {});
    for (let i = 0; i < 100 && (await first.jobs.getStatus(id))?.state !== 'active'; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await first.jobs.getStatus(id)).toMatchObject({ state: 'active' });

    const started = Date.now();
    await first.context.close();
    expect(Date.now() - started).toBeLessThan(8000); // the grace, not the job's end

    const second = await startJobs(config, { queues: ['never-ends'], processors: [TakeOverProcessor] });
    try {
      await expect(second.jobs.waitForResult(id, 10_000)).resolves.toMatch(/^done on attempt /);
    } finally {
      await second.context.close();
    }
  }, 30_000);
});

describe('the app with REDIS_URL', () => {
  let t: TestApp;
  let worker: INestApplicationContext | undefined;
  beforeAll(async () => {
    // The API does not process: only the worker below does (JOBS_IN_API=false, as in docker-compose).
    t = await startTestApp({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: `${prefix}-app`, JOBS_IN_API: 'false' });
  });
  afterAll(async () => {
    // Each side lets running jobs finish for up to 10 s before it drops its connections, so
    // closing both may take a while on a busy machine; a slow step is reported.
    for (const [what, close] of [
      ['worker', () => worker?.close()],
      ['API', () => t?.close()],
    ] as const) {
      const started = Date.now();
      await close();
      const took = Date.now() - started;
      if (took > 2000) process.stdout.write(`\nclosing the ${what} took ${took} ms\n`);
    }
  }, 60_000);

  it('reports Redis up in health', async () => {
    expect((await request(t.server).get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('queues work that only a worker context runs, and the API sees it finish', async () => {
    const { c, organizationId } = await signUp(t.server);
    const id = await t.app.get(AiJobs).start(systemTenantScope(organizationId!), freeTextTask, { prompt: 'One subject line for a spring tea sale.' }, { model: 'demo' });
    await new Promise((r) => setTimeout(r, 300));
    expect((await c.get(`/api/jobs/${id}`).expect(200)).body).toMatchObject({ state: 'waiting', progress: 0 }); // nobody processes yet

    const config = loadConfig({
      DATABASE_URL: t.orm.config.get('clientUrl')!,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: `${prefix}-app`,
      LOG_LEVEL: 'error',
    });
    worker = await NestFactory.createApplicationContext(
      AppModule.forRoot(config, { url: config.databaseUrl!, poolMax: 2, embedded: false, close: async () => undefined }, { worker: true }),
      { logger: ['error'] },
    );
    await worker.init();
    const result = await t.app.get(JobsService).waitForResult<{ text: string; demo: boolean }>(id, 10_000);
    expect(result.demo).toBe(true);
    expect(result.text).toContain('One subject line for a spring tea sale.');
    expect((await c.get(`/api/jobs/${id}`).expect(200)).body).toMatchObject({ state: 'completed', progress: 100, result: { demo: true } });
  }, 20000);
});
