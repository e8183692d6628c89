import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { mockApi, mockUnlistedApi, requestLog, userFixture } from '@mailplan/testing';
import { CURRENT_USER_URL, dropPrefetched, PREFETCH_LISTS, prefetchedJson, takePrefetched, type PrefetchList } from '@mailplan/api/prefetch';
import { startEarlyRequests } from '../early';
import { MANIFEST_URL } from '../federation/manifest-url';
import { lazyNow } from './lazy-now';
import { settledValue, track } from './settled';

// The direct-open speed-ups (see the "Direct-open speed-ups" notes in docs/architecture.md):
// what each promises, so a change that breaks one fails here and not only in the bench.

describe('settled: track and settledValue', () => {
  it('hands out the value of a tracked promise once it has resolved, and nothing before', async () => {
    let resolve!: (v: string) => void;
    const promise = track(new Promise<string>((r) => (resolve = r)));
    expect(settledValue(promise)).toBeUndefined();
    resolve('code');
    await promise;
    expect(settledValue(promise)).toEqual({ value: 'code' });
    expect(settledValue(Promise.resolve('untracked'))).toBeUndefined();
  });
});

describe('lazyNow', () => {
  const Page = () => <h1>Loaded page</h1>;

  it('renders in the same commit when the tracked code has already arrived (no fallback)', async () => {
    const code = track(Promise.resolve({ default: Page }));
    await code;
    const Lazy = lazyNow(() => code);
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
  });

  it('behaves like React.lazy while the code is still on its way', async () => {
    let resolve!: (m: { default: typeof Page }) => void;
    const code = track(new Promise<{ default: typeof Page }>((r) => (resolve = r)));
    const Lazy = lazyNow(() => code);
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => resolve({ default: Page }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });
});

describe('early requests', () => {
  afterEach(() => dropPrefetched());

  const takeSession = () => takePrefetched(CURRENT_USER_URL);
  const takeManifest = () => prefetchedJson(takePrefetched(MANIFEST_URL));
  const takeList = (list: PrefetchList) => takePrefetched(PREFETCH_LISTS[list]);

  it('send nothing for the sign-in and registration pages', async () => {
    startEarlyRequests('/auth/login');
    startEarlyRequests('/auth/register');
    expect(takeSession()).toBeUndefined();
    expect(await takeManifest()).toBeUndefined();
    expect(requestLog()).not.toHaveBeenCalled();
  });

  it('check the session once for a signed-in page; the second taker makes its own request', async () => {
    mockApi({ 'GET /api/auth/me': { status: 200, body: userFixture() } });
    startEarlyRequests('/anthropic-test');
    const early = takeSession();
    expect((await early)?.status).toBe(200);
    expect(takeSession()).toBeUndefined();
    expect(takePrefetched(MANIFEST_URL)).toBeUndefined();
  });

  it("on a remote area's page also fetch the manifest and preload the remote's entry", async () => {
    mockApi({ 'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } } });
    mockUnlistedApi({ 'GET /mf-remotes.json': { status: 200, body: { mfe_campaigns: 'http://localhost/campaigns/remoteEntry.js' } } });
    startEarlyRequests('/modules/new');
    await expect(takeManifest()).resolves.toEqual({ body: { mfe_campaigns: 'http://localhost/campaigns/remoteEntry.js' } });
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(link?.href).toBe('http://localhost/campaigns/remoteEntry.js');
  });

  it("on an area's first page also read its list (an OK answer's body), and only there", async () => {
    mockApi({
      'GET /api/auth/me': { status: 200, body: userFixture() },
      'GET /api/email-concepts/counts': { status: 200, body: [] },
    });
    mockUnlistedApi({ 'GET /mf-remotes.json': { status: 200, body: {} } });
    startEarlyRequests('/email-concepts/edit/3');
    expect(takeList('conceptCounts')).toBeUndefined();
    startEarlyRequests('/email-concepts');
    // the concepts page reads the counts per category first, not the whole list
    await expect(prefetchedJson(takeList('conceptCounts'))).resolves.toEqual({ body: [] });
    expect(takeList('conceptCounts')).toBeUndefined();
    expect(takeList('unscheduledConcepts')).toBeUndefined();
    startEarlyRequests('/modules');
    expect(takeList('conceptCounts')).toBeUndefined();
    expect(takeList('unscheduledConcepts')).toBeUndefined();
    expect(takeList('campaigns')).toBeUndefined();
  });

  it('an early list read that is refused is not served, so the page reads it itself', async () => {
    mockApi({
      'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } },
      'GET /api/email-concepts': { status: 401, body: { message: 'Not authenticated' } },
    });
    mockUnlistedApi({ 'GET /mf-remotes.json': { status: 200, body: {} } });
    startEarlyRequests('/content-calendar/');
    const early = takeList('unscheduledConcepts');
    await expect(early).resolves.toMatchObject({ status: 401, ok: false });
    await expect(prefetchedJson(early)).resolves.toBeUndefined();
  });
});
