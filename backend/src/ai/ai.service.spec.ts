import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AiError } from './ai.errors.js';
import { AiModule } from './ai.module.js';
import { AiService, type AiRunOptions } from './ai.service.js';
import { conceptsTask, freeTextTask, previewTextsTask, subjectLinesTask, suggestModulesTask, type FreeTextInput } from './tasks/index.js';
import {
  anthropicError,
  anthropicMidStreamError,
  geminiError,
  openaiError,
  startFakeAnthropic,
  startFakeGemini,
  startFakeOpenAi,
  type FakeProviderServer,
  type FakeReply,
} from './testing/index.js';

// Fast retries and a short time limit, so that failure paths take milliseconds.
const FAST = { AI_RETRY_BASE_DELAY_MS: '5', AI_RETRY_MAX_DELAY_MS: '20', AI_MAX_RETRIES: '2', AI_TIMEOUT_MS: '2000' };

let anthropic: FakeProviderServer;
let openai: FakeProviderServer;
let gemini: FakeProviderServer;

async function serviceWith(extra: Record<string, string> = {}): Promise<AiService> {
  const moduleRef = await Test.createTestingModule({
    imports: [
      AiModule.withEnv({
        ...FAST,
        ANTHROPIC_API_KEY: 'sk-ant-test',
        ANTHROPIC_BASE_URL: anthropic.url,
        OPENAI_API_KEY: 'sk-openai-test',
        OPENAI_BASE_URL: openai.url,
        GEMINI_API_KEY: 'gemini-test',
        GEMINI_BASE_URL: gemini.url,
        ...extra,
      }),
    ],
  }).compile();
  moduleRef.useLogger(false);
  return moduleRef.get(AiService);
}

/** A prompt run as the AI test page's task (its input carries the system prompt and settings). */
function ask(ai: AiService, { provider, signal, onProgress, ...input }: FreeTextInput & AiRunOptions) {
  return ai.run(freeTextTask, input, { provider, signal, onProgress });
}

async function aiErrorOf(promise: Promise<unknown>): Promise<AiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AiError) return error;
    throw error;
  }
  throw new Error('expected an AiError');
}

/** The error a Claude call ends with when each of its 3 attempts (1 + AI_MAX_RETRIES) gets this answer; all 3 are made. */
async function errorWhenEveryAttemptGets(answer: FakeReply): Promise<AiError> {
  const ai = await serviceWith();
  anthropic.script(...Array.from({ length: 3 }, () => answer));
  const error = await aiErrorOf(ask(ai, { prompt: 'x' }));
  expect(anthropic.requests).toHaveLength(3);
  return error;
}

beforeAll(async () => {
  Logger.overrideLogger(false);
  [anthropic, openai, gemini] = await Promise.all([startFakeAnthropic(), startFakeOpenAi(), startFakeGemini()]);
});

afterEach(() => {
  anthropic.reset();
  openai.reset();
  gemini.reset();
});

afterAll(async () => {
  await Promise.all([anthropic.close(), openai.close(), gemini.close()]);
});

