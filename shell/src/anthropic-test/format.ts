import type { AiModelDto, AnthropicPromptResponseDto, ApiError } from '@mailplan/api';
import { DEFAULT_MODEL, PREFERRED_MODEL_HINT } from './anthropic-test.constants';

function trimNumber(value: number): string {
  return String(Number(value.toFixed(1)));
}

/** A context window as K or M tokens: 200000 → '200K tokens', 1000000 → '1M tokens'. */
export function formatContextWindow(tokens: number): string {
  if (tokens >= 1_000_000) return `${trimNumber(tokens / 1_000_000)}M tokens`;
  if (tokens >= 1_000) return `${trimNumber(tokens / 1_000)}K tokens`;
  return `${tokens} tokens`;
}

/** A file size for the upload list: bytes, KB with 1 decimal, or MB with 2. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** The model chosen before the user picks one: a loaded 'haiku' model, else the spec's default. */
export function defaultModelName(models: readonly AiModelDto[] | undefined): string {
  return models?.find((model) => model.name.includes(PREFERRED_MODEL_HINT))?.name ?? DEFAULT_MODEL;
}

/** A demo answer's own notice line ("_Demo content: written by the offline demo model …_"). */
const DEMO_NOTICE_LINE = /^\s*_?Demo content:[^\n]*\n*/i;

/**
 * The answer as text: its text parts joined with newlines, otherwise the raw JSON. A demo answer
 * loses a notice line of its own at the start: the page says once, above it, that it is demo content.
 */
export function responseText(response: AnthropicPromptResponseDto): string {
  const parts = Array.isArray(response.content)
    ? response.content.filter((part) => part?.type === 'text' && typeof part.text === 'string')
    : [];
  if (parts.length > 0) {
    const text = parts.map((part) => part.text).join('\n');
    return response.demo ? text.replace(DEMO_NOTICE_LINE, '') : text;
  }
  return JSON.stringify(response, null, 2);
}

/** The server's sentence for a failed call: the JSON body's `message`, else the error text. */
export function errorDescription(error: unknown): string | undefined {
  const { message, data } = (error ?? {}) as Partial<ApiError>;
  const bodyMessage = (data as { message?: unknown } | undefined)?.message;
  if (typeof bodyMessage === 'string' && bodyMessage) return bodyMessage;
  if (Array.isArray(bodyMessage) && bodyMessage.length) return bodyMessage.join(', ');
  return typeof message === 'string' && message ? message : undefined;
}
