import { HttpException } from '@nestjs/common';

/**
 * What went wrong with an AI call. The messages carry the words the UI looks for to pick a hint
 * ('overloaded'/529, 'rate_limit'/429, 'API key'/'authentication', 'timeout'), so keep them.
 */
export type AiErrorKind = 'overloaded' | 'rate_limit' | 'authentication' | 'timeout' | 'parse' | 'provider';

const STATUS: Record<AiErrorKind, number> = {
  overloaded: 503,
  rate_limit: 429,
  authentication: 502,
  timeout: 504,
  parse: 502,
  provider: 502,
};

const REASON: Record<number, string> = {
  429: 'Too Many Requests',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const AI_ERROR_MESSAGES = {
  overloaded: 'AI service overloaded (529): the AI service is busy, please try again in a minute or two',
  rateLimit: 'rate_limit: too many requests (429), please wait a few minutes and try again',
  authentication: 'Invalid API key: authentication failed',
  timeout: 'Request timeout: the AI service took too long to answer',
  parse: 'Failed to parse AI response',
  provider: 'Failed to get response from AI service',
  /** The request that started the call ended (the user left, the job was cancelled) before the model finished. */
  cancelled: 'AI request was cancelled',
} as const;

export interface AiErrorOptions {
  /** Whether trying again later may succeed (429, 529, 5xx, timeouts, dropped connections). */
  retryable?: boolean;
  /** Status the provider answered with, when there was one. */
  upstreamStatus?: number;
  /** Seconds the provider asked us to wait (retry-after), when it said. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * The one error type of the AI layer. It is an HttpException, so any exception filter renders it
 * in the API's error shape ({statusCode, error, message}); jobs can read `kind` and `message`.
 */
export class AiError extends HttpException {
  readonly kind: AiErrorKind;
  readonly retryable: boolean;
  readonly upstreamStatus: number | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: AiErrorKind, message: string, options: AiErrorOptions = {}) {
    const statusCode = STATUS[kind];
    super({ statusCode, error: REASON[statusCode] ?? 'Bad Gateway', message }, statusCode, {
      cause: options.cause,
    });
    this.name = 'AiError';
    this.message = message;
    this.kind = kind;
    this.retryable = options.retryable ?? false;
    this.upstreamStatus = options.upstreamStatus;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** JSON a job can store and the UI can show (no stack, no provider internals). */
  toJSON(): { kind: AiErrorKind; statusCode: number; message: string } {
    return { kind: this.kind, statusCode: this.getStatus(), message: this.message };
  }
}

interface ErrorLike {
  name?: string;
  message?: string;
  status?: number;
  type?: string | null;
  code?: string;
  cause?: unknown;
  headers?: { get?(name: string): string | null } | Record<string, string>;
  error?: unknown;
}

function headerValue(headers: ErrorLike['headers'], name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as { get?: unknown }).get === 'function') {
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  }
  return (headers as Record<string, string>)[name];
}

function retryAfter(err: ErrorLike): number | undefined {
  const raw = headerValue(err.headers, 'retry-after');
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

/** Status code from an SDK error: Anthropic/OpenAI `status`, Gemini `status` too, else from text. */
function statusOf(err: ErrorLike): number | undefined {
  if (typeof err.status === 'number') return err.status;
  const match = /\[(\d{3}) [^\]]*\]/.exec(err.message ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The `error.type` of an Anthropic error body, also present on errors sent inside a stream. */
function anthropicType(err: ErrorLike): string | undefined {
  if (typeof err.type === 'string') return err.type;
  const body = err.error as { error?: { type?: unknown }; type?: unknown } | undefined;
  const type = body?.error?.type ?? body?.type;
  return typeof type === 'string' ? type : undefined;
}

const CONNECTION_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'UND_ERR_SOCKET', 'ENOTFOUND', 'EAI_AGAIN']);

function connectionProblem(err: ErrorLike): boolean {
  if (err.name === 'APIConnectionError') return true;
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const e = current as ErrorLike;
    if (e.code && CONNECTION_CODES.has(e.code)) return true;
    if (/fetch failed|socket hang up|terminated|other side closed|ECONNRESET|network/i.test(e.message ?? '')) return true;
    current = e.cause;
  }
  return false;
}

function shortDetail(err: ErrorLike): string {
  const text = (err.message ?? '').replace(/https?:\/\/\S+/g, '').replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 200)}...` : text;
}

/**
 * Turns whatever an SDK threw into an AiError. `timedOut` says our own time limit fired (the SDKs
 * report that as an abort, or, inside a stream, not at all).
 */
export function toAiError(error: unknown, provider: string, timedOut = false): AiError {
  if (error instanceof AiError) return error;
  const err = (error ?? {}) as ErrorLike;
  const status = statusOf(err);
  const type = anthropicType(err);
  const detail = shortDetail(err);
  const common = { upstreamStatus: status, retryAfterSeconds: retryAfter(err), cause: error };

  if (timedOut || err.name === 'APIConnectionTimeoutError' || status === 408 || status === 504 || type === 'timeout_error') {
    return new AiError('timeout', AI_ERROR_MESSAGES.timeout, { ...common, retryable: true });
  }
  if (status === 529 || status === 503 || type === 'overloaded_error' || /overloaded/i.test(detail)) {
    return new AiError('overloaded', AI_ERROR_MESSAGES.overloaded, { ...common, retryable: true });
  }
  if (status === 429 || type === 'rate_limit_error') {
    return new AiError('rate_limit', AI_ERROR_MESSAGES.rateLimit, { ...common, retryable: true });
  }
  if (
    status === 401 ||
    status === 403 ||
    type === 'authentication_error' ||
    type === 'permission_error' ||
    /api key not valid|invalid api key|incorrect api key/i.test(detail)
  ) {
    return new AiError('authentication', `${AI_ERROR_MESSAGES.authentication} (${provider})`, { ...common, retryable: false });
  }
  if (status !== undefined && status >= 500) {
    return new AiError('provider', `${AI_ERROR_MESSAGES.provider} (${provider}: ${detail || status})`, { ...common, retryable: true });
  }
  if (status === undefined && (connectionProblem(err) || type === 'api_error')) {
    return new AiError('provider', `${AI_ERROR_MESSAGES.provider} (${provider}: connection lost)`, { ...common, retryable: true });
  }
  return new AiError('provider', `${AI_ERROR_MESSAGES.provider} (${provider}: ${detail || 'unknown error'})`, {
    ...common,
    retryable: false,
  });
}

/**
 * Rebuilds the AiError a failed job reported by its message (a job's status keeps only the
 * text), so that the HTTP call waiting for the job answers the same status. Undefined when the
 * message is not one of ours.
 */
export function aiErrorFromMessage(message: string | undefined): AiError | undefined {
  if (!message) return undefined;
  if (message.startsWith(AI_ERROR_MESSAGES.overloaded)) return new AiError('overloaded', message, { retryable: true });
  if (message.startsWith('rate_limit:')) return new AiError('rate_limit', message, { retryable: true });
  if (message.startsWith(AI_ERROR_MESSAGES.authentication)) return new AiError('authentication', message);
  if (message.startsWith(AI_ERROR_MESSAGES.timeout)) return new AiError('timeout', message, { retryable: true });
  if (message === AI_ERROR_MESSAGES.parse) return new AiError('parse', message);
  if (message.startsWith(AI_ERROR_MESSAGES.provider) || message === AI_ERROR_MESSAGES.cancelled) return new AiError('provider', message);
  return undefined;
}
