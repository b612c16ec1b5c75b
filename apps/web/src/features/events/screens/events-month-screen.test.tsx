import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { thisMonth, today } from '@/lib/calendar';
import { makeEvent } from '../events.fake';
import { serverError } from '@/test/fake-api';
import { openWith, retryAfterLoadError } from '@/test/queries';

const concert = makeEvent(1, { title: 'Winter concert', start: '2026-12-03T18:00', end: '2026-12-03T20:00' });
const closure = makeEvent(2, { title: 'Winter break', allDay: true, start: '2026-12-28', end: '2027-01-04' });
const fair = makeEvent(3, { title: 'Craft fair', allDay: true, start: '2026-12-03' });
const later = makeEvent(4, { title: 'Term starts', start: '2027-01-11T08:30' });

const DECEMBER = '/calendar?view=month&month=2026-12';
// December 2026's grid runs from Sunday, November 29 to Saturday, January 2.
const DECEMBER_CALL = 'GET /misc/cms/evac/events?page=0&size=100&from=2026-11-29&to=2027-01-02';

const openMonth = (events = [concert, closure, fair, later], path = DECEMBER, overrides = {}) =>
  openWith(path, 'Calendar', { events }, { overrides });

/** The table's cell of a day, by the name a screen reader reads in it. */
const cellOf = (name: string) => screen.getByText(name, { selector: '.sr-only' }).closest('td') as HTMLElement;

/** The titles a day lists. */
const listed = (name: string) =>
  within(cellOf(name))
    .queryAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('the calendar month', () => {
  it('shows the month as a table of weeks, each day listing its events, each a link to it', async () => {
    const { calls } = await openMonth();
    const table = await screen.findByRole('table', { name: 'December 2026' });
    expect(screen.getByRole('heading', { name: 'December 2026', level: 2 })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(within(table).getAllByRole('columnheader')[4]!.querySelector('abbr')).toHaveAttribute('title', 'Thursday');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(calls()).toContain(DECEMBER_CALL);

    // All-day events come before the day's times; a time is shown as the school's clock reads it.
    expect(listed('Thursday, December 3')).toEqual(['Craft fair', '6:00 PM Winter concert']);
    expect(within(cellOf('Thursday, December 3')).getByRole('list')).toHaveAccessibleName('Thursday, December 3');
    expect(screen.getByRole('link', { name: '6:00 PM Winter concert' })).toHaveAttribute('href', '/calendar/1');
    // An event of several days is on each of them, into the next month's days the grid shows.
    for (const day of ['Monday, December 28', 'Thursday, December 31', 'Saturday, January 2']) {
      expect(listed(day)).toEqual(['Winter break']);
    }
    expect(listed('Tuesday, December 1')).toEqual([]);
    expect(screen.queryByRole('link', { name: /Term starts/ })).not.toBeInTheDocument();
  });

  it('goes to the month before and after, and back to this month, with the month in the URL', async () => {
    const { calls, user, router } = await openMonth();
    await screen.findByRole('table', { name: 'December 2026' });
    const months = screen.getByRole('navigation', { name: 'Months' });
    expect(within(months).getByRole('link', { name: 'Previous month' })).toHaveAttribute(
      'href',
      '/calendar?view=month&month=2026-11',
    );
    await user.click(within(months).getByRole('link', { name: 'Next month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=month&month=2027-01'));
    expect(await screen.findByRole('table', { name: 'January 2027' })).toBeInTheDocument();
    expect(listed('Monday, January 11')).toEqual(['8:30 AM Term starts']);
    expect(listed('Monday, January 4')).toEqual(['Winter break']);
    expect(calls()).toContain('GET /misc/cms/evac/events?page=0&size=100&from=2026-12-27&to=2027-02-06');

    await user.click(within(months).getByRole('link', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?view=month&month=${thisMonth()}`));
    const todayCell = await waitFor(() => {
      const cell = document.querySelector('td[aria-current="date"]');
      expect(cell).not.toBeNull();
      return cell!;
    });
    expect(todayCell.textContent).toContain(String(Number(today().slice(8))));
  });

  it('shows every event of a month with more than a page of them, reading the pages in turn', async () => {
    const busy = Array.from({ length: 130 }, (_, i) =>
      makeEvent(i + 10, { title: `Club ${i + 1}`, start: `2026-12-15T${String(8 + (i % 10)).padStart(2, '0')}:00` }),
    );
    const { calls } = await openMonth(busy);
    await screen.findByRole('table', { name: 'December 2026' });
    expect(listed('Tuesday, December 15')).toHaveLength(130);
    expect(calls()).toContain(DECEMBER_CALL);
    expect(calls()).toContain('GET /misc/cms/evac/events?page=1&size=100&from=2026-11-29&to=2027-01-02');
  });

  it("says 'Failed to load events' and tries again", async () => {
    let failing = true;
    const failed = () => (failing ? serverError() : undefined);
    await openMonth([concert], DECEMBER, { 'GET /misc/cms/evac/events': failed });
    await retryAfterLoadError('Failed to load events', () => (failing = false));
    expect(await screen.findByRole('link', { name: '6:00 PM Winter concert' })).toBeInTheDocument();
  });

  it('opens on this month when the URL names none, or no month', async () => {
    await openMonth([], '/calendar?view=month&month=2026-13');
    expect(
      await screen.findByRole('heading', { level: 2, name: new RegExp(`${new Date().getFullYear()}$`) }),
    ).toBeInTheDocument();
    expect(document.querySelector('td[aria-current="date"]')).not.toBeNull();
  });

  it('lists the days that have events on a phone, and says when the month has none', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { user } = await openMonth();
    const days = await screen.findByRole('list', { name: 'December 2026' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const headings = within(days)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Thu, Dec 3', 'Mon, Dec 28', 'Tue, Dec 29', 'Wed, Dec 30', 'Thu, Dec 31']);
    expect(within(days).getByRole('list', { name: 'Thursday, December 3' })).toHaveTextContent('Craft fair');
    await user.click(screen.getByRole('link', { name: 'Previous month' }));
    expect(await screen.findByText('No events this month')).toBeInTheDocument();
  });
});