describe('AiService with each provider (real SDKs against local fakes)', () => {
  it('claude: streams the answer and reports text, model, usage; sends system, max_tokens, stream', async () => {
    const ai = await serviceWith();
    anthropic.script({ text: 'Hello from fake Claude, a longer answer split over several stream chunks.', usage: { input: 12, output: 34 } });
    const result = await ask(ai, { prompt: 'Say hello', system: 'Be brief' });
    expect(result).toMatchObject({
      text: 'Hello from fake Claude, a longer answer split over several stream chunks.',
      model: 'claude-3-7-sonnet-20250219',
      provider: 'claude',
      demo: false,
      usage: { inputTokens: 12, outputTokens: 34 },
    });
    const sent = anthropic.requests[0]!;
    expect(sent.body).toMatchObject({ model: 'claude-3-7-sonnet-20250219', max_tokens: 4000, system: 'Be brief', stream: true });
    expect(sent.body.messages).toEqual([{ role: 'user', content: 'Say hello' }]);
    expect(sent.body.temperature).toBeUndefined();
    expect(String(sent.headers['authorization'] ?? sent.headers['x-api-key'])).toContain('sk-ant-test');
  });

  it('reports progress while the answer streams, and 100 at the end', async () => {
    const ai = await serviceWith();
    anthropic.script({ text: 'word '.repeat(400) });
    const seen: number[] = [];
    await ask(ai, { prompt: 'x', maxTokens: 1000, onProgress: (p) => seen.push(p) });
    expect(seen.at(-1)).toBe(100);
    expect(seen.every((p) => p >= 0 && p <= 100)).toBe(true);
  });

  it('openai: chat completion with temperature 0.7 and max_tokens 4000 by default', async () => {
    const ai = await serviceWith();
    openai.script({ text: 'Hi from fake OpenAI', usage: { input: 5, output: 6 } });
    const result = await ask(ai, { provider: 'openai', prompt: 'Say hi', system: 'sys' });
    expect(result).toMatchObject({ text: 'Hi from fake OpenAI', provider: 'openai', demo: false, usage: { inputTokens: 5, outputTokens: 6 } });
    expect(openai.requests[0]!.body).toMatchObject({
      model: 'gpt-4o',
      temperature: 0.7,
      max_tokens: 4000,
      messages: [
        { role: 'system', content: 'sys' },
        { role: 'user', content: 'Say hi' },
      ],
    });
  });

  it('gemini: generateContent with the system instruction and generation config', async () => {
    const ai = await serviceWith();
    gemini.script({ text: 'Hi from fake Gemini', usage: { input: 7, output: 8 } });
    const result = await ask(ai, { provider: 'gemini', prompt: 'Say hi', system: 'sys', temperature: 0.2, maxTokens: 50 });
    expect(result).toMatchObject({ text: 'Hi from fake Gemini', provider: 'gemini', demo: false, usage: { inputTokens: 7, outputTokens: 8 } });
    expect(gemini.requests[0]!.path).toBe('/v1beta/models/gemini-2.0-flash:generateContent');
    expect(gemini.requests[0]!.body).toMatchObject({
      generationConfig: { temperature: 0.2, maxOutputTokens: 50 },
      contents: [{ role: 'user', parts: [{ text: 'Say hi' }] }],
    });
    expect(JSON.stringify(gemini.requests[0]!.body.systemInstruction)).toContain('sys');
  });

  it('a provider without a key answers with the demo model, marked demo', async () => {
    const ai = await serviceWith({ OPENAI_API_KEY: '' });
    const result = await ask(ai, { provider: 'openai', prompt: 'Write a welcome email for Aurora Tea' });
    expect(result).toMatchObject({ provider: 'openai', model: 'demo', demo: true });
    expect(result.text).toContain('Aurora');
    expect(openai.requests).toHaveLength(0);
  });

  it('an unknown provider is a clear error', async () => {
    const ai = await serviceWith();
    const error = await aiErrorOf(ask(ai, { provider: 'mistral', prompt: 'x' }));
    expect(error.message).toContain('unknown AI provider "mistral"');
  });
});

