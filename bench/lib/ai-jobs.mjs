// AI jobs: what queueing long AI work costs. A local fake of the Anthropic API answers every call
// after a fixed latency; the built API code (AiJobs on Bull) queues the work in this process, as
// the API does, and separate worker processes (backend/dist/worker.js) run it.
//  - overhead: a job's time from queueing to the caller having the result, minus the provider's
//    latency, at a few jobs in flight (p50, p99); beside it, the same call made directly (no queue);
//  - throughput: jobs/s with 1 and with 2 worker processes, many jobs in flight.
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { AiJobs } from '../../backend/dist/ai/ai.jobs.js';
import { loadAiConfig } from '../../backend/dist/ai/ai.config.js';
import { AiProviderRegistry } from '../../backend/dist/ai/ai-provider.registry.js';
import { AiService } from '../../backend/dist/ai/ai.service.js';
import { freeTextTask } from '../../backend/dist/ai/tasks/index.js';
import { startFakeAnthropic } from '../../backend/dist/ai/testing/index.js';
import { systemTenantScope } from '../../backend/dist/common/tenant-scope.js';
import { loadConfig } from '../../backend/dist/config/config.js';
import { startJobs } from '../../backend/dist/jobs/testing.js';
import { startNode } from './procs.mjs';

// The AI test page's task: a prompt with its own token limit.
const INPUT = { prompt: 'Write one subject line for a spring tea sale.', maxTokens: 200 };
const MODEL = 'claude-3-haiku-20240307';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `total` calls of `fn`, `inFlight` at a time; returns each call's duration in ms. */
async function closedLoop(fn, { total, inFlight }) {
  const times = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (started < total) {
        started += 1;
        const t0 = performance.now();
        await fn();
        times.push(performance.now() - t0);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

/** Jobs completed per second over `seconds`, `inFlight` at a time (jobs still running at the end are not counted). */
async function throughput(fn, { seconds, inFlight }) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < until) {
        await fn();
        if (performance.now() <= until) done += 1;
      }
    }),
  );
  return { jobs: done, seconds: (Math.min(performance.now(), until) - t0) / 1000, jobsPerSecond: done / seconds };
}

/**
 * Measures AI jobs. `dbUrl`: a migrated database or an empty one (the first worker migrates it);
 * `queuePrefix`: Redis keys of this run's own.
 */
