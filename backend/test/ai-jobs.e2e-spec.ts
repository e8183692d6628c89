import supertest from 'supertest';
import { AiJobs, AI_JOB } from '../src/ai/ai.jobs.js';
import { AiError } from '../src/ai/ai.errors.js';
import { freeTextTask } from '../src/ai/tasks/index.js';
import { anthropicError, startFakeAnthropic, type FakeProviderServer } from '../src/ai/testing/index.js';
import { systemTenantScope } from '../src/common/tenant-scope.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { readJobEvents } from './support/job-events.js';
import { signUp, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Long AI work as jobs without Redis: the API runs the processor itself (`npm start` on a laptop),
 * with the same retries, progress and ways to follow a job as with workers on Redis.
 */
const ANSWER = 'Spring tea campaign plan. '.repeat(120); // 3000 characters, streamed in 75 pieces
let anthropic: FakeProviderServer;
let t: TestApp;

beforeAll(async () => {
  anthropic = await startFakeAnthropic({ respond: () => ({ text: ANSWER, chunkDelayMs: 20 }) });
  // AiModule reads its settings from the environment. One provider call per job attempt, so the
  // job's own retry is what is seen here.
  Object.assign(process.env, { ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: anthropic.url, AI_MAX_RETRIES: '0' });
  t = await startTestApp();
});
afterEach(() => anthropic.reset());
afterAll(async () => {
  await t?.close();
  await anthropic?.close();
});

/** The AI test page's task, with the page's token limit, on a chosen model. */
const input = { prompt: 'Plan the spring tea campaign.', maxTokens: 1000 };
const options = { model: 'claude-3-haiku-20240307' };

describe('AI jobs without Redis', () => {
  it('runs in the API process; the events stream shows progress rising, then the answer', async () => {
    expect(t.app.get(JobsService).mode).toBe('in-process');
    const { c, organizationId } = await signUp(t.server);
    const id = await t.app.get(AiJobs).start(systemTenantScope(organizationId!), freeTextTask, input, options);
    expect(id.startsWith(`${AI_JOB}.`)).toBe(true);

    const { status, type, events } = await readJobEvents(c, id);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/event-stream/);
    const progress = events.map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    expect(new Set(progress.filter((p) => p > 0 && p < 100)).size).toBeGreaterThanOrEqual(3);
    const last = events.at(-1)!;
    expect(last).toMatchObject({ id, name: AI_JOB, state: 'completed', progress: 100 });
    expect(last.result).toMatchObject({ text: ANSWER, provider: 'claude', demo: false, model: 'claude-3-haiku-20240307' });
    expect(JSON.stringify(events)).not.toContain('organizationId');

    expect((await c.get(`/api/jobs/${id}`).expect(200)).body).toMatchObject({ id, state: 'completed', progress: 100, result: { text: ANSWER } });
    expect(anthropic.requests).toHaveLength(1);
  });

  it("another organization's job is a 404 on both routes, and a stranger's a 401", async () => {
    const owner = await signUp(t.server);
    const other = await signUp(t.server);
    const id = await t.app.get(AiJobs).start(systemTenantScope(owner.organizationId!), freeTextTask, input, options);
    expect((await other.c.get(`/api/jobs/${id}`).expect(404)).body.message).toBe('Job not found');
    const stream = await readJobEvents(other.c, id);
    expect(stream.status).toBe(404);
    expect(JSON.parse(stream.body).message).toBe('Job not found');
    expect((await readJobEvents(other.c, `${AI_JOB}.no-such-job`)).status).toBe(404);
    await supertest(t.server).get(`/api/jobs/${id}/events`).expect(401);
    await t.app.get(JobsService).waitForResult(id, 10_000);
  });

  it('retries a transient provider failure after a pause, and the caller gets the answer', async () => {
    const { organizationId } = await signUp(t.server);
    anthropic.script(anthropicError(529, 'overloaded_error', 'Overloaded'));
    const started = Date.now();
    const result = await t.app.get(AiJobs).run(systemTenantScope(organizationId!), freeTextTask, input, options);
    expect(result.text).toBe(ANSWER);
    expect(anthropic.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500); // the job's backoff (config/job-queues.ts)
  }, 20_000);

  it('fails at once, with the AI error the API answers, when trying again cannot help', async () => {
    const { c, organizationId } = await signUp(t.server);
    anthropic.script(anthropicError(401, 'authentication_error', 'invalid x-api-key'));
    const scope = systemTenantScope(organizationId!);
    const error = await t.app.get(AiJobs).run(scope, freeTextTask, input, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).getStatus()).toBe(502);
    expect((error as AiError).message).toBe('Invalid API key: authentication failed (claude)');
    expect(anthropic.requests).toHaveLength(1);

    anthropic.script(anthropicError(401, 'authentication_error', 'invalid x-api-key'));
    const id = await t.app.get(AiJobs).start(scope, freeTextTask, input, options);
    const { events } = await readJobEvents(c, id);
    expect(events.at(-1)).toMatchObject({ state: 'failed', error: 'Invalid API key: authentication failed (claude)' });
  });
});
