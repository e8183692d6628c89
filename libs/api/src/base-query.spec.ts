import { apiRequest, performRequest } from './base-query';
import { dropPrefetched, prefetch, PREFETCH_MAX_AGE_MS, takePrefetched } from './prefetch';

function answer(status: number, body = '') {
  return jest.fn().mockResolvedValue({
    ok: status >= 200 && status < 300,
    status,
    text: async () => body,
    json: async () => JSON.parse(body),
  });
}

describe("the base query (the spec's request semantics)", () => {
  it('reads with GET, the session cookie and no write header', async () => {
    global.fetch = answer(200, '[{"id":1}]');
    await expect(performRequest('/api/modules')).resolves.toEqual({ data: [{ id: 1 }] });
    expect(global.fetch).toHaveBeenCalledWith('/api/modules', { method: 'GET', headers: {}, body: undefined, credentials: 'include', signal: expect.any(AbortSignal) });
  });

  it("a paged read's X-Total-Count comes with its data", async () => {
    global.fetch = jest.fn().mockResolvedValue(new Response('[{"id":1},{"id":2}]', { status: 200, headers: { 'X-Total-Count': '2041' } }));
    await expect(performRequest('/api/campaigns?limit=2&offset=0')).resolves.toEqual({ data: [{ id: 1 }, { id: 2 }], meta: { totalCount: 2041 } });
    global.fetch = jest.fn().mockResolvedValue(new Response('[]', { status: 200, headers: { 'X-Total-Count': 'many' } }));
    await expect(performRequest('/api/campaigns?limit=2&offset=0')).resolves.toEqual({ data: [] });
  });

  it('a failed read is "{status}: {body text}"', async () => {
    global.fetch = answer(404, '{"message":"Module not found"}');
    const result = await performRequest('/api/modules/9');
    expect(result.error).toMatchObject({ status: 404, message: '404: {"message":"Module not found"}' });
  });

  it('writes send JSON with the CSRF header', async () => {
    global.fetch = answer(201, '{"id":3}');
    await expect(performRequest({ url: '/api/modules', method: 'POST', body: { name: 'Hero' } })).resolves.toEqual({ data: { id: 3 } });
    expect(global.fetch).toHaveBeenCalledWith('/api/modules', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: '{"name":"Hero"}',
      credentials: 'include',
      signal: expect.any(AbortSignal),
    });
  });

  it('a failed write uses the message of the JSON body', async () => {
    global.fetch = answer(400, '{"statusCode":400,"message":"Field name is required"}');
    const result = await performRequest({ url: '/api/modules', method: 'POST', body: {} });
    expect(result.error).toMatchObject({ status: 400, message: 'Field name is required' });
  });

  it('a failed write with JSON but no message is "An unknown error occurred"', async () => {
    global.fetch = answer(500, '{"error":"x"}');
    expect((await performRequest({ url: '/api/x', method: 'PATCH' })).error?.message).toBe('An unknown error occurred');
  });

  it('a failed write without JSON is "Request failed with status {status}"', async () => {
    global.fetch = answer(502, '<html>Bad gateway</html>');
    expect((await performRequest({ url: '/api/x', method: 'DELETE' })).error?.message).toBe('Request failed with status 502');
  });

  it('a 204 yields an empty object', async () => {
    global.fetch = answer(204);
    await expect(performRequest({ url: '/api/auth/logout', method: 'POST' })).resolves.toEqual({ data: {} });
  });

  it('sends FormData as multipart, letting the browser set the boundary', async () => {
    global.fetch = answer(200, '{}');
    const form = new FormData();
    form.append('name', 'Acme');
    await performRequest({ url: '/api/brand-settings', method: 'POST', body: form });
    const init = (global.fetch as jest.Mock).mock.calls[0][1];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('a network failure is an error with status 0', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await performRequest('/api/auth/me')).error).toEqual({ status: 0, message: 'Failed to fetch' });
  });

  it('apiRequest resolves with the data and rejects with the error', async () => {
    global.fetch = answer(200, '{"ok":true}');
    await expect(apiRequest('/api/health')).resolves.toEqual({ ok: true });
    global.fetch = answer(401, '{"message":"Invalid email or password"}');
    await expect(apiRequest({ url: '/api/auth/login', method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
  });
});

describe('prefetched reads (a list the page started before its code arrived)', () => {
  afterEach(() => dropPrefetched());

  it('the first GET of the URL takes the prefetched answer instead of sending the request again', async () => {
    global.fetch = answer(200, '[{"id":1}]');
    prefetch('/api/email-concepts');
    global.fetch = answer(200, '[{"id":2}]');
    await expect(performRequest('/api/email-concepts')).resolves.toEqual({ data: [{ id: 1 }] });
    expect(global.fetch).not.toHaveBeenCalled();
    // once: the next read asks the server
    await expect(performRequest('/api/email-concepts')).resolves.toEqual({ data: [{ id: 2 }] });
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('a failed early answer is asked for again; another URL is not served from it', async () => {
    global.fetch = answer(401, '{"message":"Not authenticated"}');
    prefetch('/api/email-concepts');
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    prefetch('/api/campaigns');
    global.fetch = answer(200, '[{"id":7}]');
    prefetch('/api/modules');
    global.fetch = answer(200, '[]');
    await expect(performRequest('/api/email-concepts')).resolves.toEqual({ data: [] });
    await expect(performRequest('/api/campaigns')).resolves.toEqual({ data: [] });
    await expect(performRequest('/api/brand-settings')).resolves.toEqual({ data: [] });
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('is not taken after a write, nor once it is too old', async () => {
    global.fetch = answer(200, '[{"id":1}]');
    prefetch('/api/email-concepts');
    global.fetch = answer(200, '[]');
    await performRequest({ url: '/api/email-concepts/1', method: 'PATCH', body: { selected: true } });
    await expect(performRequest('/api/email-concepts')).resolves.toEqual({ data: [] });
    global.fetch = answer(200, '[{"id":1}]');
    prefetch('/api/email-concepts');
    // read after the prefetch took its own time, so that a busy machine's milliseconds cannot keep it young
    const startedAt = Date.now();
    global.fetch = answer(200, '[]');
    const clock = jest.spyOn(Date, 'now').mockReturnValue(startedAt + PREFETCH_MAX_AGE_MS + 1);
    try {
      await expect(performRequest('/api/email-concepts')).resolves.toEqual({ data: [] });
    } finally {
      clock.mockRestore();
    }
  });

  it('hands each answer out once, status and text included, for the readers that are not the base query', async () => {
    global.fetch = answer(401, '{"message":"Not authenticated"}');
    prefetch('/api/auth/me');
    await expect(takePrefetched('/api/auth/me')).resolves.toEqual({ status: 401, ok: false, text: '{"message":"Not authenticated"}' });
    expect(takePrefetched('/api/auth/me')).toBeUndefined();
  });
});
