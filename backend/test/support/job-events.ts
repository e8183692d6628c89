import type { Client } from './test-app.js';

export interface JobStatusEvent {
  id: string;
  name: string;
  state: 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';
  progress: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely in assertions
  result?: any;
  error?: string;
}

/** Parses a text/event-stream body into its `status` events. */
export function statusEvents(body: string): JobStatusEvent[] {
  return body
    .split('\n\n')
    .filter((block) => /^event: status$/m.test(block))
    .map((block) => JSON.parse(block.split('\n').find((line) => line.startsWith('data: '))!.slice(6)) as JobStatusEvent);
}

/**
 * Reads GET /api/jobs/{id}/events as a browser would, to its end (the server ends it after the
 * final event). Answers the status code, content type and the events.
 */
export async function readJobEvents(c: Client, id: string): Promise<{ status: number; type: string; events: JobStatusEvent[]; body: string }> {
  const res = await c.agent
    .get(`/api/jobs/${encodeURIComponent(id)}/events`)
    .set('Accept', 'text/event-stream')
    .timeout({ deadline: 40_000 }) // a stream that never ends fails the test instead of hanging it
    .buffer(true)
    .parse((r, done) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (text += chunk));
      r.on('end', () => done(null, text));
    });
  const body = typeof res.body === 'string' ? res.body : res.text;
  return { status: res.status, type: String(res.headers['content-type'] ?? ''), events: res.status === 200 ? statusEvents(body) : [], body };
}