describe('retries and error mapping', () => {
  it('429 then success: retried, the user gets the answer', async () => {
    const ai = await serviceWith();
    anthropic.script(anthropicError(429, 'rate_limit_error', 'Too many requests'), { text: 'after the rate limit' });
    const result = await ask(ai, { prompt: 'x' });
    expect(result.text).toBe('after the rate limit');
    expect(anthropic.requests).toHaveLength(2);
  });

  it('429 on every attempt: a rate_limit error (HTTP 429) after 1 + AI_MAX_RETRIES attempts', async () => {
    const error = await errorWhenEveryAttemptGets(anthropicError(429, 'rate_limit_error', 'Too many requests'));
    expect(error.kind).toBe('rate_limit');
    expect(error.getStatus()).toBe(429);
    expect(error.message).toContain('rate_limit');
    expect(error.message).toContain('429');
  });

  it('529 overloaded: retried, then the user sees an overloaded error (503)', async () => {
    const error = await errorWhenEveryAttemptGets(anthropicError(529, 'overloaded_error', 'Overloaded'));
    expect(error.kind).toBe('overloaded');
    expect(error.getStatus()).toBe(503);
    expect(error.message).toBe('AI service overloaded (529): the AI service is busy, please try again in a minute or two');
  });

  it('401: an authentication error at once, not retried', async () => {
    const ai = await serviceWith();
    anthropic.script(anthropicError(401, 'authentication_error', 'invalid x-api-key'));
    const error = await aiErrorOf(ask(ai, { prompt: 'x' }));
    expect(error.kind).toBe('authentication');
    expect(error.getStatus()).toBe(502);
    expect(error.message).toContain('Invalid API key');
    expect(error.message).toContain('authentication');
    expect(anthropic.requests).toHaveLength(1);
  });

  it('openai 401 and gemini "API key not valid" (400) are authentication errors too', async () => {
    const ai = await serviceWith();
    openai.script(openaiError(401, 'Incorrect API key provided', 'invalid_api_key'));
    gemini.script(geminiError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.'));
    expect((await aiErrorOf(ask(ai, { provider: 'openai', prompt: 'x' }))).kind).toBe('authentication');
    expect((await aiErrorOf(ask(ai, { provider: 'gemini', prompt: 'x' }))).kind).toBe('authentication');
    expect(openai.requests).toHaveLength(1);
    expect(gemini.requests).toHaveLength(1);
  });

  it('openai 429 then 500 then success; gemini 503 then success', async () => {
    const ai = await serviceWith();
    openai.script(openaiError(429, 'Rate limit reached', 'rate_limit_exceeded'), openaiError(500, 'server error'), { text: 'ok openai' });
    gemini.script(geminiError(503, 'UNAVAILABLE', 'The model is overloaded.'), { text: 'ok gemini' });
    expect((await ask(ai, { provider: 'openai', prompt: 'x' })).text).toBe('ok openai');
    expect((await ask(ai, { provider: 'gemini', prompt: 'x' })).text).toBe('ok gemini');
    expect(openai.requests).toHaveLength(3);
    expect(gemini.requests).toHaveLength(2);
  });

  it('a provider that does not answer in AI_TIMEOUT_MS: a timeout error (504), after retries', async () => {
    const ai = await serviceWith({ AI_TIMEOUT_MS: '150', AI_MAX_RETRIES: '1' });
    anthropic.script({ hang: true }, { hang: true });
    gemini.script({ hang: true }, { hang: true });
    const started = Date.now();
    const error = await aiErrorOf(ask(ai, { prompt: 'x' }));
    expect(error.kind).toBe('timeout');
    expect(error.getStatus()).toBe(504);
    expect(error.message).toContain('Request timeout');
    expect(anthropic.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await aiErrorOf(ask(ai, { provider: 'gemini', prompt: 'x' }))).kind).toBe('timeout');
  });

  it('a timeout in the middle of a stream is a timeout, not a truncated answer', async () => {
    const ai = await serviceWith({ AI_TIMEOUT_MS: '200', AI_MAX_RETRIES: '0' });
    anthropic.script({ sse: anthropicMidStreamError('Partial').sse.slice(0, 3), chunkDelayMs: 400 });
    const error = await aiErrorOf(ask(ai, { prompt: 'x' }));
    expect(error.kind).toBe('timeout');
  });

  it('a dropped connection is retried', async () => {
    const ai = await serviceWith();
    anthropic.script({ drop: true }, { text: 'after reconnect' });
    expect((await ask(ai, { prompt: 'x' })).text).toBe('after reconnect');
  });

  it('an error event in the middle of the stream is retried, and the full answer wins', async () => {
    const ai = await serviceWith();
    anthropic.script(anthropicMidStreamError('Partial answ'), { text: 'The complete answer' });
    const result = await ask(ai, { prompt: 'x' });
    expect(result.text).toBe('The complete answer');
    expect(anthropic.requests).toHaveLength(2);
  });

  it('a stream that keeps failing with overloaded ends as an overloaded error', async () => {
    const error = await errorWhenEveryAttemptGets(anthropicMidStreamError());
    expect(error.kind).toBe('overloaded');
  });

  it('a cancelled call stops without retrying', async () => {
    const ai = await serviceWith();
    anthropic.script({ hang: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await aiErrorOf(ask(ai, { prompt: 'x', signal: controller.signal }));
    expect(error.message).toBe('AI request was cancelled');
    expect(anthropic.requests).toHaveLength(1);
  });
});

describe('JSON tasks', () => {
  const input = { goal: 'Launch the spring matcha collection', brandName: 'Aurora Tea' };

  it('parses fenced JSON and validates it against the task schema', async () => {
    const ai = await serviceWith();
    // a preview text within the task's aims (40-90 characters), so the first answer is taken
    anthropic.script({ text: 'Here you go:\n```json\n{"subjectLines":["Spring is here"],"previewTexts":["Fresh matcha inside, whisked the way you like it."]}\n```' });
    const result = await ai.run(subjectLinesTask, input);
    expect(result.data).toEqual({ subjectLines: ['Spring is here'], previewTexts: ['Fresh matcha inside, whisked the way you like it.'] });
    expect(result.demo).toBe(false);
    expect(anthropic.requests[0]!.body.messages[0].content).toContain('Launch the spring matcha collection');
  });

  it('malformed JSON twice: asked again once, then "Failed to parse AI response"', async () => {
    const ai = await serviceWith();
    anthropic.script({ text: 'Sure! {"subjectLines": [oops' }, { text: 'still not json' });
    const error = await aiErrorOf(ai.run(subjectLinesTask, input));
    expect(error.kind).toBe('parse');
    expect(error.message).toBe('Failed to parse AI response');
    expect(error.getStatus()).toBe(502);
    expect(anthropic.requests).toHaveLength(2);
    expect(anthropic.requests[1]!.body.messages[0].content).toContain('could not be used');
  });

  it('malformed then valid: succeeds on the second answer', async () => {
    const ai = await serviceWith();
    anthropic.script({ text: 'not json at all' }, { text: '{"previewTexts":["A fresh start"]}' });
    const result = await ai.run(previewTextsTask, input);
    expect(result.data.previewTexts).toEqual(['A fresh start']);
  });

  it('valid JSON of the wrong shape counts as unusable', async () => {
    const ai = await serviceWith();
    anthropic.script({ text: '{"concepts":[{"title":""}]}' }, { text: '{"concepts":[]}' });
    const error = await aiErrorOf(ai.run(conceptsTask, { brandName: 'Aurora Tea' }));
    expect(error.message).toBe('Failed to parse AI response');
  });

  it("a task's check is given the run's input: an answer that fits the class but not the input is asked again", async () => {
    const ai = await serviceWith();
    const modules = [
      { id: 1, name: 'Header', category: 'header' },
      { id: 2, name: 'Hero', category: 'body' },
    ];
    openai.script({ text: '{"moduleIds":[7,2]}' }, { text: '{"moduleIds":["1",2]}' });
    const result = await ai.run(suggestModulesTask, { goal: 'x', modules }, { provider: 'openai' });
    expect(result.data).toEqual({ moduleIds: ['1', 2] });
    const retry = openai.requests[1]!.body.messages.at(-1).content;
    expect(retry).toContain('moduleIds: 7 are not ids of the available modules');
    expect(retry).toContain('moduleIds: start with a header module');
  });

  it("the retried answer meets the task's check with `retried`: a looser check lets it through; the retry is asked with the first answer's problems", async () => {
    const ai = await serviceWith();
    const shortTexts: typeof previewTextsTask = {
      ...previewTextsTask,
      check: (v, _input, retried) => (retried || v.previewTexts.every((t: string) => t.length <= 10) ? [] : ['previewTexts: longer than 10 characters']),
    };
    anthropic.script({ text: '{"previewTexts":["far too long for ten"]}' }, { text: '{"previewTexts":["still too long"]}' });
    const result = await ai.run(shortTexts, input);
    expect(result.data).toEqual({ previewTexts: ['still too long'] });
    expect(anthropic.requests[1]!.body.messages[0].content).toContain('previewTexts: longer than 10 characters');

    anthropic.script({ text: '{"previewTexts":["far too long for ten"]}' }, { text: '{"nothing":true}' });
    const error = await aiErrorOf(ai.run(shortTexts, input));
    expect(error.message).toBe('Failed to parse AI response');
  });

  it('with no key, the demo model answers valid structured data', async () => {
    const ai = await serviceWith({ ANTHROPIC_API_KEY: '' });
    const result = await ai.run(subjectLinesTask, input);
    expect(result.demo).toBe(true);
    expect(result.model).toBe('demo');
    expect(result.data.subjectLines.length).toBeGreaterThan(0);
    expect(anthropic.requests).toHaveLength(0);
  });
});
