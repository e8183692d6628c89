import { apiRequest } from '@mailplan/api';
import { useEffect, useRef, useState } from 'react';

/** A background job's status as `GET /api/jobs/{id}` and its event stream answer it. */
export interface JobStatus {
  id: string;
  name: string;
  state: 'waiting' | 'delayed' | 'active' | 'completed' | 'failed' | string;
  progress: number;
  result?: unknown;
  error?: string;
}

export type JobOutcome = { ok: true; result: unknown } | { ok: false; error: string };

const POLL_MS = 1000;

/**
 * Follows a job through `GET /api/jobs/{id}/events` and reports its progress; calls `onDone` once
 * with the result (read from `GET /api/jobs/{id}` when the last event carries none) or the error.
 * Where EventSource is missing, or the stream breaks, it polls the status instead.
 */
export function useJobProgress(jobId: string | null, onDone: (outcome: JobOutcome) => void): JobStatus | null {
  const [status, setStatus] = useState<JobStatus | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!jobId) {
      setStatus(null);
      return;
    }
    let finished = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const path = `/api/jobs/${encodeURIComponent(jobId)}`;

    const finish = async (last: JobStatus) => {
      if (finished) return;
      finished = true;
      source?.close();
      if (last.state === 'failed') {
        done.current({ ok: false, error: last.error || 'The job failed' });
        return;
      }
      let result = last.result;
      if (result === undefined) {
        try {
          result = (await apiRequest<JobStatus>(path)).result;
        } catch (e) {
          done.current({
            ok: false,
            error: (e as { message?: string }).message ?? 'The job could not be read',
          });
          return;
        }
      }
      done.current({ ok: true, result });
    };

    const seen = (next: JobStatus) => {
      if (finished) return;
      setStatus(next);
      if (next.state === 'completed' || next.state === 'failed') void finish(next);
    };

    const poll = async () => {
      if (finished) return;
      try {
        seen(await apiRequest<JobStatus>(path));
      } catch (e) {
        finished = true;
        done.current({
          ok: false,
          error: (e as { message?: string }).message ?? 'The job could not be read',
        });
        return;
      }
      if (!finished) timer = setTimeout(poll, POLL_MS);
    };

    if (typeof EventSource === 'function') {
      source = new EventSource(`${path}/events`, { withCredentials: true });
      source.addEventListener('status', (event) => {
        try {
          seen(JSON.parse((event as MessageEvent<string>).data) as JobStatus);
        } catch {
          /* a malformed event is skipped; the next one or the poll catches up */
        }
      });
      source.onerror = () => {
        // The stream ended or broke before the last event: follow the job by polling.
        source?.close();
        if (!finished && timer === undefined) void poll();
      };
    } else {
      void poll();
    }

    return () => {
      finished = true;
      source?.close();
      if (timer) clearTimeout(timer);
    };
  }, [jobId]);

  return status;
}
