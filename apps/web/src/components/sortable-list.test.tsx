import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Page, ReorderItem } from '@cms/contract';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';
import { defineResource } from '@/lib/resource';
import { fakeServer, jsonResponse } from '@/test/render';
import { layOutRows, moveByKeyboard } from '@/test/sortable';
import { SortableList } from './sortable-list';

interface SchoolEvent {
  id: number;
  title: string;
}

const EVENTS: SchoolEvent[] = [
  { id: 1, title: 'Sports Day' },
  { id: 2, title: 'Science Fair' },
  { id: 3, title: 'Open Evening' },
];

const titles = () =>
  within(screen.getByRole('list', { name: 'Events' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

const renderRow = (event: SchoolEvent, handle: ReactNode) => (
  <>
    {handle}
    <span>{event.title}</span>
  </>
);

describe('SortableList', () => {
  it('reorders by keyboard alone and says so to screen readers', async () => {
    layOutRows();
    const onReorder = vi.fn(async () => undefined);
    render(
      <SortableList
        items={EVENTS}
        label="Events"
        rowLabel={(e) => e.title}
        renderItem={renderRow}
        onReorder={onReorder}
      />,
    );
    expect(titles()).toEqual(['Sports Day', 'Science Fair', 'Open Evening']);

    await moveByKeyboard('Sports Day', '[ArrowDown]');

    expect(onReorder).toHaveBeenCalledWith([2, 1, 3]);
    expect(titles()).toEqual(['Science Fair', 'Sports Day', 'Open Evening']);
    expect(screen.getByRole('status')).toHaveTextContent('Sports Day was dropped at position 2 of 3.');
    // dnd-kit puts focus back on the handle after the row moved in the DOM, so it can move again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reorder Sports Day' })).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('list', { name: 'Events' })).not.toHaveAttribute('aria-busy'));
  });

  it('puts the row back when Escape cancels the move', async () => {
    layOutRows();
    const onReorder = vi.fn(async () => undefined);
    render(
      <SortableList
        items={EVENTS}
        label="Events"
        rowLabel={(e) => e.title}
        renderItem={renderRow}
        onReorder={onReorder}
      />,
    );

    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Reorder Science Fair' }).focus();
    await user.keyboard('[Space]');
    expect(screen.getByRole('status')).toHaveTextContent('Picked up Science Fair. Position 2 of 3.');
    await user.keyboard('[ArrowUp]');
    expect(screen.getByRole('status')).toHaveTextContent('Science Fair was moved into position 1 of 3.');
    await user.keyboard('[Escape]');

    expect(onReorder).not.toHaveBeenCalled();
    expect(titles()).toEqual(['Sports Day', 'Science Fair', 'Open Evening']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Moving was cancelled. Science Fair stays at position 2 of 3.',
    );
  });

  it('shows no handles when read-only', () => {
    render(
      <SortableList
        items={EVENTS}
        label="Events"
        rowLabel={(e) => e.title}
        renderItem={renderRow}
        onReorder={vi.fn()}
        disabled
      />,
    );
    expect(titles()).toEqual(['Sports Day', 'Science Fair', 'Open Evening']);
    expect(screen.queryByRole('button', { name: /^Reorder/ })).not.toBeInTheDocument();
  });

  describe('with an area resource', () => {
    const events = defineResource<SchoolEvent>({
      key: 'sortable-events',
      contract: {
        paths: { collection: '/test/events', item: '/test/events/:id', reorder: '/test/events/reorder' },
        orderBase: 0,
      },
      messages: {
        saveFailed: 'Event could not be saved',
        deleteFailed: 'Event could not be deleted',
        reorderFailed: 'Events could not be reordered',
      },
    });

    function EventsList() {
      const list = events.useList({ page: 0 });
      const reorder = events.useReorder();
      if (!list.data) return <p>Loading events</p>;
      return (
        <SortableList
          items={list.data.content}
          label="Events"
          rowLabel={(e) => e.title}
          renderItem={renderRow}
          onReorder={reorder.mutateAsync}
        />
      );
    }

    /** Serves the events in their stored order; `answerReorder` decides what the PUT answers. */
    function serveEvents(answerReorder: (body: ReorderItem[]) => Response | Promise<Response>) {
      let stored = [...EVENTS];
      const page = (): Page<SchoolEvent> => ({
        content: stored,
        totalElements: stored.length,
        totalPages: 1,
        size: 10,
        number: 0,
        first: true,
        last: true,
      });
      const fetchMock = vi.fn(
        fakeServer({
          'GET /test/events': () => jsonResponse(200, page()),
          'PUT /test/events/reorder': async (_url, init) => {
            const body = JSON.parse(String(init.body)) as ReorderItem[];
            const answer = await answerReorder(body);
            if (answer.ok) stored = body.map(({ id }) => stored.find((e) => e.id === id)!);
            return answer;
          },
        }),
      );
      vi.stubGlobal('fetch', fetchMock);
      return fetchMock;
    }

    const renderEvents = async () => {
      render(
        <QueryClientProvider client={queryClient}>
          <EventsList />
          <Toaster />
        </QueryClientProvider>,
      );
      await screen.findByRole('list', { name: 'Events' });
    };

    it('keeps the new order once saved, sending [{id, orderNo}] from the area base', async () => {
      layOutRows();
      let answer!: (response: Response) => void;
      const fetchMock = serveEvents(() => new Promise((resolve) => (answer = resolve)));
      await renderEvents();

      await moveByKeyboard('Science Fair', '[ArrowDown]');

      // Shown at once, and locked while the save is on its way.
      expect(titles()).toEqual(['Sports Day', 'Open Evening', 'Science Fair']);
      const list = screen.getByRole('list', { name: 'Events' });
      expect(list).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Reorder Sports Day' })).toHaveAttribute('aria-disabled', 'true');

      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
      expect(JSON.parse(String(put[1]!.body))).toEqual([
        { id: 1, orderNo: 0 },
        { id: 3, orderNo: 1 },
        { id: 2, orderNo: 2 },
      ]);

      answer(jsonResponse(200, { message: 'Events reordered' }));
      await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
      // The list was read again after the save (the area's invalidation) and shows the stored order.
      expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET')).toHaveLength(2);
      expect(titles()).toEqual(['Sports Day', 'Open Evening', 'Science Fair']);
      expect(screen.getByRole('button', { name: 'Reorder Sports Day' })).toHaveAttribute('aria-disabled', 'false');
    });

    it('rolls back when the server refuses, with the failure toast', async () => {
      layOutRows();
      let answer!: (response: Response) => void;
      serveEvents(() => new Promise((resolve) => (answer = resolve)));
      await renderEvents();

      await moveByKeyboard('Sports Day', '[ArrowDown]');
      expect(titles()).toEqual(['Science Fair', 'Sports Day', 'Open Evening']);
      answer(jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' }));

      expect(await screen.findByText('Events could not be reordered')).toBeInTheDocument();
      expect(screen.getByText('Database unavailable')).toBeInTheDocument();
      // The toast comes from the query client's error handler, a moment before mutateAsync rejects.
      await waitFor(() => expect(titles()).toEqual(['Sports Day', 'Science Fair', 'Open Evening']));
      expect(screen.getByRole('list', { name: 'Events' })).not.toHaveAttribute('aria-busy');
    });
  });
});
