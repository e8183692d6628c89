import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AiJobs, AI_JOB } from '../src/ai/ai.jobs.js';
import { AiError } from '../src/ai/ai.errors.js';
import { freeTextTask } from '../src/ai/tasks/index.js';
import { anthropicError, startFakeAnthropic, type FakeProviderServer } from '../src/ai/testing/index.js';
import { systemTenantScope } from '../src/common/tenant-scope.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { deleteQueueKeys } from './support/ai-app.js';
import { readJobEvents } from './support/job-events.js';
import { signUp, startTestApp, TEST_REDIS_URL, type TestApp } from './support/test-app.js';

/**
 * Long AI work on Redis, as in production: the API only queues (JOBS_IN_API=false) and separate
 * worker processes (backend/dist/worker.js) run the jobs against a fake Anthropic API.
 */
const WORKER_JS = fileURLToPath(new URL('../dist/worker.js', import.meta.url));
const prefix = `mailplan-ai-test-${randomBytes(4).toString('hex')}`;
const ANSWER = 'Spring tea campaign plan. '.repeat(120); // 3000 characters, streamed in 75 pieces
/** The AI test page's task, with the page's token limit, on a chosen model. */
const input = { prompt: 'Plan the spring tea campaign.', maxTokens: 1000 };
const options = { model: 'claude-3-haiku-20240307' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let anthropic: FakeProviderServer;
let t: TestApp;
const workers = new Set<ChildProcess>();

/** Starts a worker process and resolves once it processes jobs. */
async function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [WORKER_JS], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'log',
      DATABASE_URL: t.orm.config.get('clientUrl')!,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: prefix,
      // A dead worker's job is taken over within about 2 s instead of a minute.
      QUEUE_LOCK_MS: '1000',
      ANTHROPIC_API_KEY: 'sk-ant-test',
      ANTHROPIC_BASE_URL: anthropic.url,
      // One provider call per job attempt, so the job's own retry is what is seen.
      AI_MAX_RETRIES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.add(child);
  child.once('exit', () => workers.delete(child));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // about a second on a quiet machine; far longer when the machine is busy
    const timer = setTimeout(() => reject(new Error(`the worker did not start within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('processing jobs')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited (${code ?? signal}):\n${output}`));
    });
  });
  return child;
}

async function stopWorker(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

beforeAll(async () => {
  if (!existsSync(WORKER_JS)) throw new Error(`${WORKER_JS} is missing: build the backend first (npx nx run backend:build)`);
  anthropic = await startFakeAnthropic({ respond: () => ({ text: ANSWER, chunkDelayMs: 20 }) });
  for (const key of ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY']) delete process.env[key];
  t = await startTestApp({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix, JOBS_IN_API: 'false' });
}, 90_000);

afterEach(() => anthropic.reset());

afterAll(async () => {
  await Promise.all([...workers].map((w) => stopWorker(w, 'SIGKILL')));
  await t?.close();
  await anthropic?.close();
  await deleteQueueKeys(prefix);
});

describe('AI jobs on Redis with a worker process', () => {
  let worker: ChildProcess;
  beforeAll(async () => {
    worker = await startWorker();
  }, 90_000);
  afterAll(() => stopWorker(worker));

  it('the worker runs the job; the events stream shows progress rising, then the answer', async () => {
    expect(t.app.get(JobsService).mode).toBe('redis');
    const { c, organizationId } = await signUp(t.server);
    const id = await t.app.get(AiJobs).start(systemTenantScope(organizationId!), freeTextTask, input, options);

    const { status, events } = await readJobEvents(c, id);
    expect(status).toBe(200);
    const progress = events.map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    expect(new Set(progress.filter((p) => p > 0 && p < 100)).size).toBeGreaterThanOrEqual(3);
    expect(events.at(-1)).toMatchObject({ id, name: AI_JOB, state: 'completed', progress: 100, result: { text: ANSWER, provider: 'claude', demo: false } });
    expect((await c.get(`/api/jobs/${id}`).expect(200)).body).toMatchObject({ state: 'completed', result: { text: ANSWER } });

    const stranger = await signUp(t.server);
    await stranger.c.get(`/api/jobs/${id}`).expect(404);
    expect((await readJobEvents(stranger.c, id)).status).toBe(404);
  }, 90_000);

  it('a transient failure is retried after the backoff; one that cannot heal fails at once', async () => {
    const { c, organizationId } = await signUp(t.server);
    const jobs = t.app.get(AiJobs);
    const scope = systemTenantScope(organizationId!);

    anthropic.script(anthropicError(529, 'overloaded_error', 'Overloaded'));
    const id = await jobs.start(scope, freeTextTask, input, options);
    const { events } = await readJobEvents(c, id);
    expect(events.map((e) => e.state)).toContain('delayed');
    expect(events.at(-1)).toMatchObject({ state: 'completed', result: { text: ANSWER } });
    expect(anthropic.requests).toHaveLength(2);

    anthropic.reset();
    anthropic.script(anthropicError(401, 'authentication_error', 'invalid x-api-key'));
    const error = await jobs.run(scope, freeTextTask, input, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).getStatus()).toBe(502);
    expect((error as AiError).message).toBe('Invalid API key: authentication failed (claude)');
    expect(anthropic.requests).toHaveLength(1);
  }, 90_000);
});

describe('AI jobs on Redis when a worker process dies', () => {
  it('a worker process killed mid-job: another worker takes the job over and it completes once', async () => {
    const { c, organizationId } = await signUp(t.server);
    const first = await startWorker();
    anthropic.script({ text: ANSWER, chunkDelayMs: 100 }); // about 7.5 s of streaming
    const id = await t.app.get(AiJobs).start(systemTenantScope(organizationId!), freeTextTask, input, options);
    const following = readJobEvents(c, id); // the UI keeps following through the whole story

    for (let i = 0; i < 100; i++) {
      const body = (await c.get(`/api/jobs/${id}`).expect(200)).body;
      if (body.state === 'active' && body.progress > 1) break;
      await sleep(100);
    }
    expect(anthropic.requests).toHaveLength(1);
    await stopWorker(first, 'SIGKILL');

    const second = await startWorker();
    const { events } = await following;
    expect(events.at(-1)).toMatchObject({ state: 'completed', progress: 100, result: { text: ANSWER } });
    expect(events.filter((e) => e.state === 'completed')).toHaveLength(1);
    expect(anthropic.requests).toHaveLength(2); // the cut-off run and the one that finished

    // Longer than the lock and the stalled-job check: nothing runs it a third time.
    await sleep(3000);
    expect(anthropic.requests).toHaveLength(2);
    expect((await c.get(`/api/jobs/${id}`).expect(200)).body).toMatchObject({ state: 'completed', result: { text: ANSWER } });
    await stopWorker(second);
  }, 120_000);
});
