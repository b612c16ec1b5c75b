import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { signIn } from '@/test/session';
import { ApiError, ApiTimeoutError, REQUEST_TIMEOUT_MS, setUnauthorizedHandler } from './api-client';
import { uploadWithProgress } from './upload';

describe('uploadWithProgress', () => {
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
  });

  it('posts the form with the bearer token, reports progress and answers the parsed body', async () => {
    signIn({ roles: [] });
    const onProgress = vi.fn();
    const body = new FormData();
    body.append('avatar', new File(['x'], 'a.png', { type: 'image/png' }));

    const result = uploadWithProgress('/users/me/avatar', body, { onProgress });
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/users/me/avatar');
    expect(xhr.headers.Authorization).toBe('Bearer jwt');
    expect(xhr.headers['Content-Type']).toBeUndefined(); // the browser sets the multipart boundary
    expect(xhr.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(xhr.body).toBe(body);

    xhr.progress(50, 200);
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    xhr.respond(200, { id: 1, avatar: '/uploads/avatars/a.png' });
    await expect(result).resolves.toEqual({ id: 1, avatar: '/uploads/avatars/a.png' });
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it("turns a non-success answer into an ApiError with the server's message", async () => {
    signIn({ roles: [] });
    const result = uploadWithProgress('/users/me/avatar', new FormData());
    FakeXhr.last().respond(413, {
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The avatar must be at most 2 MB',
    });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('HTTP error! status: 413');
    expect((error as ApiError).serverMessage).toBe('The avatar must be at most 2 MB');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a 401 to the session-expired handler, like every other call', async () => {
    signIn({ roles: [] });
    const result = uploadWithProgress('/users/me/avatar', new FormData());
    FakeXhr.last().respond(401, { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' });
    await expect(result).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends no Authorization header without a session', () => {
    void uploadWithProgress('/users/me/avatar', new FormData()).catch(() => {});
    expect(FakeXhr.last().headers.Authorization).toBeUndefined();
  });

  it('reports network failures, timeouts and aborts', async () => {
    const failed = uploadWithProgress('/users/me/avatar', new FormData());
    FakeXhr.last().fail('error');
    await expect(failed).rejects.toThrow('Failed to fetch');

    const slow = uploadWithProgress('/users/me/avatar', new FormData(), { timeoutMs: 50 });
    FakeXhr.last().fail('timeout');
    await expect(slow).rejects.toBeInstanceOf(ApiTimeoutError);

    const controller = new AbortController();
    const aborted = uploadWithProgress('/users/me/avatar', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
