import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, STALE_TIME_MS } from './query-client';
import { getToasts } from './toast';

function failingMutation(client: ReturnType<typeof createQueryClient>, error: unknown, meta?: Record<string, unknown>) {
  return client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(error), meta })
    .execute(undefined)
    .catch(() => undefined);
}

describe('query client', () => {
  it('keeps data fresh for 5 minutes and retries a failed query once', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(STALE_TIME_MS);
    expect(STALE_TIME_MS).toBe(300_000);
    const retry = defaults.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new ApiError(500, null))).toBe(true);
    expect(retry(1, new ApiError(500, null))).toBe(false);
    expect(retry(0, new ApiError(404, null))).toBe(false);
  });

  it("shows the server's message of a failed mutation in one toast", async () => {
    const client = createQueryClient();
    await failingMutation(
      client,
      new ApiError(409, { statusCode: 409, error: 'Conflict', message: 'A user with this username already exists' }),
    );
    expect(getToasts()).toEqual([
      expect.objectContaining({
        title: 'Error',
        description: 'A user with this username already exists',
        variant: 'destructive',
      }),
    ]);

    await failingMutation(client, new ApiError(500, null), {
      errorTitle: 'Error',
      errorDescription: 'Failed to create user',
    });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ description: 'Failed to create user' });
  });

  it('stays quiet for a 401 and for mutations that handle their own errors', async () => {
    const client = createQueryClient();
    await failingMutation(client, new ApiError(401, null));
    await failingMutation(client, new ApiError(400, null), { skipErrorToast: true });
    expect(getToasts()).toEqual([]);
  });
});
