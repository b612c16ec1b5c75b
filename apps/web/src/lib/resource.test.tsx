import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { CalendarClock, Star } from 'lucide-react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  bellSchedulesContract,
  employeesContract,
  noticesContract,
  outcomeMessages,
  type Notice,
  type NoticeRequest,
} from '@cms/contract';
import { serverError } from '@/test/fake-api';
import { fakeServer } from '@/test/render';
import { queryClient } from './query-client';
import { defineChildResource, defineResource, type Resource } from './resource';
import type { ResourceScreens } from './resource-screens';
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

describe('defineResource screens', () => {
  const trips = { paths: { collection: '/trips', item: '/trips/:id' } };

  it("names a row by the contract's noun and plural, and shows the list as its area's sidebar entry", () => {
    const entry = { title: 'Bell Schedule', path: '/bell-schedule-list', icon: CalendarClock, card: 'Bell schedules' };
    const { screens } = defineResource({ contract: bellSchedulesContract, screens: entry });
    expect([screens.name, screens.one, screens.many]).toEqual(['Bell Schedule', 'bell schedule', 'bell schedules']);
    expect(screens.title).toBe('Bell Schedule');
    expect(screens.icon).toBe(CalendarClock);
    expect(screens.create).toBe('New Bell Schedule');
    expect(screens.idPrefix).toBe('bell-schedule');
    expect(screens.back).toEqual({ to: '/bell-schedule-list', label: 'Back to Bell Schedule' });
  });

  it('capitalizes every word of the noun in a title, and keeps the plural as the contract says it', () => {
    const { screens } = defineResource({ contract: employeesContract, screens: { path: '/staff', title: 'Staff' } });
    expect([screens.name, screens.one, screens.many]).toEqual(['Staff Member', 'staff member', 'staff']);
  });

  it('keeps the title and thing it is given', () => {
    const { screens } = defineResource({
      contract: bellSchedulesContract,
      screens: { path: '/bell-schedule-list', title: 'Schedules', thing: ['Timetable', 'timetable', 'timetables'] },
    });
    expect([screens.title, screens.name, screens.one, screens.many]).toEqual([
      'Schedules',
      'Timetable',
      'timetable',
      'timetables',
    ]);
    expect(screens.back.label).toBe('Back to Schedules');
  });

  it('refuses, when defined, screens with no thing and no noun; their title is never left out', () => {
    // @ts-expect-error -- a list's title is its own or its area's sidebar entry's, always given
    const untitled: ResourceScreens = { path: '/trips' };
    expect(untitled).toBeDefined();
    expect(() =>
      defineResource({
        key: 'trips',
        contract: trips,
        messages: { deleteFailed: 'Failed to delete trip' },
        screens: { path: '/trips', title: 'Trips' },
      }),
    ).toThrow("The resource 'trips' has no thing");
  });

  it("gives a child its own title, its contract's words and its parent's icon", () => {
    const categories = defineResource({
      key: 'categories',
      contract: { ...trips, messages: outcomeMessages('Category', 'categories') },
      screens: { path: '/spotlight/categories', title: 'Spotlight', icon: Star },
    });
    const stars = defineChildResource(categories, {
      key: 'stars',
      contract: { ...trips, messages: outcomeMessages('Star', 'stars') },
      screens: { title: 'Stars' },
    })(7);
    expect(categories.screens.title).toBe('Spotlight');
    expect([stars.screens.title, stars.screens.name, stars.screens.many]).toEqual(['Stars', 'Star', 'stars']);
    expect(stars.screens.icon).toBe(Star);
    expect(stars.screens.path).toBe('/spotlight/categories/7');
  });
});

describe('defineResource types', () => {
  it("takes a resource's row and body types from its contract, and refuses others", () => {
    const notices = defineResource({ contract: noticesContract });
    // Checked by `npm run typecheck`: the row is what the entity answers, the body what the request takes.
    expectTypeOf(notices).toEqualTypeOf<Resource<Notice, NoticeRequest>>();
    // @ts-expect-error a row the contract does not answer
    expect(defineResource<{ id: number; nope: string }>({ contract: noticesContract }).key).toBe('notices');
  });
});
