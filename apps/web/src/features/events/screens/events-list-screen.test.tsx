import { screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { eventsResource } from '../api';
import { today } from '@/lib/calendar';
import { makeEvent } from '../events.fake';
import { openWith, rowOf } from '@/test/queries';
import { describeListScreen } from '@/test/screen-suites';

/** A day from today, 'yyyy-MM-dd'. */
const day = (days: number) => addDays(today(), days);

const concert = makeEvent(1, {
  title: 'Winter concert',
  start: `${day(3)}T18:00`,
  end: `${day(3)}T20:00`,
  location: 'Auditorium',
  category: 'arts',
});
const closure = makeEvent(2, {
  title: 'Winter break',
  allDay: true,
  start: day(10),
  end: day(20),
  category: 'holiday',
});
const meeting = makeEvent(3, { title: 'Board meeting', start: `${day(1)}T19:00`, category: 'meeting' });
const fair = makeEvent(4, { title: 'Science fair', start: `${day(-5)}T13:00`, category: 'academic' });
const assembly = makeEvent(5, { title: 'Assembly', start: `${day(-30)}T09:00`, category: 'academic' });

const openCalendar = (events = [concert, closure, meeting, fair, assembly], path = '/calendar') =>
  openWith(path, 'Calendar', { events });

describeListScreen(eventsResource, {
  rows: [concert, closure, meeting],
  headers: ['Title', 'When', 'Category', 'Actions'],
  filter: { label: 'Category', option: 'Holiday', query: 'category=holiday' },
  query: `from=${day(0)}`,
  empty: 'No upcoming events',
  shows: {
    'Winter concert': ['Auditorium', 'Arts', /^\w{3}, \w{3} \d{1,2}, \d{4}, 6:00 PM – 8:00 PM$/],
    'Winter break': ['Holiday', /^\w{3}, .+ – \w{3}, .+ \(all day\)$/],
    'Board meeting': ['Meeting', /, 7:00 PM$/],
  },
});

const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

describe('the calendar list', () => {
  it('lists the events to come by date, the nearest first, and leaves the past ones out', async () => {
    const { calls } = await openCalendar();
    await screen.findByRole('table');
    expect(titles()).toEqual(['Board meeting', 'Winter concert', 'Winter break']);
    expect(calls()).toContain(`GET /misc/cms/evac/events?page=0&size=10&from=${day(0)}`);
  });

  it('shows the past events, the latest first, and all of them, with the choice in the URL', async () => {
    const { calls, user, router } = await openCalendar();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('When'), 'Past');
    await waitFor(() => expect(router.state.location.search).toBe('?when=past'));
    await waitFor(() => expect(titles()).toEqual(['Science fair', 'Assembly']));
    expect(calls()).toContain(`GET /misc/cms/evac/events?page=0&size=10&to=${day(-1)}&sortOrder=desc`);

    await user.selectOptions(screen.getByLabelText('When'), 'All dates');
    await waitFor(() => expect(router.state.location.search).toBe('?when=all'));
    await waitFor(() =>
      expect(titles()).toEqual(['Assembly', 'Science fair', 'Board meeting', 'Winter concert', 'Winter break']),
    );
    expect(calls()).toContain('GET /misc/cms/evac/events?page=0&size=10');
  });

  it('searches the titles of the upcoming events, and says when none match', async () => {
    const { calls, user, router } = await openCalendar([concert, closure, meeting, fair], '/calendar?search=winter');
    await waitFor(() => expect(titles()).toEqual(['Winter concert', 'Winter break']));
    expect(calls()).toContain(`GET /misc/cms/evac/events?page=0&size=10&search=winter&from=${day(0)}`);
    await user.clear(screen.getByRole('searchbox', { name: 'Search events by title' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search events by title' }), 'fair{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=fair'));
    expect(await screen.findByText('No events match "fair"')).toBeInTheDocument();
  });

  it('leads to the month view, and the month view back to the list', async () => {
    const { user, router } = await openCalendar();
    await user.click(await screen.findByRole('link', { name: 'Month view' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=month'));
    expect(await screen.findByRole('navigation', { name: 'Months' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'List view' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(rowOf('Winter concert')).toBeInTheDocument();
  });
});
