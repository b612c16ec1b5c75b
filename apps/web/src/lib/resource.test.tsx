import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serverError } from '@/test/fake-api';
import { fakeServer } from '@/test/render';
import { queryClient } from './query-client';
import { defineResource } from './resource';
import { getToasts } from './toast';

interface Trip {
  id: number;
  title: string;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** The failure toast of one call of `hook`'s mutation against a server that answers 500. */
async function failureToastOf(run: () => Promise<unknown>) {
  await act(async () => {
    await run().catch(() => undefined);
  });
  return getToasts()[0]?.title;
}

describe('defineResource failure toasts', () => {
  const answer500 = () => serverError();
  const server = fakeServer({ 'POST /trips': answer500, 'PUT /trips/3': answer500 });

  it('says saveFailed for create and update alike', async () => {
    vi.stubGlobal('fetch', vi.fn(server));
    const trips = defineResource<Trip, { title: string }>({
      key: 'trips',
      contract: { paths: { collection: '/trips', item: '/trips/:id' } },
      messages: { saveFailed: 'Failed to save trip', deleteFailed: 'Failed to delete trip' },
    });
    const create = renderHook(() => trips.useCreate(), { wrapper }).result;
    const update = renderHook(() => trips.useUpdate(), { wrapper }).result;
    expect(await failureToastOf(() => create.current.mutateAsync({ title: 'Zoo' }))).toBe('Failed to save trip');
    expect(await failureToastOf(() => update.current.mutateAsync({ id: 3, body: { title: 'Zoo' } }))).toBe(
      'Failed to save trip',
    );
  });

  it('tells create and update apart with createFailed and updateFailed', async () => {
    vi.stubGlobal('fetch', vi.fn(server));
    const trips = defineResource<Trip, { title: string }>({
      key: 'trips',
      contract: { paths: { collection: '/trips', item: '/trips/:id' } },
      messages: {
        createFailed: 'Failed to create trip',
        updateFailed: 'Failed to update trip',
        deleteFailed: 'Failed to delete trip',
      },
    });
    const create = renderHook(() => trips.useCreate(), { wrapper }).result;
    const update = renderHook(() => trips.useUpdate(), { wrapper }).result;
    expect(await failureToastOf(() => create.current.mutateAsync({ title: 'Zoo' }))).toBe('Failed to create trip');
    expect(await failureToastOf(() => update.current.mutateAsync({ id: 3, body: { title: 'Zoo' } }))).toBe(
      'Failed to update trip',
    );
  });
});
