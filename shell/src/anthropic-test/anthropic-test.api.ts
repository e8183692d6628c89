import { api } from '@mailplan/api';
import { MODEL_LIST_CACHE_SECONDS } from './anthropic-test.constants';

// Shapes of the AI test page's endpoints (AiProvidersDto, AiModelDto, AnthropicPromptResponseDto).
export interface AiProviders {
  providers: string[];
  default: string;
  configured: Record<string, boolean>;
}

export interface AiModel {
  name: string;
  displayName: string;
  description: string;
  contextWindow: number;
}

export interface AnthropicPromptResponse {
  id: string;
  model: string;
  role: string;
  content: { type: string; text?: string }[];
  usage?: { input_tokens: number; output_tokens: number };
  stop_reason?: string;
  demo: boolean;
}

/** What the form sends; `files` go out as repeated multipart parts. */
export interface AnthropicPromptRequest {
  model: string;
  prompt: string;
  temperature: number;
  maxTokens: number;
  systemPrompt?: string;
  files: File[];
}

export function toPromptFormData(request: AnthropicPromptRequest): FormData {
  const form = new FormData();
  form.append('model', request.model);
  form.append('prompt', request.prompt);
  form.append('temperature', String(request.temperature));
  form.append('maxTokens', String(request.maxTokens));
  if (request.systemPrompt?.trim()) form.append('systemPrompt', request.systemPrompt);
  for (const file of request.files) form.append('files', file, file.name);
  return form;
}

export const anthropicTestApi = api.injectEndpoints({
  endpoints: (build) => ({
    aiProviders: build.query<AiProviders, void>({
      query: () => '/api/ai/providers',
      providesTags: ['AiProviders'],
    }),
    anthropicModels: build.query<AiModel[], void>({
      query: () => '/api/anthropic/models',
      keepUnusedDataFor: MODEL_LIST_CACHE_SECONDS,
      providesTags: ['AiModels'],
    }),
    anthropicPrompt: build.mutation<AnthropicPromptResponse, AnthropicPromptRequest>({
      query: (request) => ({ url: '/api/anthropic/prompt', method: 'POST', body: toPromptFormData(request) }),
    }),
  }),
});

export const { useAiProvidersQuery, useAnthropicModelsQuery, useAnthropicPromptMutation } = anthropicTestApi;
