import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alertsResource } from '../api';
import { makeAlert } from '../alerts.fake';
import { badRequest, serverError } from '@/test/fake-api';
import { expectSavedTo, field, messageOf, openWith, optionsOf, submitted, typeInto } from '@/test/queries';
import { describeItemScreens } from '@/test/screen-suites';

/** A `datetime-local` input takes a whole value at once (jsdom cannot type its segments). */
const setDateTime = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** What the browser's zone makes of a wall-clock time. */
const instant = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

/** The page's footer landmark is also named 'Footer'. */
const footerField = () => screen.getByRole('textbox', { name: 'Footer' });

const saved = makeAlert(7, {
  title: 'Conferences',
  header: 'Book a slot',
  body: 'Thursday and Friday.',
  footer: 'Office: 555-0142',
  severity: 'warning',
  startsAt: instant(2026, 2, 14, 9, 0),
  endsAt: null,
});

const openNew = (options?: Parameters<typeof openWith>[3]) =>
  openWith('/alerts/new', 'New Alert', { alerts: [] }, options);
const openEdit = (options?: Parameters<typeof openWith>[3]) =>
  openWith('/alerts/7/edit', 'Edit Alert', { alerts: [saved] }, options);

describeItemScreens(alertsResource, {
  saved,
  fill: async (user) => {
    await user.type(field('Header'), 'School closed');
    await user.type(field('Body'), 'Stay safe.');
  },
});

describe('alert form: new alert', () => {
  it('starts active, with information severity and no window', async () => {
    await openNew();
    expect(screen.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
    expect(field('Severity')).toHaveValue('information');
    expect(optionsOf(field('Severity'))).toEqual(['Information', 'Warning', 'Emergency']);
    expect(field('Starts at')).toHaveValue('');
    expect(field('Ends at')).toHaveValue('');
    expect(field('Starts at')).toHaveAttribute('type', 'datetime-local');
  });

  it("asks for the header and the body as well ('Header is required', 'Body is required'), not the footer", async () => {
    const { user } = await openNew();
    await user.click(screen.getByRole('button', { name: 'Create Alert' }));
    await waitFor(() => expect(messageOf(field('Header'))).toBe('Header is required'));
    expect(messageOf(field('Body'))).toBe('Body is required');
    expect(messageOf(footerField())).toBeNull();
  });

  it("says 'An alert must end after it starts' beside Ends at", async () => {
    const { calls, user } = await openNew();
    await user.type(field('Title'), 'Sports day');
    await user.type(field('Header'), 'Moved');
    await user.type(field('Body'), 'To Friday.');
    setDateTime('Starts at', '2026-12-02T08:00');
    setDateTime('Ends at', '2026-12-01T08:00');
    await user.click(screen.getByRole('button', { name: 'Create Alert' }));
    await waitFor(() => expect(messageOf(field('Ends at'))).toBe('An alert must end after it starts'));
    expect(calls().some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('creates the alert with its window in the browser time zone', async () => {
    const api = await openNew();
    await typeInto(api.user, { Title: ' Snow day ', Header: 'School closed', Body: 'Stay safe.' });
    await api.user.type(footerField(), 'Call 555-0142.');
    await api.user.selectOptions(field('Severity'), 'Emergency');
    await api.user.click(screen.getByRole('switch', { name: 'Active' }));
    setDateTime('Starts at', '2026-12-01T07:30');
    setDateTime('Ends at', '2026-12-01T18:00');
    expect(await submitted(api, 'Create Alert', 'POST /misc/cms/aac/alerts')).toEqual({
      title: 'Snow day',
      header: 'School closed',
      body: 'Stay safe.',
      footer: 'Call 555-0142.',
      active: false,
      severity: 'emergency',
      startsAt: instant(2026, 11, 1, 7, 30),
      endsAt: instant(2026, 11, 1, 18, 0),
    });
  });

  it("puts the server's 'An alert must end after it starts' beside Ends at", async () => {
    const refused = () => badRequest({ path: 'endsAt', message: 'An alert must end after it starts' });
    const { user } = await openNew({ overrides: { 'POST /misc/cms/aac/alerts': refused } });
    await user.type(field('Title'), 'Trip');
    await user.type(field('Header'), 'Museum');
    await user.type(field('Body'), 'Bring lunch.');
    await user.click(screen.getByRole('button', { name: 'Create Alert' }));
    await waitFor(() => expect(messageOf(field('Ends at'))).toBe('An alert must end after it starts'));
  });
});

describe('alert form: editing', () => {
  it('shows every field of the alert, its window in the browser time zone, and sends them back', async () => {
    const { lastBody, user, router } = await openEdit();
    expect(await screen.findByDisplayValue('Book a slot')).toBe(field('Header'));
    expect(field('Body')).toHaveValue('Thursday and Friday.');
    expect(footerField()).toHaveValue('Office: 555-0142');
    expect(field('Severity')).toHaveValue('warning');
    expect(field('Starts at')).toHaveValue('2026-03-14T09:00');
    expect(field('Ends at')).toHaveValue('');

    setDateTime('Ends at', '2026-03-20T17:00');
    await user.click(screen.getByRole('button', { name: 'Update Alert' }));
    await expectSavedTo(router, 'Alert updated successfully', '/alerts');
    expect(lastBody('PUT /misc/cms/aac/alerts/7')).toMatchObject({
      title: 'Conferences',
      active: true,
      severity: 'warning',
      startsAt: saved.startsAt,
      endsAt: instant(2026, 2, 20, 17, 0),
    });
  });

  it("says 'Failed to update alert' when the save is refused", async () => {
    const { user } = await openEdit({ overrides: { 'PUT /misc/cms/aac/alerts/7': serverError } });
    await screen.findByDisplayValue('Conferences');
    await user.click(screen.getByRole('button', { name: 'Update Alert' }));
    expect(await screen.findByText('Failed to update alert')).toBeInTheDocument();
  });
});

describe('alert view', () => {
  it('shows the alert as the website does, and where it stands', async () => {
    const alert = makeAlert(3, { title: 'Snow day', header: 'Closed', body: 'Stay home.', footer: 'See you Monday.' });
    await openWith('/alerts/3', 'Snow day', { alerts: [alert] });
    expect(screen.getByRole('heading', { name: 'Closed', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Stay home.')).toBeInTheDocument();
    expect(screen.getByText('See you Monday.')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Always')).toBeInTheDocument();
  });
});
