import { lastUserText, startFakeServer, type FakeProviderServer, type FakeReply, type FakeServerOptions } from './fake-http-server.js';

export interface FakeAnthropicOptions extends FakeServerOptions {
  /** What GET /v1/models lists. */
  models?: Array<{ id: string; display_name: string; max_input_tokens?: number; created_at?: string }>;
}

export const FAKE_ANTHROPIC_MODELS = [
  { id: 'claude-sonnet-4-5-20250929', display_name: 'Claude Sonnet 4.5', max_input_tokens: 200_000, created_at: '2025-09-29T00:00:00Z' },
  { id: 'claude-3-haiku-20240307', display_name: 'Claude 3 Haiku', max_input_tokens: 200_000, created_at: '2024-03-07T00:00:00Z' },
];

/** An Anthropic-format error answer, e.g. anthropicError(529, 'overloaded_error', 'Overloaded'). */
export function anthropicError(status: number, type: string, message: string, headers?: Record<string, string>): FakeReply {
  return { status, json: { type: 'error', error: { type, message } }, headers };
}

/** A stream that starts answering, then sends an `error` event (what the API does when it overloads mid-answer). */
export function anthropicMidStreamError(partialText = 'Partial ', type = 'overloaded_error', message = 'Overloaded'): Extract<FakeReply, { sse: unknown }> {
  return {
    sse: [
      { event: 'message_start', data: { type: 'message_start', message: { id: 'msg_fake_partial', type: 'message', role: 'assistant', model: 'fake', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } } } },
      { event: 'content_block_start', data: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } } },
      { event: 'content_block_delta', data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: partialText } } },
      { event: 'error', data: { type: 'error', error: { type, message } } },
    ],
  };
}

let counter = 0;

/**
 * A local fake of the Anthropic API: POST /v1/messages (JSON or `stream: true` SSE) and
 * GET /v1/models. Point the SDK at `url` (ANTHROPIC_BASE_URL).
 */
export function startFakeAnthropic(options: FakeAnthropicOptions = {}): Promise<FakeProviderServer> {
  const models = options.models ?? FAKE_ANTHROPIC_MODELS;
  return startFakeServer(
    [
      { method: 'POST', match: (p) => p === '/v1/messages', scripted: true },
      {
        method: 'GET',
        match: (p) => p === '/v1/models',
        scripted: false,
        handle: () => ({
          status: 200,
          json: {
            data: models.map((m) => ({ type: 'model', created_at: '2025-01-01T00:00:00Z', max_input_tokens: null, ...m })),
            has_more: false,
            first_id: models[0]?.id ?? null,
            last_id: models.at(-1)?.id ?? null,
          },
        }),
      },
    ],
    {
      success: (req, reply) => {
        counter += 1;
        const id = `msg_fake_${counter}`;
        const model = reply.model ?? req.body?.model ?? 'claude-fake';
        const input = reply.usage?.input ?? Math.max(1, Math.ceil(lastUserText(req.body).length / 4));
        const output = reply.usage?.output ?? Math.max(1, Math.ceil(reply.text.length / 4));
        if (!req.body?.stream) {
          return {
            status: 200,
            json: { id, type: 'message', role: 'assistant', model, content: [{ type: 'text', text: reply.text }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: input, output_tokens: output } },
          };
        }
        const pieces = reply.text.match(/[\s\S]{1,40}/g) ?? [''];
        return {
          status: 200,
          sse: [
            { event: 'message_start', data: { type: 'message_start', message: { id, type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: input, output_tokens: 1 } } } },
            { event: 'content_block_start', data: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } } },
            { event: 'ping', data: { type: 'ping' } },
            ...pieces.map((text) => ({ event: 'content_block_delta', data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } } })),
            { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } },
            { event: 'message_delta', data: { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: output } } },
            { event: 'message_stop', data: { type: 'message_stop' } },
          ],
        };
      },
    },
    options,
  );
}
