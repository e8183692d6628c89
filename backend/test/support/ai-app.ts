import { Redis } from 'ioredis';
import { startFakeAnthropic, type FakeProviderServer } from '../../src/ai/testing/index.js';
import { startTestApp, TEST_REDIS_URL, type Client, type TestApp } from './test-app.js';

/** Saves the brand settings the AI prompts read: the brand's name, its guide and its generated email strategy. */
export async function saveBrandForPrompts(c: Client): Promise<void> {
  const res = await c.agent
    .post('/api/brand-settings')
    .set('X-Requested-With', 'XMLHttpRequest')
    .field('name', 'Aurora Tea')
    .field('brandGuide[text]', 'Calm, mindful voice; never pushy.')
    .field('emailStrategy', JSON.stringify({ brandName: 'Aurora Tea', generatedStrategy: '## Strategy\nRetention first: VIP tastings every quarter.' }));
  expect(res.status).toBeLessThan(300);
}

/** Deletes the Redis keys of a test's own queue prefix (its Bull queues and jobs). */
export async function deleteQueueKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

/**
 * The suite's app with the `claude` model answered by a local fake of the Anthropic API, through
 * the real SDK and one call per attempt; OpenAI and Gemini have no key, so `openai` is answered by
 * the offline demo model. It registers the suite's hooks: the fake and the app (booted with `env`)
 * start before all, the fake's script is reset after each test, and both close after all, with
 * the keys of `env.QUEUE_PREFIX` deleted. The returned fields are set once the suite has started.
 */
export function useAppWithFakeAnthropic(env: Record<string, string> = {}): { readonly t: TestApp; readonly anthropic: FakeProviderServer } {
  const suite = {} as { t: TestApp; anthropic: FakeProviderServer };
  beforeAll(async () => {
    suite.anthropic = await startFakeAnthropic();
    // AiModule reads its providers' settings from the environment.
    for (const key of ['OPENAI_API_KEY', 'GEMINI_API_KEY']) delete process.env[key];
    Object.assign(process.env, { ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: suite.anthropic.url, AI_MAX_RETRIES: '0' });
    suite.t = await startTestApp(env);
  }, 30_000);
  afterEach(() => suite.anthropic.reset());
  afterAll(async () => {
    await suite.t?.close();
    await suite.anthropic?.close();
    if (env.QUEUE_PREFIX) await deleteQueueKeys(env.QUEUE_PREFIX);
  });
  return suite;
}
