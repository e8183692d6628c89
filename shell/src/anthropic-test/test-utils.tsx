import { render } from '@testing-library/react';
import { createAppStore } from '@mailplan/api';
import { ToastProvider } from '@mailplan/ui';
import { Provider } from 'react-redux';
import AnthropicTestPage from './AnthropicTestPage';
import type { AiModelDto, AiProvidersDto, AnthropicPromptResponseDto } from '@mailplan/api';

/** What a route of the fake server answers: a status and a JSON body, or a promise of one. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}
type Handler = (init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>;

function fakeResponse({ status, body }: FakeAnswer): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(text),
    text: async () => text,
  } as Response;
}

/** Replaces global fetch with a tiny router keyed by `METHOD /path`; unknown requests fail loudly. */
export function mockFetch(routes: Record<string, Handler | FakeAnswer>) {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request ${key}`);
    return fakeResponse(typeof route === 'function' ? await route(init) : route);
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The page as the shell mounts it: a real store built from `api` and the product's toasts. */
export function renderPage() {
  const store = createAppStore();
  const utils = render(
    <Provider store={store}>
      <ToastProvider>
        <AnthropicTestPage />
      </ToastProvider>
    </Provider>,
  );
  return { ...utils, store };
}

export const MODELS: AiModelDto[] = [
  {
    name: 'claude-3-7-sonnet-20250219',
    displayName: 'Claude 3.7 Sonnet',
    description: 'High intelligence with extended thinking.',
    contextWindow: 200000,
  },
  {
    name: 'claude-3-5-haiku-20241022',
    displayName: 'Claude 3.5 Haiku',
    description: 'Fast and compact.',
    contextWindow: 200000,
  },
  {
    name: 'claude-sonnet-4-20250514',
    displayName: 'Claude Sonnet 4',
    description: 'Long documents.',
    contextWindow: 1000000,
  },
];

export const PROVIDERS: AiProvidersDto = {
  providers: ['claude', 'openai', 'gemini'],
  default: 'claude',
  configured: { claude: true, openai: false, gemini: false },
};

export function promptAnswer(overrides: Partial<AnthropicPromptResponseDto> = {}): AnthropicPromptResponseDto {
  return {
    id: 'msg_1',
    model: 'claude-3-5-haiku-20241022',
    role: 'assistant',
    content: [{ type: 'text', text: 'Hello there' }],
    usage: { input_tokens: 10, output_tokens: 5 },
    demo: false,
    ...overrides,
  };
}

/** The usual server: providers and models load, prompts answer with `answer`. */
export function happyServer(answer: FakeAnswer | Handler = { status: 200, body: promptAnswer() }) {
  return mockFetch({
    'GET /api/ai/providers': { status: 200, body: PROVIDERS },
    'GET /api/anthropic/models': { status: 200, body: MODELS },
    'POST /api/anthropic/prompt': answer,
  });
}

export function textFile(name: string, size: number, type = 'text/plain'): File {
  return new File([new Uint8Array(size).fill(97)], name, { type });
}
