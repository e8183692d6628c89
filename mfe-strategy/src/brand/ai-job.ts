import { performRequest, type ApiError, type JobStatusDto } from '@mailplan/api';

/** How often the status is read when the browser cannot follow the event stream. */
const POLL_MS = 1000;
/** Generation is stated as 1-2 minutes; give up after 10 (the job keeps its answer). */
const GIVE_UP_MS = 10 * 60_000;

export interface JobProgress {
  state: string;
  progress: number;
}

/** A failed generation: the message the synchronous call would answer, and its status. */
export class GenerationError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

function errorOf(error: ApiError): GenerationError {
  const data = error.data as { error?: unknown; message?: unknown } | undefined;
  const text = typeof data?.error === 'string' && data.error ? data.error : error.message;
  return new GenerationError(text, error.status);
}

/**
 * Runs a long AI call (brand guide, strategy) as a job: `POST url?async=true` answers
 * `{jobId}` at once; the job's `status` events report its progress (`onProgress`), and its
 * result is the body the synchronous call would answer. Rejects with a GenerationError carrying
 * the call's error message.
 */
export async function runAiJob<T>(url: string, form: FormData, onProgress: (p: JobProgress) => void): Promise<T> {
  const started = await performRequest({ url: `${url}?async=true`, method: 'POST', body: form });
  if (started.error) throw errorOf(started.error);
  const jobId = (started.data as { jobId?: string } | undefined)?.jobId;
  // An API that answered synchronously after all: that body is the result.
  if (!jobId) return started.data as T;
  onProgress({ state: 'waiting', progress: 0 });
  const final = await follow(jobId, onProgress);
  if (final.state === 'failed') throw new GenerationError(final.error || 'Failed to get response from AI service');
  const done = await performRequest(`/api/jobs/${encodeURIComponent(jobId)}`);
  if (done.error) throw errorOf(done.error);
  return (done.data as JobStatusDto).result as T;
}

/** Follows the job until it completes or fails: the event stream, or polling where there is none. */
function follow(jobId: string, onProgress: (p: JobProgress) => void): Promise<JobStatusDto> {
  if (typeof EventSource === 'undefined') return poll(jobId, onProgress);
  return new Promise((resolve, reject) => {
    const source = new EventSource(`/api/jobs/${encodeURIComponent(jobId)}/events`, { withCredentials: true });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      source.close();
      fn();
    };
    const timer = setTimeout(() => finish(() => reject(new GenerationError('The generation took too long (timeout)'))), GIVE_UP_MS);
    source.addEventListener('status', (event) => {
      const status = JSON.parse((event as MessageEvent<string>).data) as JobStatusDto;
      onProgress({ state: status.state, progress: status.progress });
      if (status.state === 'completed' || status.state === 'failed') finish(() => resolve(status));
    });
    // The stream broke (e.g. the server restarted): read the status instead of waiting on it.
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) finish(() => poll(jobId, onProgress).then(resolve, reject));
    };
  });
}

async function poll(jobId: string, onProgress: (p: JobProgress) => void): Promise<JobStatusDto> {
  const until = Date.now() + GIVE_UP_MS;
  while (Date.now() < until) {
    const answer = await performRequest(`/api/jobs/${encodeURIComponent(jobId)}`);
    if (answer.error) throw errorOf(answer.error);
    const status = answer.data as JobStatusDto;
    onProgress({ state: status.state, progress: status.progress });
    if (status.state === 'completed' || status.state === 'failed') return status;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  throw new GenerationError('The generation took too long (timeout)');
}

/** The text of a generation answer: `brandGuide`, else `content[0].text` (part 2, section 7). */
export function generatedText(answer: unknown): string {
  const body = answer as { brandGuide?: unknown; content?: Array<{ text?: unknown }> } | undefined;
  if (typeof body?.brandGuide === 'string' && body.brandGuide.trim()) return body.brandGuide;
  const text = body?.content?.[0]?.text;
  return typeof text === 'string' ? text : '';
}

/** Whether the answer came from the offline demo model. */
export const isDemo = (answer: unknown) => Boolean((answer as { demo?: unknown } | undefined)?.demo);
