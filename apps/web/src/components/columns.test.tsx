import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { defineResource } from '@/lib/resource';
import { signInAs } from '@/test/fake-school';
import { dateColumn, switchColumn, titleColumn, useItemActions } from './columns';
import { DataTable, type Column } from './data-table';

interface Trip {
  id: number;
  title: string;
  summary: string;
  on: boolean;
  at: string | null;
}

const TRIPS: Trip[] = [
  { id: 1, title: 'Zoo', summary: 'Lions and lemurs', on: true, at: '2026-01-02T03:04:05.000Z' },
  { id: 2, title: 'Museum', summary: '', on: false, at: null },
];

const trips = defineResource<Trip>({
  key: 'trips',
  contract: { paths: { collection: '/trips', item: '/trips/:id' } },
  messages: { saveFailed: 'Failed to save trip', deleteFailed: 'Failed to delete trip' },
});

function Table({ columns }: { columns: Column<Trip>[] }) {
  const actions = useItemActions(trips, {
    path: (trip) => `/trips/${trip.id}`,
    confirm: { title: 'Delete this trip?', description: (trip: Trip) => trip.title },
  });
  return <DataTable rows={TRIPS} columns={columns} actions={actions} rowLabel={(trip) => trip.title} />;
}

function show(children: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: children }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const row = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

describe('column kinds and item actions', () => {
  it('links the title to the item with its detail, and reads dates with or without the time', () => {
    signInAs();
    show(
      <Table
        columns={[
          titleColumn({ to: (t) => `/trips/${t.id}`, title: (t) => t.title, detail: (t) => t.summary }),
          dateColumn({ id: 'at', header: 'When', value: (t) => t.at }),
        ]}
      />,
    );
    expect(within(row('Zoo')).getByRole('link', { name: 'Zoo' })).toHaveAttribute('href', '/trips/1');
    expect(within(row('Zoo')).getByText('Lions and lemurs')).toBeInTheDocument();
    expect(within(row('Zoo')).getByText('Jan 2, 2026').tagName).toBe('TIME');
    expect(within(row('Museum')).getByText('—')).toBeInTheDocument();
  });

  it('gives writers View, Edit and Delete, and everyone else View only', () => {
    signInAs();
    show(<Table columns={[titleColumn({ to: (t) => `/trips/${t.id}`, title: (t) => t.title })]} />);
    expect(screen.getByRole('link', { name: 'View Zoo' })).toHaveAttribute('href', '/trips/1');
    expect(screen.getByRole('link', { name: 'Edit Zoo' })).toHaveAttribute('href', '/trips/1/edit');
    expect(screen.getByRole('button', { name: 'Delete Zoo' })).toBeInTheDocument();
  });

  it('gives a VIEWER View only', () => {
    signInAs(['VIEWER']);
    show(<Table columns={[titleColumn({ to: (t) => `/trips/${t.id}`, title: (t) => t.title })]} />);
    expect(screen.getByRole('link', { name: 'View Zoo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Zoo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Zoo' })).not.toBeInTheDocument();
  });

  it('switches a flag from its row, named after the row, busy while it saves; read-only it says Yes or No', async () => {
    signInAs();
    const onChange = vi.fn();
    const title = titleColumn<Trip>({ to: (t) => `/trips/${t.id}`, title: (t) => t.title });
    const flag = { id: 'on', header: 'Open', checked: (t: Trip) => t.on, rowLabel: (t: Trip) => t.title };
    show(<Table columns={[title, switchColumn({ ...flag, onChange, busy: (t) => t.id === 2 })]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Open Zoo' }));
    expect(onChange).toHaveBeenCalledWith(TRIPS[0], false);
    expect(screen.getByRole('switch', { name: 'Open Museum' })).toBeDisabled();
  });

  it('reads Yes or No without onChange', () => {
    signInAs();
    const title = titleColumn<Trip>({ to: (t) => `/trips/${t.id}`, title: (t) => t.title });
    show(
      <Table
        columns={[title, switchColumn({ id: 'on', header: 'Open', checked: (t) => t.on, rowLabel: (t) => t.title })]}
      />,
    );
    expect(within(row('Zoo')).getByText('Yes')).toBeInTheDocument();
    expect(within(row('Museum')).getByText('No')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
