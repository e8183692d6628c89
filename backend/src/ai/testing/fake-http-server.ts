// A scriptable local HTTP server that the real SDKs talk to through their base URL. Each fake
// provider (fake-anthropic.ts, fake-openai.ts, fake-gemini.ts) builds on it. For tests, e2e
// runs and benches: start on 127.0.0.1, port 0 (a free port), close when done.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeRequest {
  method: string;
  /** Path without the query string, e.g. '/v1/messages'. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body (undefined when there was none or it was not JSON); loosely typed for assertions. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  raw: string;
}

/** One scripted answer. Any of them may add `delayMs` before answering. */
export type FakeReply = { delayMs?: number } & (
  | { text: string; model?: string; usage?: { input: number; output: number }; /** streamed requests: pause between pieces */ chunkDelayMs?: number }
  | { status: number; json?: unknown; headers?: Record<string, string> }
  | { sse: Array<{ event?: string; data: unknown }>; chunkDelayMs?: number }
  | { hang: true }
  | { drop: true }
);

export type FakeStep = FakeReply | ((request: FakeRequest) => FakeReply);

export interface FakeServerOptions {
  /** Added before every answer (benchmarks: a provider's typical latency). */
  latencyMs?: number;
  /** The answer when no step is scripted; default: a short text echoing the prompt. */
  respond?: (request: FakeRequest) => FakeReply;
}

export interface FakeProviderServer {
  /** Base URL to configure the SDK with (e.g. ANTHROPIC_BASE_URL). */
  readonly url: string;
  /** Every request received to the generation endpoint, in order. */
  readonly requests: FakeRequest[];
  /** Scripts the next answers of the generation endpoint, used in order, then the default again. */
  script(...steps: FakeStep[]): void;
  /** Forgets scripted steps and received requests. */
  reset(): void;
  close(): Promise<void>;
}

export interface FakeRoute {
  method: string;
  match: (path: string) => boolean;
  /** Generation endpoints take scripted steps and are recorded in `requests`. */
  scripted: boolean;
  handle?: (request: FakeRequest) => FakeReply;
}

export interface FakeWire {
  /** Sends a successful answer with this text, in the vendor's format. */
  success(request: FakeRequest, reply: Extract<FakeReply, { text: string }>): { status: number; json?: unknown; sse?: Array<{ event?: string; data: unknown }> };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Part = { text?: string };
type Turn = { role?: string; content?: string | Part[]; parts?: Part[] };

/** The last user turn's text of an Anthropic, OpenAI or Gemini request body. */
export function lastUserText(body: unknown): string {
  const b = (body ?? {}) as { messages?: Turn[]; contents?: Turn[] };
  const messages = Array.isArray(b.messages) ? b.messages : [];
  const contents = Array.isArray(b.contents) ? b.contents : [];
  const last = messages.filter((m) => m.role === 'user').at(-1) ?? contents.at(-1);
  const content = last?.content ?? last?.parts;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => p?.text ?? '').join('');
  return '';
}

export async function startFakeServer(routes: FakeRoute[], wire: FakeWire, options: FakeServerOptions = {}): Promise<FakeProviderServer> {
  const steps: FakeStep[] = [];
  const requests: FakeRequest[] = [];
  const sockets = new Set<Socket>();
  const defaultReply = options.respond ?? ((req: FakeRequest) => ({ text: `Fake answer to: ${lastUserText(req.body).slice(0, 80)}` }));

  const send = async (res: ServerResponse, req: FakeRequest, reply: FakeReply) => {
    const delay = (options.latencyMs ?? 0) + (reply.delayMs ?? 0);
    if (delay) await wait(delay);
    if ('hang' in reply) return; // never answers: the client's time limit must fire
    if ('drop' in reply) {
      res.socket?.destroy();
      return;
    }
    let out: { status: number; json?: unknown; headers?: Record<string, string>; sse?: Array<{ event?: string; data: unknown }>; chunkDelayMs?: number };
    if ('text' in reply) out = { ...wire.success(req, reply), chunkDelayMs: reply.chunkDelayMs };
    else if ('sse' in reply) out = { status: 200, sse: reply.sse, chunkDelayMs: reply.chunkDelayMs };
    else out = reply;
    if (out.sse) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...(out.headers ?? {}) });
      for (const event of out.sse) {
        if (res.destroyed) return;
        res.write(`${event.event ? `event: ${event.event}\n` : ''}data: ${JSON.stringify(event.data)}\n\n`);
        if (out.chunkDelayMs) await wait(out.chunkDelayMs);
      }
      res.end();
      return;
    }
    const body = out.json === undefined ? '' : JSON.stringify(out.json);
    res.writeHead(out.status, { 'content-type': 'application/json', ...(out.headers ?? {}) });
    res.end(body);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined;
      }
      const request: FakeRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body, raw };
      const route = routes.find((r) => r.method === request.method && r.match(request.path));
      if (!route) {
        void send(res, request, { status: 404, json: { error: { message: `No fake route for ${request.method} ${request.path}` } } });
        return;
      }
      let reply: FakeReply;
      if (route.scripted) {
        requests.push(request);
        const step = steps.shift();
        reply = step === undefined ? defaultReply(request) : typeof step === 'function' ? step(request) : step;
      } else {
        reply = route.handle ? route.handle(request) : { status: 404 };
      }
      send(res, request, reply).catch(() => res.destroy());
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...more) => void steps.push(...more),
    reset: () => {
      steps.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
