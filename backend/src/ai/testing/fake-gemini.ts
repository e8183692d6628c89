import { lastUserText, startFakeServer, type FakeProviderServer, type FakeReply, type FakeServerOptions } from './fake-http-server.js';

/** A Gemini-format error answer, e.g. geminiError(503, 'UNAVAILABLE', 'The model is overloaded.'). */
export function geminiError(status: number, statusText: string, message: string): FakeReply {
  return { status, json: { error: { code: status, message, status: statusText } } };
}

/**
 * A local fake of the Gemini API: POST /v1beta/models/{model}:generateContent. Point the SDK at
 * `url` (GEMINI_BASE_URL; the SDK adds /v1beta).
 */
export function startFakeGemini(options: FakeServerOptions = {}): Promise<FakeProviderServer> {
  return startFakeServer(
    [{ method: 'POST', match: (p) => /^\/v1beta\/models\/[^/]+:generateContent$/.test(p), scripted: true }],
    {
      success: (req, reply) => {
        const input = reply.usage?.input ?? Math.max(1, Math.ceil(lastUserText(req.body).length / 4));
        const output = reply.usage?.output ?? Math.max(1, Math.ceil(reply.text.length / 4));
        return {
          status: 200,
          json: {
            candidates: [{ content: { role: 'model', parts: [{ text: reply.text }] }, finishReason: 'STOP', index: 0 }],
            usageMetadata: { promptTokenCount: input, candidatesTokenCount: output, totalTokenCount: input + output },
            modelVersion: reply.model ?? req.path.split('/').at(-1)?.split(':')[0],
          },
        };
      },
    },
    options,
  );
}
