import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Page } from '@cms/contract';
import { useTableUrlState } from '@/hooks/use-table-url-state';
import { pageOf } from '@/test/fake-api';
import { ResourceList } from './resource-list';

interface Trip {
  id: number;
  title: string;
  kind: 'day' | 'week';
}

const TRIPS: Trip[] = [
  { id: 1, title: 'Zoo', kind: 'day' },
  { id: 2, title: 'Ski week', kind: 'week' },
  { id: 3, title: 'Zoology camp', kind: 'week' },
];

/** A list whose "server" narrows the rows by the URL's search and kind, as the real lists do. */
function Trips() {
  const list = useTableUrlState(['kind']);
  const rows = TRIPS.filter(
    (trip) =>
      trip.title.toLowerCase().includes(list.search.toLowerCase()) &&
      (!list.filters.kind || trip.kind === list.filters.kind),
  );
  const query = { isPending: false, isError: false, isPlaceholderData: false, data: pageOf(rows, {}) };
  return (
    <ResourceList
      query={query as UseQueryResult<Page<Trip>>}
      list={list}
      icon={CalendarDays}
      columns={[{ id: 'title', header: 'Title', cell: (trip) => trip.title }]}
      rowLabel={(trip) => trip.title}
      itemLabel={['trip', 'trips']}
      loadingLabel="Loading trips..."
      errorTitle="Failed to load trips"
      empty={{ title: 'No trips yet' }}
      filters={{
        label: 'Filter trips',
        search: { label: 'Search trips by title', placeholder: 'Search by title...' },
        fields: [
          {
            name: 'kind',
            label: 'Kind',
            allLabel: 'All kinds',
            options: [
              { value: 'day', label: 'Day trip' },
              { value: 'week', label: 'Week away' },
            ],
          },
        ],
      }}
    />
  );
}

function showTrips(url = '/trips') {
  const router = createMemoryRouter([{ path: '/trips', element: <Trips /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search trips by title' });

describe('ResourceList search', () => {
  it('keeps the search in the URL, starting again at page 1, and says what found nothing', async () => {
    const router = showTrips('/trips?page=2');
    const user = userEvent.setup();
    expect(searchBox()).toHaveAttribute('placeholder', 'Search by title...');
    await user.type(searchBox(), 'zoo{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=zoo'));
    expect(screen.getByText('Page 1 of 1 · 2 trips')).toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), 'moon{Enter}');
    expect(await screen.findByText('No trips match "moon"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(searchBox()).toHaveValue('');
    expect(screen.getByText('Page 1 of 1 · 3 trips')).toBeInTheDocument();
  });

  it('opens on the search and filters of a link, and Clear filters clears them all', async () => {
    const router = showTrips('/trips?search=zoo&kind=day');
    const user = userEvent.setup();
    expect(searchBox()).toHaveValue('zoo');
    expect(screen.getByLabelText('Kind')).toHaveValue('day');
    expect(screen.getByText('Page 1 of 1 · 1 trip')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Kind'), 'Week away');
    await waitFor(() => expect(router.state.location.search).toBe('?search=zoo&kind=week'));
    expect(screen.getByText('Zoology camp')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(searchBox()).toHaveValue('');
    expect(screen.getByLabelText('Kind')).toHaveValue('');
  });

  it('says a filtered list with no rows matches nothing, not that there are none', async () => {
    showTrips('/trips?search=ski&kind=day');
    expect(await screen.findByText('No trips match these filters')).toBeInTheDocument();
  });
});
