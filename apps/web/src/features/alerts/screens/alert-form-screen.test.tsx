import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { makeAlert, serveSchool, signInAs } from '@/test/fake-school';
import { badRequest, serverError } from '@/test/fake-api';
import { expectItemLoadFailed, expectSavedTo, field, firstLoad, messageOf, openScreen, slow } from '@/test/queries';

/** A `datetime-local` input takes a whole value at once (jsdom cannot type its segments). */
const setDateTime = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** What the browser's zone makes of a wall-clock time. */
const instant = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

/** The page's footer landmark is also named 'Footer'. */
const footerField = () => screen.getByRole('textbox', { name: 'Footer' });

const openNew = () => openScreen('/alerts/new', 'New Alert');

describe('alert form: new alert', slow, () => {
  it('starts active, with information severity and no window', async () => {
    signInAs();
    serveSchool({ alerts: [] });
    await openNew();
    expect(screen.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
    expect(field('Severity')).toHaveValue('information');
    expect(
      within(field('Severity'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Information', 'Warning', 'Emergency']);
    expect(field('Starts at')).toHaveValue('');
    expect(field('Ends at')).toHaveValue('');
    expect(field('Starts at')).toHaveAttribute('type', 'datetime-local');
  });

  it("shows 'Title is required', 'Header is required' and 'Body is required' at their fields and sends nothing", async () => {
    signInAs();
    const { calls } = serveSchool({ alerts: [] });
    const user = userEvent.setup();
    await openNew();
    await user.click(screen.getByRole('button', { name: 'Create Alert' }));

    await waitFor(() => expect(field('Title')).toHaveAttribute('aria-invalid', 'true'));
    expect(messageOf(field('Title'))).toBe('Title is required');
    expect(messageOf(field('Header'))).toBe('Header is required');
    expect(messageOf(field('Body'))).toBe('Body is required');
    expect(messageOf(footerField())).toBeNull();
    expect(field('Title')).toHaveFocus();
    expect(calls().some((c) => c.startsWith('POST'))).toBe(false);
  });

  it("says 'An alert must end after it starts' beside Ends at", async () => {
    signInAs();
    const { calls } = serveSchool({ alerts: [] });
    const user = userEvent.setup();
    await openNew();
    await user.type(field('Title'), 'Sports day');
    await user.type(field('Header'), 'Moved');
    await user.type(field('Body'), 'To Friday.');
    setDateTime('Starts at', '2026-12-02T08:00');
    setDateTime('Ends at', '2026-12-01T08:00');
    await user.click(screen.getByRole('button', { name: 'Create Alert' }));
    await waitFor(() => expect(messageOf(field('Ends at'))).toBe('An alert must end after it starts'));
    expect(calls().some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('creates the alert with its window in the browser time zone, toasts and returns to /alerts', async () => {
    signInAs();
    const { lastBody } = serveSchool({ alerts: [] });
    const user = userEvent.setup();
    const { router } = await openNew();
    await user.type(field('Title'), ' Snow day ');
    await user.type(field('Header'), 'School closed');
    await user.type(field('Body'), 'Stay safe.');
    await user.type(footerField(), 'Call 555-0142.');
    await user.selectOptions(field('Severity'), 'Emergency');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    setDateTime('Starts at', '2026-12-01T07:30');
    setDateTime('Ends at', '2026-12-01T18:00');
    await user.click(screen.getByRole('button', { name: 'Create Alert' }));

    await expectSavedTo(router, 'Alert created successfully', '/alerts');
    expect(lastBody('POST /misc/cms/aac/alerts')).toEqual({
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

  it("says 'Failed to create alert' and keeps what was typed", async () => {
    signInAs();
    serveSchool({ alerts: [] }, { 'POST /misc/cms/aac/alerts': () => serverError() });
    const user = userEvent.setup();
    const { router } = await openNew();
    await user.type(field('Title'), 'Bake sale');
    await user.type(field('Header'), 'Friday');
    await user.type(field('Body'), 'Cakes.');
    await user.click(screen.getByRole('button', { name: 'Create Alert' }));
    expect(await screen.findByText('Failed to create alert')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/alerts/new');
    expect(field('Title')).toHaveValue('Bake sale');
    expect(await screen.findByRole('button', { name: 'Create Alert' })).toBeEnabled();
  });

  it("puts the server's 'An alert must end after it starts' beside Ends at", async () => {
    signInAs();
    serveSchool(
      { alerts: [] },
      {
        'POST /misc/cms/aac/alerts': () => badRequest({ path: 'endsAt', message: 'An alert must end after it starts' }),
      },
    );
    const user = userEvent.setup();
    await openNew();
    await user.type(field('Title'), 'Trip');
    await user.type(field('Header'), 'Museum');
    await user.type(field('Body'), 'Bring lunch.');
    await user.click(screen.getByRole('button', { name: 'Create Alert' }));
    await waitFor(() => expect(messageOf(field('Ends at'))).toBe('An alert must end after it starts'));
  });
});

describe('alert form: editing', slow, () => {
  const saved = makeAlert(7, {
    title: 'Conferences',
    header: 'Book a slot',
    body: 'Thursday and Friday.',
    footer: 'Office: 555-0142',
    severity: 'warning',
    startsAt: instant(2026, 2, 14, 9, 0),
    endsAt: null,
  });

  it('loads the alert into the same form and saves it with a PUT of the same id', async () => {
    signInAs();
    const { calls, lastBody } = serveSchool({ alerts: [saved] });
    const user = userEvent.setup();
    const { router } = renderApp('/alerts/7/edit');
    await screen.findByRole('heading', { name: 'Edit Alert', level: 1 }, firstLoad);
    expect(await screen.findByDisplayValue('Conferences')).toBe(field('Title'));
    expect(field('Header')).toHaveValue('Book a slot');
    expect(field('Body')).toHaveValue('Thursday and Friday.');
    expect(footerField()).toHaveValue('Office: 555-0142');
    expect(field('Severity')).toHaveValue('warning');
    expect(field('Starts at')).toHaveValue('2026-03-14T09:00');
    expect(field('Ends at')).toHaveValue('');

    await user.clear(field('Title'));
    await user.type(field('Title'), 'Parent conferences');
    setDateTime('Ends at', '2026-03-20T17:00');
    await user.click(screen.getByRole('button', { name: 'Update Alert' }));

    await expectSavedTo(router, 'Alert updated successfully', '/alerts');
    expect(lastBody('PUT /misc/cms/aac/alerts/7')).toMatchObject({
      title: 'Parent conferences',
      active: true,
      severity: 'warning',
      startsAt: saved.startsAt,
      endsAt: instant(2026, 2, 20, 17, 0),
    });
    expect(calls().some((c) => c.startsWith('POST'))).toBe(false);
  });

  it("says 'Failed to update alert' when the save is refused", async () => {
    signInAs();
    serveSchool({ alerts: [saved] }, { 'PUT /misc/cms/aac/alerts/7': () => serverError() });
    const user = userEvent.setup();
    renderApp('/alerts/7/edit');
    await screen.findByDisplayValue('Conferences', {}, firstLoad);
    await user.click(screen.getByRole('button', { name: 'Update Alert' }));
    expect(await screen.findByText('Failed to update alert')).toBeInTheDocument();
  });

  it("shows 'Failed to load alert' for an alert that is not there", async () => {
    signInAs();
    serveSchool({ alerts: [] });
    renderApp('/alerts/99/edit');
    await expectItemLoadFailed('Failed to load alert', 'Alert not found', { label: 'Back to Alerts', to: '/alerts' });
  });

  it('tells a VIEWER they may not edit alerts', async () => {
    signInAs(['VIEWER']);
    serveSchool({ alerts: [saved] });
    renderApp('/alerts/7/edit');
    expect(await screen.findByText('You do not have permission to edit alerts', {}, firstLoad)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Alert' })).not.toBeInTheDocument();
  });
});

describe('alert view', () => {
  it('shows the alert as the website does, where it stands, and Edit for writers', async () => {
    signInAs();
    serveSchool({
      alerts: [makeAlert(3, { title: 'Snow day', header: 'Closed', body: 'Stay home.', footer: 'See you Monday.' })],
    });
    renderApp('/alerts/3');
    expect(await screen.findByRole('heading', { name: 'Snow day', level: 1 }, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Closed', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Stay home.')).toBeInTheDocument();
    expect(screen.getByText('See you Monday.')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Always')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/alerts/3/edit');
  });

  it('has no Edit for a VIEWER', async () => {
    signInAs(['VIEWER']);
    serveSchool({ alerts: [makeAlert(3, { title: 'Snow day' })] });
    renderApp('/alerts/3');
    expect(await screen.findByRole('heading', { name: 'Snow day', level: 1 }, firstLoad)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
