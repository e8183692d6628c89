import { useEffect, useRef, useState } from 'react';
import { performRequest, type ApiError } from '../base-query';
import type { JobStatusDto } from '../generated';
import { apiRoute } from '../routes';

/** How far a job is: what `useJob` and `runJob` report while it runs. */
export type JobProgress = Pick<JobStatusDto, 'state' | 'progress'>;

/** How a followed job ended: its result, or the reason it did not complete. */
export type JobOutcome = { ok: true; result: unknown } | { ok: false; error: string; status: number };

/** How often the status is read when the browser cannot follow the event stream. */
const POLL_MS = 1000;
/** AI generation is stated as 1-2 minutes; a job followed longer than this is given up (it keeps its answer). */
export const JOB_GIVE_UP_MS = 10 * 60_000;
const FAILED_MESSAGE = 'Failed to get response from AI service';
const TIMEOUT_MESSAGE = 'The generation took too long (timeout)';

/** A job that failed, or could not be started or followed: the message to show, and the HTTP status if any. */
export class JobError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'JobError';
  }
}

/** The API error of a start or a status read as a JobError: the answer's `error` text (the AI calls' shape), else its message. */
function jobErrorOf(error: unknown): JobError {
  const { status, message, data } = (error ?? {}) as Partial<ApiError>;
  const text = (data as { error?: unknown } | undefined)?.error;
  return new JobError(typeof text === 'string' && text ? text : (message ?? FAILED_MESSAGE), typeof status === 'number' ? status : 0);
}

async function readJob(jobId: string): Promise<JobStatusDto> {
  const answer = await performRequest(apiRoute('get', '/api/jobs/{id}', { id: jobId }));
  if (answer.error) throw jobErrorOf(answer.error);
  return answer.data as JobStatusDto;
}

const ended = (status: JobStatusDto) => status.state === 'completed' || status.state === 'failed';

export interface FollowJobOptions {
  /** Called with every status the job reports. */
  onStatus?(status: JobStatusDto): void;
  /** Stops following; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * Follows a job of the user's organization until it completes or fails: its event stream
 * (`GET /api/jobs/{id}/events`), or, where the browser has no EventSource or the stream breaks,
 * `GET /api/jobs/{id}` every second. Resolves with the completed job's result (read from
 * `GET /api/jobs/{id}` when the last event carries none); rejects with a JobError: the job's own
 * error when it failed, the read's error, or a timeout after JOB_GIVE_UP_MS.
 */
export function followJob(jobId: string, { onStatus, signal }: FollowJobOptions = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const events = apiRoute('get', '/api/jobs/{id}/events', { id: jobId }).url;
    const source = typeof EventSource === 'function' ? new EventSource(events, { withCredentials: true }) : undefined;
    let finished = false;
    let polling = false;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;

    const stop = () => {
      finished = true;
      clearTimeout(giveUp);
      clearTimeout(pollTimer);
      source?.close();
      signal?.removeEventListener('abort', onAbort);
    };
    const fail = (error: unknown) => {
      if (finished) return;
      stop();
      reject(error);
    };
    const finish = async (last: JobStatusDto) => {
      if (finished) return;
      stop();
      if (last.state === 'failed') return reject(new JobError(last.error || FAILED_MESSAGE));
      if (last.result !== undefined) return resolve(last.result);
      readJob(jobId).then((status) => resolve(status.result), reject);
    };
    const seen = (status: JobStatusDto) => {
      if (finished) return;
      onStatus?.(status);
      if (ended(status)) void finish(status);
    };
    const poll = async () => {
      if (finished) return;
      try {
        seen(await readJob(jobId));
      } catch (error) {
        return fail(error);
      }
      if (!finished) pollTimer = setTimeout(poll, POLL_MS);
    };
    const onAbort = () => fail(signal?.reason ?? new Error('Stopped following the job'));
    const giveUp = setTimeout(() => fail(new JobError(TIMEOUT_MESSAGE)), JOB_GIVE_UP_MS);

    signal?.addEventListener('abort', onAbort, { once: true });
    if (!source) return void poll();
    source.addEventListener('status', (event) => {
      try {
        seen(JSON.parse((event as MessageEvent<string>).data) as JobStatusDto);
      } catch {
        /* a malformed event is skipped; the next one or the poll catches up */
      }
    });
    source.onerror = () => {
      // The stream ended or broke (e.g. the server restarted) before the last event: poll instead.
      source.close();
      if (!finished && !polling) {
        polling = true;
        void poll();
      }
    };
  });
}

/**
 * Follows job `jobId` (none while it is null) and answers its latest status, null before the
 * first; `onDone` is called once with the outcome. A new id follows that job instead; unmounting
 * stops following.
 */
export function useJob(jobId: string | null | undefined, onDone?: (outcome: JobOutcome) => void): JobStatusDto | null {
  const [status, setStatus] = useState<JobStatusDto | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    setStatus(null);
    if (!jobId) return;
    const following = new AbortController();
    followJob(jobId, { onStatus: setStatus, signal: following.signal }).then(
      (result) => !following.signal.aborted && done.current?.({ ok: true, result }),
      (error: unknown) => {
        if (following.signal.aborted) return;
        const { message, status: code } = error instanceof JobError ? error : jobErrorOf(error);
        done.current?.({ ok: false, error: message, status: code });
      },
    );
    return () => following.abort();
  }, [jobId]);

  return status;
}

/**
 * Runs a long call as a job: `start()` sends it with `?async=true` and answers `{jobId}` at once
 * (202); the job is followed (`onProgress` sees its progress) and its result, the body the call
 * answers without `async`, is returned. An API that answered at once is taken as the result.
 * Rejects with a JobError carrying the call's error message and status.
 */
export async function runJob<T>(start: () => Promise<unknown>, onProgress?: (progress: JobProgress) => void): Promise<T> {
  let started: unknown;
  try {
    started = await start();
  } catch (error) {
    throw jobErrorOf(error);
  }
  const jobId = (started as { jobId?: unknown } | undefined)?.jobId;
  if (typeof jobId !== 'string' || !jobId) return started as T;
  onProgress?.({ state: 'waiting', progress: 0 });
  return (await followJob(jobId, { onStatus: onProgress })) as T;
}
