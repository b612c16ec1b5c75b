import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiError,
  ApiTimeoutError,
  buildPath,
  errorMessage,
  REQUEST_TIMEOUT_MS,
  setUnauthorizedHandler,
} from './api-client';
import { signIn } from '@/test/session';

function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setUnauthorizedHandler(onUnauthorized);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends JSON with the stored bearer token and returns the parsed body', async () => {
    signIn({ token: 'abc', firstName: 'A', lastName: 'B', username: 'a@b.example', roles: [] });
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 5 }));

    await expect(
      api.post('/nms/cms/nac/news', { title: 'Hello' }, { query: { page: 0, status: undefined } }),
    ).resolves.toEqual({ id: 5 });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/nms/cms/nac/news?page=0');
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init!.body).toBe('{"title":"Hello"}');
  });

  it('never sends the token with sign-in', async () => {
    signIn({ token: 'abc', firstName: 'A', lastName: 'B', username: 'a@b.example', roles: [] });
    fetchMock.mockResolvedValue(jsonResponse(200, { token: 't' }));
    await api.post('/ams/cms/auth/signin', { username: 'a', password: 'b', assetOwnerId: 0 });
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("throws 'HTTP error! status: {code}' carrying the status and the server's JSON body", async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Title is required',
      issues: [{ path: 'title', message: 'Title is required' }],
    };
    fetchMock.mockResolvedValue(jsonResponse(400, body));

    const error = await api.get('/nms/cms/nac/news/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('HTTP error! status: 400');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual(body);
    expect(errorMessage(error)).toBe('Title is required');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the status when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await api.get('/health').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('HTTP error! status: 502');
    expect(error.body).toBeNull();
    expect(errorMessage(error)).toBe('HTTP error! status: 502');
  });

  it('goes to /session-expired on a 401 from any call but sign-in', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Session expired' }),
    );

    await expect(api.get('/misc/cms/alerts')).rejects.toMatchObject({ status: 401 });
    await expect(api.get('/ums/cms/cuc/users')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);

    onUnauthorized.mockClear();
    await expect(api.post('/ams/cms/auth/signin', {})).rejects.toMatchObject({ status: 401 });
    await expect(api.post('/auth/logout', undefined, { redirectOn401: false })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('aborts after the development timeout (10000 ms)', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = api.get('/nms/cms/nac/news').catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect((error as Error).message).toBe('Request timed out after 10000 ms');
  });

  it("passes the caller's abort through as an abort, not a timeout", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const result = api.get('/nms/cms/nac/news', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await result;
    expect(error).not.toBeInstanceOf(ApiTimeoutError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('sends FormData as multipart without a JSON content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { avatar: '/uploads/x.png' }));
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await api.post('/users/me/avatar', form);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('fills contract path parameters', () => {
    expect(buildPath('/ums/cms/cuc/users/:userId/roles/:roleId', { userId: 3, roleId: 2 })).toBe(
      '/ums/cms/cuc/users/3/roles/2',
    );
    expect(() => buildPath('/ums/cms/cuc/users/:id', {})).toThrow('Missing path parameter "id"');
  });
});
