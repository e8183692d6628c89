import { Logger, type INestApplication } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AccessGuard } from '../common/access.guard.js';
import { AllExceptionsFilter } from '../common/all-exceptions.filter.js';
import { createValidationPipe } from '../common/validation.js';
import { AiModule } from './ai.module.js';
import { anthropicError, buildTinyPdf, startFakeAnthropic, type FakeProviderServer } from './testing/index.js';

const FAST = { AI_RETRY_BASE_DELAY_MS: '5', AI_RETRY_MAX_DELAY_MS: '20', AI_MAX_RETRIES: '2', AI_TIMEOUT_MS: '2000' };

let anthropic: FakeProviderServer;
const apps: INestApplication[] = [];

/**
 * The AI module alone, mounted as the platform mounts it: under /api, with the platform's global
 * validation pipe, error filter and access guard, and a signed-in editor unless `signedIn` is false.
 */
async function appWith(env: Record<string, string>, signedIn = true): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({
    imports: [AiModule.withEnv({ ...FAST, ...env })],
    providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
  }).compile();
  const app = moduleRef.createNestApplication({ logger: false });
  app.setGlobalPrefix('api');
  if (signedIn) {
    app.use((req: { user?: unknown }, _res: unknown, next: () => void) => {
      req.user = { id: 1, organizationId: 1, role: 'editor' };
      next();
    });
  }
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  await app.init();
  apps.push(app);
  return app;
}

const demoApp = () => appWith({});
const liveApp = () => appWith({ ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: anthropic.url });
/** The prompt 'Hi' to the demo model, for a test to attach files to. */
const demoPrompt = (app: INestApplication) => request(app.getHttpServer()).post('/api/anthropic/prompt').field('model', 'demo').field('prompt', 'Hi');

beforeAll(async () => {
  Logger.overrideLogger(false);
  anthropic = await startFakeAnthropic();
});
afterEach(() => anthropic.reset());
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await anthropic.close();
});

describe('access', () => {
  it('every AI route needs a signed-in user', async () => {
    const server = (await appWith({}, false)).getHttpServer();
    await request(server).get('/api/ai/providers').expect(401);
    await request(server).get('/api/anthropic/models').expect(401);
    await request(server).post('/api/anthropic/prompt').field('model', 'demo').field('prompt', 'Hi').expect(401);
  });
});

describe('GET /api/ai/providers', () => {
  it('lists the three providers by name, claude by default, and which have a key', async () => {
    const res = await request((await demoApp()).getHttpServer()).get('/api/ai/providers').expect(200);
    expect(res.body).toEqual({ providers: ['claude', 'openai', 'gemini'], default: 'claude', configured: { claude: false, openai: false, gemini: false } });
    const live = await request((await liveApp()).getHttpServer()).get('/api/ai/providers').expect(200);
    expect(live.body.configured).toEqual({ claude: true, openai: false, gemini: false });
  });
});

describe('GET /api/anthropic/models', () => {
  it('without a key: the built-in list plus the demo model', async () => {
    const res = await request((await demoApp()).getHttpServer()).get('/api/anthropic/models').expect(200);
    const names = res.body.map((m: { name: string }) => m.name);
    expect(names).toEqual(expect.arrayContaining(['claude-3-haiku-20240307', 'claude-3-5-haiku-20241022', 'claude-3-7-sonnet-20250219', 'claude-sonnet-4-20250514', 'demo']));
    for (const model of res.body) {
      expect(Object.keys(model).sort()).toEqual(['contextWindow', 'description', 'displayName', 'name']);
    }
  });

  it('with a key: the live list from the API, with descriptions from the built-in list', async () => {
    const res = await request((await liveApp()).getHttpServer()).get('/api/anthropic/models').expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({ name: 'claude-sonnet-4-5-20250929', displayName: 'Claude Sonnet 4.5', contextWindow: 200000 }),
      { name: 'claude-3-haiku-20240307', displayName: 'Claude 3 Haiku', description: 'Fastest and most compact; the AI test page default.', contextWindow: 200000 },
    ]);
  });
});

