import { api } from '@mailplan/api';
import { keepFirst } from './keep-first';
import type { AiModelDto, AiProvidersDto, AnthropicPromptRequestDto, AnthropicPromptResponseDto } from '../generated';
import { apiRoute } from '../routes';

/** Model lists are read again after 5 minutes (the spec's business constants). */
const MODEL_LIST_CACHE_SECONDS = 5 * 60;

/** How long a prompt of the AI test page may take to answer (ms); other requests use the API default. */
export const PROMPT_TIMEOUT_MS = 180_000;

/** A prompt as the AI test page sends it: the generated request, with the uploads as browser files (repeated multipart parts). */
export type AnthropicPromptRequest = Omit<AnthropicPromptRequestDto, 'files'> & { files: File[] };

/** The multipart body of `POST /api/anthropic/prompt`. */
function toPromptFormData(request: AnthropicPromptRequest): FormData {
  const form = new FormData();
  form.append('model', request.model);
  form.append('prompt', request.prompt);
  form.append('temperature', String(request.temperature));
  form.append('maxTokens', String(request.maxTokens));
  if (request.systemPrompt?.trim()) form.append('systemPrompt', request.systemPrompt);
  for (const file of request.files) form.append('files', file, file.name);
  return form;
}

/**
 * The AI domain: which providers answer (and which only with the demo model), the Claude models,
 * and the AI test page's prompt. The campaign form's writing helpers (`/api/ai/suggest-modules`
 * and the others) are the campaign domain's (./campaigns.ts), which serves them.
 */
export const aiApi = api.injectEndpoints({
  endpoints: (build) => keepFirst({
    getAiProviders: build.query<AiProvidersDto, void>({
      query: () => apiRoute('get', '/api/ai/providers'),
      providesTags: ['AiProviders'],
    }),
    getAnthropicModels: build.query<AiModelDto[], void>({
      query: () => apiRoute('get', '/api/anthropic/models'),
      keepUnusedDataFor: MODEL_LIST_CACHE_SECONDS,
      providesTags: ['AiModels'],
    }),
    sendAnthropicPrompt: build.mutation<AnthropicPromptResponseDto, AnthropicPromptRequest>({
      // A model may take a while to write its answer: wait longer than for other requests.
      query: (request) =>
        apiRoute('post', '/api/anthropic/prompt', undefined, { body: toPromptFormData(request), timeoutMs: PROMPT_TIMEOUT_MS }),
    }),
  }),
});

export const { useGetAiProvidersQuery, useGetAnthropicModelsQuery, useSendAnthropicPromptMutation } = aiApi;
