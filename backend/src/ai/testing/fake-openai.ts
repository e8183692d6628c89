import { lastUserText, startFakeServer, type FakeProviderServer, type FakeReply, type FakeServerOptions } from './fake-http-server.js';

/** An OpenAI-format error answer, e.g. openaiError(429, 'Rate limit reached', 'rate_limit_exceeded'). */
export function openaiError(status: number, message: string, code: string | null = null, headers?: Record<string, string>): FakeReply {
  return { status, json: { error: { message, type: code ?? 'api_error', param: null, code } }, headers };
}

let counter = 0;

/** A local fake of the OpenAI API: POST /v1/chat/completions. Point the SDK at `${url}/v1`. */
export async function startFakeOpenAi(options: FakeServerOptions = {}): Promise<FakeProviderServer> {
  const server = await startFakeServer(
    [{ method: 'POST', match: (p) => p === '/v1/chat/completions', scripted: true }],
    {
      success: (req, reply) => {
        counter += 1;
        return {
          status: 200,
          json: {
            id: `chatcmpl-fake-${counter}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: reply.model ?? req.body?.model ?? 'gpt-fake',
            choices: [{ index: 0, message: { role: 'assistant', content: reply.text, refusal: null }, logprobs: null, finish_reason: 'stop' }],
            usage: {
              prompt_tokens: reply.usage?.input ?? Math.max(1, Math.ceil(lastUserText(req.body).length / 4)),
              completion_tokens: reply.usage?.output ?? Math.max(1, Math.ceil(reply.text.length / 4)),
              total_tokens: 0,
            },
          },
        };
      },
    },
    options,
  );
  return { ...server, url: `${server.url}/v1` };
}
