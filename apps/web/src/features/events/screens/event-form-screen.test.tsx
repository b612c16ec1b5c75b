import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SchoolEvent } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { eventsResource } from '../api';
import { sampleEvents } from '../events.fake';
import { badRequest } from '@/test/fake-api';
import { expectSavedTo, field, messageOf, openWith, optionsOf, submitted, typeInto } from '@/test/queries';
import { describeItemScreens } from '@/test/screen-suites';

/** A date or `datetime-local` input takes a whole value at once (jsdom cannot type its segments). */
const setWhen = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

const { concert, closure } = sampleEvents;

/** An event's fields as its form sends them back. */
const valuesOf = ({ title, allDay, start, end, location, category, description }: SchoolEvent) => ({
  title,
  allDay,
  start,
  end,
  location,
  category,
  description,
});

const openNew = () => openWith('/calendar/new', 'New Event', { events: [] });

describeItemScreens(eventsResource, {
  saved: concert,
  fill: async () => {
    setWhen('Start', '2026-12-10T19:00');
  },
  sends: {
    title: 'Made by the suite',
    allDay: false,
    start: '2026-12-10T19:00',
    end: null,
    location: '',
    category: 'other',
    description: '',
  },
});

describe('event form', () => {
  it('starts timed, of no particular kind, and asks for the start', async () => {
    const { user, calls } = await openNew();
    expect(screen.getByRole('switch', { name: 'All day' })).toHaveAttribute('aria-checked', 'false');
    expect(field('Start')).toHaveAttribute('type', 'datetime-local');
    expect(field('End')).toHaveAttribute('type', 'datetime-local');
    expect(field('Category')).toHaveValue('other');
    expect(optionsOf(field('Category'))).toEqual([
      'Academic',
      'Sports',
      'Arts',
      'Holiday',
      'Meeting',
      'Community',
      'Other',
    ]);
    await user.type(field('Title'), 'Sports day');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(messageOf(field('Start'))).toBe('Start is required'));
    expect(calls().some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('makes an event all day: dates without times, its date kept, its time given back when switched off', async () => {
    const api = await openNew();
    await typeInto(api.user, { Title: 'Winter break' });
    setWhen('Start', '2026-12-21T09:30');
    await api.user.click(screen.getByRole('switch', { name: 'All day' }));
    expect(field('Start')).toHaveAttribute('type', 'date');
    expect(field('Start')).toHaveValue('2026-12-21');
    expect(field('End')).toHaveAttribute('type', 'date');
    expect(screen.getByText('Its last day; empty for one day.')).toBeInTheDocument();

    await api.user.click(screen.getByRole('switch', { name: 'All day' }));
    expect(field('Start')).toHaveValue('2026-12-21T09:30');
    await api.user.click(screen.getByRole('switch', { name: 'All day' }));

    setWhen('End', '2027-01-01');
    await api.user.selectOptions(field('Category'), 'Holiday');
    await api.user.type(field('Location'), 'Whole school');
    expect(await submitted(api, 'Create Event', 'POST /misc/cms/evac/events')).toEqual({
      title: 'Winter break',
      allDay: true,
      start: '2026-12-21',
      end: '2027-01-01',
      location: 'Whole school',
      category: 'holiday',
      description: '',
    });
    await expectSavedTo(api.router, 'Event created successfully', '/calendar');
  });

  it.each([
    ['a timed event', false, '2026-12-03T18:00', '2026-12-03T17:00'],
    ['an all-day event', true, '2026-12-21', '2026-12-20'],
  ])("says 'End must not be before the start' of %s beside End, and sends nothing", async (_, allDay, start, end) => {
    const { user, calls } = await openNew();
    await user.type(field('Title'), 'Concert');
    if (allDay) await user.click(screen.getByRole('switch', { name: 'All day' }));
    for (const [label, value] of [
      ['Start', start],
      ['End', end],
    ] as const)
      setWhen(label, value);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(messageOf(field('End'))).toBe('End must not be before the start'));
    expect(field('End')).toHaveAttribute('aria-invalid', 'true');
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it("puts the server's refusal beside its field", async () => {
    const refused = () => badRequest({ path: 'end', message: 'An event can last at most 366 days' });
    const { user } = await openWith(
      '/calendar/new',
      'New Event',
      { events: [] },
      {
        overrides: { 'POST /misc/cms/evac/events': refused },
      },
    );
    await user.type(field('Title'), 'Long');
    setWhen('Start', '2026-12-03T18:00');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(messageOf(field('End'))).toBe('An event can last at most 366 days'));
  });

  it('edits an all-day event as dates, and sends it back whole', async () => {
    const api = await openWith('/calendar/8/edit', 'Edit Event', { events: [closure] });
    expect(await screen.findByDisplayValue('Winter break')).toBe(field('Title'));
    expect(screen.getByRole('switch', { name: 'All day' })).toHaveAttribute('aria-checked', 'true');
    expect([field('Start'), field('End')].map((input) => (input as HTMLInputElement).value)).toEqual([
      '2026-12-21',
      '2027-01-01',
    ]);
    setWhen('End', '2027-01-04');
    expect(await submitted(api, 'Update Event', 'PUT /misc/cms/evac/events/8')).toEqual({
      ...valuesOf(closure),
      end: '2027-01-04',
    });
    await expectSavedTo(api.router, 'Event updated successfully', '/calendar');
  });
});