describe('POST /api/anthropic/prompt', () => {
  it('without a key: the demo model answers in Anthropic message shape, marked demo', async () => {
    const res = await request((await demoApp()).getHttpServer())
      .post('/api/anthropic/prompt')
      .field('model', 'claude-3-haiku-20240307')
      .field('prompt', 'Give me subject line ideas for Aurora Tea matcha')
      .expect(200);
    expect(res.body).toMatchObject({ model: 'demo', role: 'assistant', demo: true, content: [{ type: 'text' }] });
    expect(res.body.id).toMatch(/^msg_/);
    expect(res.body.content[0].text).toContain('Aurora Tea');
    expect(res.body.usage.input_tokens).toBeGreaterThan(0);
    expect(res.body.usage.output_tokens).toBeGreaterThan(0);
  });

  it('with a key: the prompt and the text of a .txt and a .pdf reach the model; multipart numbers are numbers', async () => {
    const app = await liveApp();
    anthropic.script({ text: 'Answer from Claude', usage: { input: 50, output: 4 } });
    const res = await request(app.getHttpServer())
      .post('/api/anthropic/prompt')
      .field('model', 'claude-3-haiku-20240307')
      .field('prompt', 'Summarise the attached files')
      .field('systemPrompt', 'You are a helpful assistant.')
      .field('maxTokens', '250')
      .field('temperature', '0.3')
      .attach('files', Buffer.from('Reviews: the jasmine tea is wonderful.'), 'reviews.txt')
      .attach('files', buildTinyPdf('Brand deck: calm rituals since 2019'), 'deck.pdf')
      .expect(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^msg_fake_/),
      model: 'claude-3-haiku-20240307',
      role: 'assistant',
      content: [{ type: 'text', text: 'Answer from Claude' }],
      usage: { input_tokens: 50, output_tokens: 4 },
      stop_reason: 'end_turn',
      demo: false,
    });
    const sent = anthropic.requests[0]!.body;
    expect(sent).toMatchObject({ model: 'claude-3-haiku-20240307', max_tokens: 250, system: 'You are a helpful assistant.' });
    const content: string = sent.messages[0].content;
    expect(content).toContain('Summarise the attached files');
    expect(content).toContain('<file name="reviews.txt">\nReviews: the jasmine tea is wonderful.\n</file>');
    expect(content).toContain('<file name="deck.pdf">\nBrand deck: calm rituals since 2019\n</file>');
  });

  it('maxTokens defaults to 1000', async () => {
    const app = await liveApp();
    await request(app.getHttpServer()).post('/api/anthropic/prompt').field('model', 'claude-3-haiku-20240307').field('prompt', 'Hi').expect(200);
    expect(anthropic.requests[0]!.body.max_tokens).toBe(1000);
  });

  it.each([
    [{ prompt: 'Hi' }, 'Model ID is required', 'model'],
    [{ model: 'claude-3-haiku-20240307' }, 'Prompt is required', 'prompt'],
    [{ model: 'claude-3-haiku-20240307', prompt: '   ' }, 'Prompt is required', 'prompt'],
    [{ model: 'claude-3-haiku-20240307', prompt: 'Hi', maxTokens: '0' }, 'maxTokens must be a positive integer', 'maxTokens'],
    [{ model: 'claude-3-haiku-20240307', prompt: 'Hi', maxTokens: '12.5' }, 'maxTokens must be a positive integer', 'maxTokens'],
    [{ model: 'claude-3-haiku-20240307', prompt: 'Hi', maxTokens: 'many' }, 'maxTokens must be a positive integer', 'maxTokens'],
    [{ model: 'claude-3-haiku-20240307', prompt: 'Hi', temperature: '1.5' }, 'temperature must be a number between 0 and 1', 'temperature'],
  ])('validation: %j → 400 %s', async (fields, message, path) => {
    let req = request((await demoApp()).getHttpServer()).post('/api/anthropic/prompt');
    for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
    const res = await req.expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(res.body.errors).toEqual(expect.arrayContaining([{ path, message }]));
  });

  it('6 files → 400 "You can upload at most 5 files"', async () => {
    let req = demoPrompt(await demoApp());
    for (let i = 1; i <= 6; i += 1) req = req.attach('files', Buffer.from(`file ${i}`), `f${i}.txt`);
    const res = await req.expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'You can upload at most 5 files' });
  });

  it('files over 5 MB in total → 400 "Files must total 5MB or less"', async () => {
    const app = await demoApp();
    const three = Buffer.alloc(3 * 1024 * 1024, 'a');
    const res = await demoPrompt(app).attach('files', three, 'a.txt').attach('files', three, 'b.txt').expect(400);
    expect(res.body.message).toBe('Files must total 5MB or less');
    const one = await demoPrompt(app).attach('files', Buffer.alloc(6 * 1024 * 1024, 'a'), 'big.txt').expect(400);
    expect(one.body.message).toBe('Files must total 5MB or less');
  });

  it('a .pdf that holds text → 400 naming the file; an unsupported type → 400 naming it', async () => {
    const app = await demoApp();
    const res = await demoPrompt(app).attach('files', Buffer.from('this is not a pdf'), 'fake.pdf').expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'fake.pdf is not a PDF: its content does not match its .pdf extension' });
    const exe = await demoPrompt(app).attach('files', Buffer.from('MZ...'), 'tool.exe').expect(400);
    expect(exe.body.message).toContain('tool.exe');
  });

  it('provider overloaded (529) after retries → 503 with the overloaded message', async () => {
    const app = await liveApp();
    anthropic.script(...Array.from({ length: 3 }, () => anthropicError(529, 'overloaded_error', 'Overloaded')));
    const res = await request(app.getHttpServer()).post('/api/anthropic/prompt').field('model', 'claude-3-haiku-20240307').field('prompt', 'Hi').expect(503);
    expect(res.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'AI service overloaded (529): the AI service is busy, please try again in a minute or two',
    });
    expect(anthropic.requests).toHaveLength(3);
  });

  it('bad key (401) → 502 "Invalid API key: authentication failed", not retried', async () => {
    const app = await liveApp();
    anthropic.script(anthropicError(401, 'authentication_error', 'invalid x-api-key'));
    const res = await request(app.getHttpServer()).post('/api/anthropic/prompt').field('model', 'claude-3-haiku-20240307').field('prompt', 'Hi').expect(502);
    expect(res.body).toEqual({ statusCode: 502, error: 'Bad Gateway', message: 'Invalid API key: authentication failed (claude)' });
    expect(anthropic.requests).toHaveLength(1);
  });

  it('rate limited once (429), then answered → 200', async () => {
    const app = await liveApp();
    anthropic.script(anthropicError(429, 'rate_limit_error', 'Too many requests', { 'retry-after': '0' }), { text: 'second time lucky' });
    const res = await request(app.getHttpServer()).post('/api/anthropic/prompt').field('model', 'claude-3-haiku-20240307').field('prompt', 'Hi').expect(200);
    expect(res.body.content[0].text).toBe('second time lucky');
  });

  it('a provider time-out → 504 "Request timeout"', async () => {
    const app = await appWith({ ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: anthropic.url, AI_TIMEOUT_MS: '100', AI_MAX_RETRIES: '0' });
    anthropic.script({ hang: true });
    const res = await request(app.getHttpServer()).post('/api/anthropic/prompt').field('model', 'claude-3-haiku-20240307').field('prompt', 'Hi').expect(504);
    expect(res.body.message).toContain('Request timeout');
  });
});
