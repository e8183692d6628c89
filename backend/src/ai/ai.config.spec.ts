import { AiConfigError, loadAiConfig } from './ai.config.js';
import { AI_ERROR_MESSAGES, AiError, aiErrorFromMessage } from './ai.errors.js';
import { extractJson } from './ai-json.util.js';

describe('loadAiConfig', () => {
  it('defaults: no keys (demo model), 120 s time limit, 2 retries, the spec default models', () => {
    const config = loadAiConfig({});
    expect(config).toMatchObject({ defaultProvider: 'claude', timeoutMs: 120000, maxRetries: 2 });
    expect(config.providers.claude).toEqual({ apiKey: undefined, baseURL: undefined, defaultModel: 'claude-3-7-sonnet-20250219' });
    expect(config.providers.openai.defaultModel).toBe('gpt-4o');
    expect(config.providers.gemini.defaultModel).toBe('gemini-2.0-flash');
  });

  it('reads keys, base URLs (trailing slash dropped) and numbers', () => {
    const config = loadAiConfig({
      ANTHROPIC_API_KEY: ' sk-ant ',
      OPENAI_BASE_URL: 'http://localhost:11434/v1/',
      AI_TIMEOUT_MS: '5000',
      AI_MAX_RETRIES: '0',
    });
    expect(config.providers.claude.apiKey).toBe('sk-ant');
    expect(config.providers.openai.baseURL).toBe('http://localhost:11434/v1');
    expect(config.timeoutMs).toBe(5000);
    expect(config.maxRetries).toBe(0);
  });

  it("the app's public address for the demo images: PUBLIC_URL, else this machine on PORT", () => {
    expect(loadAiConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadAiConfig({ PORT: '3790' }).publicUrl).toBe('http://localhost:3790');
    expect(loadAiConfig({ PORT: '3790', PUBLIC_URL: 'https://mail.example.org/' }).publicUrl).toBe('https://mail.example.org');
  });

  it.each([
    [{ PUBLIC_URL: 'mail.example.org' }, 'PUBLIC_URL must be an absolute http(s) URL, got "mail.example.org"'],
    [{ AI_TIMEOUT_MS: 'soon' }, 'AI_TIMEOUT_MS must be a whole number between 1 and 3600000, got "soon"'],
    [{ AI_MAX_RETRIES: '11' }, 'AI_MAX_RETRIES must be a whole number between 0 and 10, got "11"'],
    [{ OPENAI_BASE_URL: 'localhost:8080' }, 'OPENAI_BASE_URL must be an absolute http(s) URL, got "localhost:8080"'],
    [{ GEMINI_BASE_URL: 'ftp://x' }, 'GEMINI_BASE_URL must be an absolute http(s) URL, got "ftp://x"'],
  ])('rejects %j with a clear message', (env, message) => {
    expect(() => loadAiConfig(env)).toThrow(new AiConfigError(message));
  });
});

describe('aiErrorFromMessage (a failed job back to an HTTP answer)', () => {
  it.each([
    [AI_ERROR_MESSAGES.overloaded, 'overloaded', 503],
    [AI_ERROR_MESSAGES.rateLimit, 'rate_limit', 429],
    [`${AI_ERROR_MESSAGES.authentication} (claude)`, 'authentication', 502],
    [AI_ERROR_MESSAGES.timeout, 'timeout', 504],
    [AI_ERROR_MESSAGES.parse, 'parse', 502],
    [`${AI_ERROR_MESSAGES.provider} (openai: 500 boom)`, 'provider', 502],
  ])('%s → %s %d', (message, kind, status) => {
    const error = aiErrorFromMessage(message) as AiError;
    expect(error.kind).toBe(kind);
    expect(error.getStatus()).toBe(status);
    expect(error.message).toBe(message);
  });

  it('other messages are not AI errors', () => {
    expect(aiErrorFromMessage('Job 3 did not finish')).toBeUndefined();
  });
});

describe('extractJson', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['```json\n{"a":1}\n```', { a: 1 }],
    ['Here it is:\n```\n[1,2]\n```\nEnjoy', [1, 2]],
    ['Sure! {"a": {"b": 2}} Hope that helps.', { a: { b: 2 } }],
  ])('%j', (text, value) => {
    expect(extractJson(text)).toEqual(value);
  });

  it('throws on text with no JSON', () => {
    expect(() => extractJson('no json here')).toThrow(SyntaxError);
  });
});
