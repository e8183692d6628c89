import { mockApi, renderWithProviders, type FakeAnswer } from '@mailplan/testing';
import type { ErrorResponseDto } from '@mailplan/api';
import type { AiModelDto, AiProvidersDto, AnthropicPromptResponseDto } from '@mailplan/api';
import AnthropicTestPage from './AnthropicTestPage';

// Fixtures of the AI test page's tests, typed by the generated API types.

/** The page as the shell mounts it: a real store built from `api`, the theme and the product's toasts. */
export const renderPage = () => renderWithProviders(<AnthropicTestPage />, { route: '/anthropic-test' });

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
export function happyServer(
  answer: FakeAnswer<AnthropicPromptResponseDto | ErrorResponseDto> | (() => Promise<FakeAnswer>) = { status: 200, body: promptAnswer() },
) {
  return mockApi({
    'GET /api/ai/providers': { status: 200, body: PROVIDERS },
    'GET /api/anthropic/models': { status: 200, body: MODELS },
    'POST /api/anthropic/prompt': typeof answer === 'function' ? answer : () => answer,
  });
}

export function textFile(name: string, size: number, type = 'text/plain'): File {
  return new File([new Uint8Array(size).fill(97)], name, { type });
}
