import { act, renderHook, waitFor } from '@testing-library/react';
import { followJob, JobError, runJob, useJob, type JobOutcome } from './jobs';

/** An EventSource the test drives: `emit` sends a `status` event, `fail` breaks the stream. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  static readonly CLOSED = 2;
  readonly listeners: ((event: MessageEvent<string>) => void)[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    if (type === 'status') this.listeners.push(listener);
  }
  close() {
    this.closed = true;
  }
  emit(status: object) {
    this.listeners.forEach((l) => l({ data: JSON.stringify(status) } as MessageEvent<string>));
  }
  fail() {
    this.onerror?.();
  }
}

const status = (state: string, progress: number, extra: object = {}) => ({ id: 'job-1', name: 'ai-generate', state, progress, ...extra });

/** `fetch` answering GET /api/jobs/job-1 with `answers` in turn (the last one again after that). */
function jobReads(...answers: { status: number; body: object }[]) {
  const fetchMock = jest.fn(async () => {
    const { status: code, body } = answers.length > 1 ? answers.shift()! : answers[0];
    return { ok: code >= 200 && code < 300, status: code, text: async () => JSON.stringify(body), json: async () => body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const sentUrls = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => url);

describe('following a job', () => {
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
    FakeEventSource.last = undefined;
  });

  it("follows the job's event stream, reports each status and resolves with the result", async () => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    const fetchMock = jobReads({ status: 500, body: {} });
    const seen: string[] = [];
    const done = followJob('job-1', { onStatus: (s) => seen.push(`${s.state} ${s.progress}`) });
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/jobs/job-1/events');
    expect(source.init).toEqual({ withCredentials: true });
    source.emit(status('active', 40));
    source.emit(status('completed', 100, { result: { conceptCount: 3 } }));
    await expect(done).resolves.toEqual({ conceptCount: 3 });
    expect(seen).toEqual(['active 40', 'completed 100']);
    expect(source.closed).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the result when the last event carries none', async () => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    const fetchMock = jobReads({ status: 200, body: status('completed', 100, { result: { text: 'done' } }) });
    const done = followJob('job-1');
    FakeEventSource.last!.emit(status('completed', 100));
    await expect(done).resolves.toEqual({ text: 'done' });
    expect(sentUrls(fetchMock)).toEqual(['/api/jobs/job-1']);
  });

  it('polls the status once the stream breaks', async () => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    const fetchMock = jobReads({ status: 200, body: status('completed', 100, { result: { ok: true } }) });
    const seen: string[] = [];
    const done = followJob('job-1', { onStatus: (s) => seen.push(s.state) });
    FakeEventSource.last!.emit(status('active', 10));
    FakeEventSource.last!.fail();
    await expect(done).resolves.toEqual({ ok: true });
    expect(FakeEventSource.last!.closed).toBe(true);
    expect(seen).toEqual(['active', 'completed']);
    expect(sentUrls(fetchMock)).toEqual(['/api/jobs/job-1']);
  });

  it('polls every second where the browser has no event stream; a failed job rejects with its reason', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = jobReads(
        { status: 200, body: status('waiting', 0) },
        { status: 200, body: status('failed', 5, { error: 'AI service overloaded (529)' }) },
      );
      const done = followJob('job-1');
      const outcome = done.catch((e: unknown) => e);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(999);
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      const error = await outcome;
      expect(error).toBeInstanceOf(JobError);
      expect(error).toMatchObject({ message: 'AI service overloaded (529)' });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a status that cannot be read rejects with the read error', async () => {
    jobReads({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Job not found' } });
    await expect(followJob('job-1')).rejects.toMatchObject({ name: 'JobError', status: 404, message: 'Not Found' });
  });

  it('stops when its signal is aborted', async () => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    const stop = new AbortController();
    const done = followJob('job-1', { signal: stop.signal });
    stop.abort(new Error('left the page'));
    await expect(done).rejects.toThrow('left the page');
    expect(FakeEventSource.last!.closed).toBe(true);
  });
});

describe('runJob', () => {
  it('starts the call, follows its job and answers its result', async () => {
    jobReads({ status: 200, body: status('completed', 100, { result: { brandGuide: 'Voice: warm.' } }) });
    const progress: unknown[] = [];
    await expect(runJob(async () => ({ jobId: 'job-1' }), (p) => progress.push(p))).resolves.toEqual({ brandGuide: 'Voice: warm.' });
    expect(progress[0]).toEqual({ state: 'waiting', progress: 0 });
  });

  it('takes an answer given at once as the result, and a refused start as a JobError with its text and status', async () => {
    await expect(runJob(async () => ({ content: [{ text: 'now' }] }))).resolves.toEqual({ content: [{ text: 'now' }] });
    const refused = runJob(() => Promise.reject({ status: 429, message: 'An unknown error occurred', data: { error: 'Rate limited' } }));
    await expect(refused).rejects.toMatchObject({ name: 'JobError', status: 429, message: 'Rate limited' });
  });
});

describe('useJob', () => {
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it('answers the latest status and reports the outcome once; no id follows nothing', async () => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    const onDone = jest.fn<void, [JobOutcome]>();
    const { result, rerender } = renderHook(({ id }: { id: string | null }) => useJob(id, onDone), { initialProps: { id: null as string | null } });
    expect(result.current).toBeNull();
    expect(FakeEventSource.last).toBeUndefined();
    rerender({ id: 'job-1' });
    act(() => FakeEventSource.last!.emit(status('active', 40)));
    expect(result.current).toMatchObject({ state: 'active', progress: 40 });
    act(() => FakeEventSource.last!.emit(status('completed', 100, { result: { conceptCount: 2 } })));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ ok: true, result: { conceptCount: 2 } }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('reports a failed job with its reason, and stops following when unmounted', async () => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    const onDone = jest.fn<void, [JobOutcome]>();
    const first = renderHook(() => useJob('job-1', onDone));
    act(() => FakeEventSource.last!.emit(status('failed', 10, { error: 'Failed to parse AI response' })));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ ok: false, error: 'Failed to parse AI response', status: 0 }));
    first.unmount();

    const second = renderHook(() => useJob('job-2', onDone));
    const source = FakeEventSource.last!;
    second.unmount();
    expect(source.closed).toBe(true);
    act(() => source.emit(status('completed', 100, { result: {} })));
    await new Promise((r) => setTimeout(r, 10));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
