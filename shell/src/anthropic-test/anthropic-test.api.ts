import { api } from '@mailplan/api';
import type { AiModelDto, AiProvidersDto, AnthropicPromptRequestDto, AnthropicPromptResponseDto } from '@mailplan/api';
import { MODEL_LIST_CACHE_SECONDS, PROMPT_TIMEOUT_MS } from './anthropic-test.constants';

/** What the form sends: the generated request, with the uploads as browser files (repeated multipart parts). */
export type AnthropicPromptRequest = Omit<AnthropicPromptRequestDto, 'files'> & { files: File[] };

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
    aiProviders: build.query<AiProvidersDto, void>({
      query: () => '/api/ai/providers',
      providesTags: ['AiProviders'],
    }),
    anthropicModels: build.query<AiModelDto[], void>({
      query: () => '/api/anthropic/models',
      keepUnusedDataFor: MODEL_LIST_CACHE_SECONDS,
      providesTags: ['AiModels'],
    }),
    anthropicPrompt: build.mutation<AnthropicPromptResponseDto, AnthropicPromptRequest>({
      // A model may take a while to write its answer: wait longer than for other requests.
      query: (request) => ({ url: '/api/anthropic/prompt', method: 'POST', body: toPromptFormData(request), timeoutMs: PROMPT_TIMEOUT_MS }),
    }),
  }),
});

export const { useAiProvidersQuery, useAnthropicModelsQuery, useAnthropicPromptMutation } = anthropicTestApi;
