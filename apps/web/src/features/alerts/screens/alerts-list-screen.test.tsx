import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alertsMessages } from '@cms/contract';
import { makeAlert, serveSchool, signInAs } from '@/test/fake-school';
import { serverError } from '@/test/fake-api';
import { deleteAfterConfirming, headersOf, openScreen, retryAfterLoadError, rowOf, slow } from '@/test/queries';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const conferences = makeAlert(1, {
  title: 'Conferences',
  header: 'Book your slot',
  severity: 'information',
  endsAt: inDays(10),
});
const snowDay = makeAlert(2, {
  title: 'Snow day',
  header: 'School closed',
  severity: 'emergency',
  startsAt: inDays(-30),
  endsAt: inDays(-29),
});
const concert = makeAlert(3, { title: 'Concert tickets', severity: 'warning', startsAt: inDays(5) });
const busDelay = makeAlert(4, { title: 'Bus delay', active: false });

const openAlerts = (path = '/alerts') => openScreen(path, 'Alerts');

describe('alerts list', slow, () => {
  it('shows loading, then each alert with its severity, state as the server says, window, switch and actions', async () => {
    signInAs();
    const { calls } = serveSchool({ alerts: [conferences, snowDay, concert, busDelay] });
    await openAlerts();
    expect(screen.getByText('Loading alerts...')).toBeInTheDocument();

    expect(headersOf(await screen.findByRole('table'))).toEqual([
      'Title',
      'Severity',
      'State',
      'Window',
      'Active',
      'Actions',
    ]);
    const snow = rowOf('Snow day');
    expect(within(snow).getByRole('link', { name: 'Snow day' })).toHaveAttribute('href', '/alerts/2');
    expect(within(snow).getByText('School closed')).toBeInTheDocument();
    expect(within(snow).getByText('Emergency')).toBeInTheDocument();
    expect(within(snow).getByText('Expired')).toBeInTheDocument();
    expect(within(snow).getByRole('switch', { name: 'Active Snow day' })).toBeChecked();
    expect(within(snow).getByRole('link', { name: 'Edit Snow day' })).toHaveAttribute('href', '/alerts/2/edit');
    expect(within(rowOf('Conferences')).getByText('Live')).toBeInTheDocument();
    expect(within(rowOf('Conferences')).getByText(/^Until /)).toBeInTheDocument();
    expect(within(rowOf('Concert tickets')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(rowOf('Concert tickets')).getByText('Warning')).toBeInTheDocument();
    expect(within(rowOf('Bus delay')).getByText('Off')).toBeInTheDocument();
    expect(within(rowOf('Bus delay')).getByText('Always')).toBeInTheDocument();
    expect(within(rowOf('Bus delay')).getByRole('switch', { name: 'Active Bus delay' })).not.toBeChecked();

    expect(screen.getByRole('link', { name: 'New Alert' })).toHaveAttribute('href', '/alerts/new');
    expect(screen.getByText('Page 1 of 1 · 4 alerts')).toBeInTheDocument();
    expect(calls()).toContain('GET /misc/cms/aac/alerts?page=0&size=10');
  });

  it("says 'No alerts yet' when there are none", async () => {
    signInAs();
    serveSchool({ alerts: [] });
    await openAlerts();
    expect(await screen.findByText('No alerts yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load alerts' and tries again", async () => {
    signInAs();
    let failing = true;
    serveSchool({ alerts: [busDelay] }, { 'GET /misc/cms/aac/alerts': () => (failing ? serverError() : undefined) });
    await openAlerts();
    await retryAfterLoadError('Failed to load alerts', () => (failing = false));
    expect(await screen.findByRole('link', { name: 'Bus delay' })).toBeInTheDocument();
  });

  it('filters by state in the URL, pages by ten and reads a shared link', async () => {
    signInAs();
    const many = Array.from({ length: 11 }, (_, i) => makeAlert(i + 10));
    const { calls } = serveSchool({ alerts: [conferences, snowDay, busDelay, ...many] });
    const user = userEvent.setup();
    const { router } = await openAlerts();

    await screen.findByText('Page 1 of 2 · 14 alerts');
    await user.selectOptions(screen.getByLabelText('State'), 'Expired');
    await waitFor(() => expect(router.state.location.search).toBe('?state=expired'));
    expect(await screen.findByText('Page 1 of 1 · 1 alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Snow day' })).toBeInTheDocument();
    expect(calls()).toContain('GET /misc/cms/aac/alerts?page=0&size=10&state=expired');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Page 1 of 2 · 14 alerts')).toBeInTheDocument();
  });

  it('opens on the state of a shared link, and says when nothing matches', async () => {
    signInAs();
    serveSchool({ alerts: [conferences] });
    await openAlerts('/alerts?state=scheduled');
    expect(await screen.findByText('No alerts match these filters')).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveValue('scheduled');
  });

  it("switches an alert off from its row with a PUT of the alert, and says 'Alert updated successfully'", async () => {
    signInAs();
    const { lastBody } = serveSchool({ alerts: [conferences, snowDay] });
    const user = userEvent.setup();
    await openAlerts();
    await user.click(await screen.findByRole('switch', { name: 'Active Conferences' }));

    expect(await screen.findByText('Alert updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Conferences')).getByText('Off')).toBeInTheDocument());
    expect(within(rowOf('Conferences')).getByRole('switch', { name: 'Active Conferences' })).not.toBeChecked();
    expect(lastBody('PUT /misc/cms/aac/alerts/1')).toEqual({
      title: 'Conferences',
      header: 'Book your slot',
      body: conferences.body,
      footer: '',
      active: false,
      severity: 'information',
      startsAt: '',
      endsAt: conferences.endsAt,
    });
  });

  it("keeps the switch as it was when the save fails ('Failed to update alert')", async () => {
    signInAs();
    serveSchool({ alerts: [conferences] }, { 'PUT /misc/cms/aac/alerts/1': () => serverError() });
    const user = userEvent.setup();
    await openAlerts();
    await user.click(await screen.findByRole('switch', { name: 'Active Conferences' }));
    expect(await screen.findByText('Failed to update alert')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active Conferences' })).toBeChecked();
  });

  it('deletes only after the confirmation, and the row goes', async () => {
    signInAs();
    const { calls } = serveSchool({ alerts: [conferences, snowDay] });
    await openAlerts();
    await deleteAfterConfirming('Snow day', alertsMessages.deleteConfirm, 'Alert deleted successfully', calls);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Snow day' })).not.toBeInTheDocument());
    expect(calls()).toContain('DELETE /misc/cms/aac/alerts/2');
  });

  it("says 'Failed to delete alert' when the delete is refused, and keeps the row", async () => {
    signInAs();
    serveSchool({ alerts: [snowDay] }, { 'DELETE /misc/cms/aac/alerts/2': () => serverError() });
    const user = userEvent.setup();
    await openAlerts();
    await user.click(await screen.findByRole('button', { name: 'Delete Snow day' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete alert')).toBeInTheDocument();
    // The question stays open for another try.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('link', { name: 'Snow day' })).toBeInTheDocument();
  });

  it('shows a VIEWER the alerts without New Alert, the switch, Edit or Delete', async () => {
    signInAs(['VIEWER']);
    serveSchool({ alerts: [conferences, busDelay] });
    await openAlerts();
    const row = await screen.findByRole('link', { name: 'Conferences' }).then((link) => link.closest('tr')!);
    expect(within(row).getByRole('link', { name: 'View Conferences' })).toHaveAttribute('href', '/alerts/1');
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(rowOf('Bus delay')).getByText('No')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Conferences' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Conferences' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Alert' })).not.toBeInTheDocument();
  });
});