export async function measureAiJobs({ root, dbUrl, redisUrl, queuePrefix, sessionSecret, latencyMs, seconds = 5, log = () => {} }) {
  Logger.overrideLogger(['error']);
  const cleanup = [];
  try {
    const provider = await startFakeAnthropic({ latencyMs });
    cleanup.push(() => provider.close());
    const aiEnv = { ANTHROPIC_API_KEY: 'sk-ant-bench', ANTHROPIC_BASE_URL: provider.url };

    const ai = new AiService(loadAiConfig(aiEnv), new AiProviderRegistry(loadAiConfig(aiEnv)));
    // The job queues only: this process queues and waits, as the API does with JOBS_IN_API=false.
    const config = loadConfig({ REDIS_URL: redisUrl, QUEUE_PREFIX: queuePrefix, LOG_LEVEL: 'error' });
    const { context, jobs } = await startJobs(config, { process: false });
    cleanup.push(() => context.close());
    const aiJobs = new AiJobs(jobs, ai);
    const scope = systemTenantScope(1);

    const workers = [];
    const startWorker = async () => {
      const worker = startNode(join(root, 'backend/dist/worker.js'), {
        cwd: root,
        name: `worker-${workers.length + 1}`,
        env: { NODE_ENV: 'production', LOG_LEVEL: 'log', DATABASE_URL: dbUrl, REDIS_URL: redisUrl, QUEUE_PREFIX: queuePrefix, SESSION_SECRET: sessionSecret, ...aiEnv },
      });
      cleanup.push(() => worker.stop());
      workers.push(worker);
      const deadline = Date.now() + 60_000;
      while (!worker.output().includes('processing jobs')) {
        if (worker.child.exitCode !== null) throw new Error(`${worker.name} exited:\n${worker.output()}`);
        if (Date.now() > deadline) throw new Error(`${worker.name} did not start:\n${worker.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const job = () => aiJobs.run(scope, freeTextTask, INPUT, { model: MODEL, timeoutMs: 60_000 });
    const perWorker = config.jobQueues.queues['ai-generate'].concurrency;

    log(`AI jobs: fake provider answering after ${latencyMs} ms; starting a worker`);
    await startWorker();
    await closedLoop(job, { total: 20, inFlight: 4 }); // warm-up
    await closedLoop(() => ai.run(freeTextTask, INPUT, { provider: 'claude', model: MODEL }), { total: 10, inFlight: 4 });

    log('AI jobs: direct calls, then jobs, 4 at a time');
    const direct = await closedLoop(() => ai.run(freeTextTask, INPUT, { provider: 'claude', model: MODEL }), { total: 60, inFlight: 4 });
    const queued = await closedLoop(job, { total: 120, inFlight: 4 });

    const inFlight = perWorker * 4; // enough to keep two workers busy
    log(`AI jobs: throughput with 1 worker, ${inFlight} jobs in flight for ${seconds} s`);
    const one = await throughput(job, { seconds, inFlight });
    await startWorker();
    await closedLoop(job, { total: 20, inFlight: 8 });
    log(`AI jobs: throughput with 2 workers, ${inFlight} jobs in flight for ${seconds} s`);
    const two = await throughput(job, { seconds, inFlight });

    return {
      providerLatencyMs: latencyMs,
      concurrencyPerWorker: perWorker,
      direct: { calls: direct.length, p50: percentile(direct, 50), p99: percentile(direct, 99), overheadP50: percentile(direct, 50) - latencyMs },
      job: {
        jobs: queued.length,
        p50: percentile(queued, 50),
        p99: percentile(queued, 99),
        overheadP50: percentile(queued, 50) - latencyMs,
        overheadP99: percentile(queued, 99) - latencyMs,
      },
      throughput: { inFlight, seconds, workers1: one, workers2: two, scaling: one.jobsPerSecond ? two.jobsPerSecond / one.jobsPerSecond : null },
      // the most a worker could do: its concurrency over the provider's latency
      idealJobsPerSecondPerWorker: perWorker / (latencyMs / 1000),
    };
  } finally {
    while (cleanup.length) await cleanup.pop()().catch(() => undefined);
  }
}

/** Table rows for the report. */
export function aiJobsRows(a, t, { ms, num, mark }) {
  const rows = [];
  rows.push([`direct provider call (no queue), p50 / p99`, `${ms(a.direct.p50)} / ${ms(a.direct.p99)} ms`, '', '']);
  rows.push([`job, queue to result, p50 / p99`, `${ms(a.job.p50)} / ${ms(a.job.p99)} ms`, '', '']);
  rows.push([`job overhead over the provider's ${a.providerLatencyMs} ms, p50`, `${ms(a.job.overheadP50)} ms`, `<= ${t.overheadP50MaxMs} ms`, mark(a.job.overheadP50, { max: t.overheadP50MaxMs })]);
  rows.push([`job overhead, p99`, `${ms(a.job.overheadP99)} ms`, `<= ${t.overheadP99MaxMs} ms`, mark(a.job.overheadP99, { max: t.overheadP99MaxMs })]);
  const ideal = a.idealJobsPerSecondPerWorker;
  rows.push([`throughput, 1 worker (${a.concurrencyPerWorker} at a time; ideal ${num(ideal)})`, `${num(a.throughput.workers1.jobsPerSecond, 1)} jobs/s`, `>= ${t.oneWorkerMinJobsPerSec} jobs/s`, mark(a.throughput.workers1.jobsPerSecond, { min: t.oneWorkerMinJobsPerSec })]);
  rows.push([`throughput, 2 workers (ideal ${num(2 * ideal)})`, `${num(a.throughput.workers2.jobsPerSecond, 1)} jobs/s`, '', '']);
  rows.push([`2 workers / 1 worker`, `${a.throughput.scaling?.toFixed(2) ?? '-'}x`, `>= ${t.twoWorkersMinScaling}x`, mark(a.throughput.scaling, { min: t.twoWorkersMinScaling })]);
  return rows;
}
