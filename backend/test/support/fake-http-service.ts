// The HTTP server under the local fakes of the email services (fake-klaviyo.ts, fake-mailchimp.ts):
// it reads each request into a recorded call, serves the fake's own `GET /__fake/state` and
// `POST /__fake/reset`, sends the fake's answer after the fake's latency, and closes with its open
// connections. What a service accepts and answers stays in its own fake. Node-only imports and
// erasable TypeScript: Node runs this file as it is.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  /** When the whole request had arrived, and when its answer was sent (performance.now(), ms): which calls overlapped. */
  receivedAt: number;
  answeredAt?: number;
}

export interface FakeReply {
  status: number;
  json?: unknown;
  headers?: Record<string, string>;
}

export interface FakeHttpService {
  port?: number;
  /** Milliseconds to wait before each answer; read on every call, so a test can change it. */
  latencyMs(): number;
  /** The answer's content type (services type their errors differently). */
  contentType(reply: FakeReply): string;
  /** The fake's answer to a call to the service's API; `raw` is the body as it was sent. */
  answer(call: FakeCall, raw: string): FakeReply;
  /** What `GET /__fake/state` shows. */
  state(): unknown;
  /** What `POST /__fake/reset` does. */
  reset(): void;
}

/** A request the real service would refuse, as the fake records it: the call, the broken rule, the answer. */
export interface FakeViolation {
  call: string;
  rule: string;
  status: number;
  detail: string;
}

/**
 * What a fake keeps of the calls made to it, for the tests to read: every call, the calls to an
 * action that sends or schedules (`sendPaths`; none may happen) and the requests the real service
 * would refuse (none may happen).
 */
export function callLog(sendPaths: RegExp) {
  const calls: FakeCall[] = [];
  const sendCalls: FakeCall[] = [];
  const violations: FakeViolation[] = [];
  return {
    calls,
    sendCalls,
    violations,
    record(call: FakeCall): void {
      calls.push(call);
      if (sendPaths.test(call.path)) sendCalls.push(call);
    },
    refused(call: FakeCall, refusal: Omit<FakeViolation, 'call'>): void {
      violations.push({ call: `${call.method} ${call.path}`, ...refusal });
    },
    clear(): void {
      calls.length = 0;
      sendCalls.length = 0;
      violations.length = 0;
    },
  };
}

/** A failure a test asks the fake for: calls with this method and path are answered this status. */
export interface FakeFailure {
  method: string;
  /** Matched against the path, e.g. /^\/api\/campaigns$/. */
  path: RegExp;
  status: number;
  /** How many matching calls fail (default 1). */
  times?: number;
  retryAfter?: number;
}

/** The failures a test asked for, each used up by as many matching calls as it names. */
export class ScriptedFailures {
  private readonly pending: Array<FakeFailure & { left: number }> = [];

  add(failure: FakeFailure): void {
    this.pending.push({ ...failure, left: failure.times ?? 1 });
  }

  clear(): void {
    this.pending.length = 0;
  }

  /** The failure this call meets, counted as used; undefined when the call is to be answered. */
  take(call: FakeCall): FakeFailure | undefined {
    const failure = this.pending.find((f) => f.left > 0 && f.method === call.method && f.path.test(call.path));
    if (failure) failure.left -= 1;
    return failure;
  }
}

/** The Retry-After header of a failure that names one. */
export function retryAfterHeader(failure: FakeFailure): Record<string, string> | undefined {
  return failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : undefined;
}

/** The body parsed as JSON; undefined when there is none or it is not JSON. */
function jsonOrUndefined(raw: string): unknown {
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

/** The call as the fake records it: the path without a trailing slash, the body parsed when it is JSON. */
function recordCall(req: IncomingMessage, raw: string): FakeCall {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  return { method: req.method ?? 'GET', path, query: Object.fromEntries(url.searchParams), headers: req.headers, body: jsonOrUndefined(raw), receivedAt: performance.now() };
}

/** Serves the fake's own state and reset routes; false when the call is for the service's API. */
function servedFakeControl(call: FakeCall, res: ServerResponse, service: FakeHttpService): boolean {
  if (call.path === '/__fake/state' && call.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(service.state()));
    return true;
  }
  if (call.path === '/__fake/reset' && call.method === 'POST') {
    service.reset();
    res.writeHead(204);
    res.end();
    return true;
  }
  return false;
}

/** Starts the fake on 127.0.0.1 (any free port unless `port` is given). */
export async function startFakeHttpService(service: FakeHttpService): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const call = recordCall(req, raw);
      if (servedFakeControl(call, res, service)) return;
      const reply = service.answer(call, raw);
      const send = () => {
        call.answeredAt = performance.now();
        res.writeHead(reply.status, { 'content-type': service.contentType(reply), ...(reply.headers ?? {}) });
        res.end(reply.json === undefined ? '' : JSON.stringify(reply.json));
      };
      const latencyMs = service.latencyMs();
      if (latencyMs > 0) setTimeout(send, latencyMs);
      else send();
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(service.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
