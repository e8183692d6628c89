// Every AI setting in one place: read from the environment once, validated, with a clear message
// for a bad value. Defaults follow the spec (temperature 0.7, 4000 tokens, Claude 3.7 Sonnet).

export const AI_PROVIDERS = ['claude', 'openai', 'gemini'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];
export const DEFAULT_AI_PROVIDER: AiProviderName = 'claude';

/** The offline model used when a provider has no key (product decision P14). */
export const DEMO_MODEL = 'demo';

export const AI_DEFAULTS = {
  temperature: 0.7,
  maxTokens: 4000,
  models: {
    claude: 'claude-3-7-sonnet-20250219',
    openai: 'gpt-4o',
    gemini: 'gemini-2.0-flash',
  } satisfies Record<AiProviderName, string>,
  /** The AI test page's request defaults (the spec's AI request rule and constants). */
  testPage: { model: 'claude-3-haiku-20240307', maxTokens: 1000, temperature: 0.7 },
  timeoutMs: 120_000,
  maxRetries: 2,
  retryBaseDelayMs: 1_000,
  retryMaxDelayMs: 15_000,
  /** GET /api/anthropic/models is cached this long (the UI caches it as long). */
  modelListCacheMs: 5 * 60_000,
} as const;

export interface AiProviderConfig {
  apiKey: string | undefined;
  baseURL: string | undefined;
  defaultModel: string;
}

export interface AiConfig {
  providers: Record<AiProviderName, AiProviderConfig>;
  defaultProvider: AiProviderName;
  /** Time limit of one call to a provider, in milliseconds. */
  timeoutMs: number;
  /** How many times a transient failure (429, 529, 5xx, timeout, reset) is retried. */
  maxRetries: number;
  /** First backoff delay; doubles on each retry, capped by retryMaxDelayMs. */
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  /**
   * The address people and email readers reach this app at (PUBLIC_URL, else this machine's
   * `http://localhost:{PORT}`): the demo model's image addresses start with it, as an email needs.
   */
  publicUrl: string;
}

export const AI_CONFIG = Symbol('AI_CONFIG');

export class AiConfigError extends Error {
  override name = 'AiConfigError';
}

type Env = Record<string, string | undefined>;

function optionalString(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function optionalUrl(env: Env, name: string): string | undefined {
  const value = optionalString(env, name);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AiConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AiConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optionalString(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) {
    throw new AiConfigError(`${name} must be a whole number between ${min} and ${max}, got "${raw}"`);
  }
  const value = Number(raw);
  if (value < min || value > max) {
    throw new AiConfigError(`${name} must be a whole number between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

/**
 * Reads the AI settings. Keys are optional: a provider without a key answers with the offline demo
 * model. Throws AiConfigError naming the variable when a value is malformed.
 */
export function loadAiConfig(env: Env = process.env): AiConfig {
  const retryBaseDelayMs = integer(env, 'AI_RETRY_BASE_DELAY_MS', AI_DEFAULTS.retryBaseDelayMs, 0, 600_000);
  const retryMaxDelayMs = integer(env, 'AI_RETRY_MAX_DELAY_MS', AI_DEFAULTS.retryMaxDelayMs, 0, 600_000);
  const port = /^\d{1,5}$/.test(env.PORT?.trim() ?? '') ? Number(env.PORT) : 3000;
  return {
    defaultProvider: DEFAULT_AI_PROVIDER,
    publicUrl: optionalUrl(env, 'PUBLIC_URL') ?? `http://localhost:${port}`,
    timeoutMs: integer(env, 'AI_TIMEOUT_MS', AI_DEFAULTS.timeoutMs, 1, 3_600_000),
    maxRetries: integer(env, 'AI_MAX_RETRIES', AI_DEFAULTS.maxRetries, 0, 10),
    retryBaseDelayMs,
    retryMaxDelayMs: Math.max(retryMaxDelayMs, retryBaseDelayMs),
    providers: {
      claude: {
        apiKey: optionalString(env, 'ANTHROPIC_API_KEY'),
        baseURL: optionalUrl(env, 'ANTHROPIC_BASE_URL'),
        defaultModel: optionalString(env, 'ANTHROPIC_MODEL') ?? AI_DEFAULTS.models.claude,
      },
      openai: {
        apiKey: optionalString(env, 'OPENAI_API_KEY'),
        baseURL: optionalUrl(env, 'OPENAI_BASE_URL'),
        defaultModel: optionalString(env, 'OPENAI_MODEL') ?? AI_DEFAULTS.models.openai,
      },
      gemini: {
        apiKey: optionalString(env, 'GEMINI_API_KEY'),
        baseURL: optionalUrl(env, 'GEMINI_BASE_URL'),
        defaultModel: optionalString(env, 'GEMINI_MODEL') ?? AI_DEFAULTS.models.gemini,
      },
    },
  };
}

export function isAiProviderName(value: unknown): value is AiProviderName {
  return typeof value === 'string' && (AI_PROVIDERS as readonly string[]).includes(value);
}
