import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alertsResource } from '../api';
import { makeAlert } from '../alerts.fake';
import { serverError } from '@/test/fake-api';
import { openWith, rowOf } from '@/test/queries';
import { describeListScreen } from '@/test/screen-suites';

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

const openAlerts = (alerts = [conferences, snowDay], options?: Parameters<typeof openWith>[3], path = '/alerts') =>
  openWith(path, 'Alerts', { alerts }, options);

describeListScreen(alertsResource, {
  rows: [conferences, snowDay, concert, busDelay],
  headers: ['Title', 'Severity', 'State', 'Window', 'Active', 'Actions'],
  filter: { label: 'State', option: 'Expired', query: 'state=expired' },
  shows: {
    'Snow day': ['School closed', 'Emergency', 'Expired'],
    Conferences: ['Live', /^Until /],
    'Concert tickets': ['Scheduled', 'Warning'],
    'Bus delay': ['Off', 'Always'],
  },
});

describe('alerts list', () => {
  it('opens on the state of a shared link, and says when nothing matches', async () => {
    await openAlerts([conferences], {}, '/alerts?state=scheduled');
    expect(await screen.findByText('No alerts match these filters')).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveValue('scheduled');
  });

  it('switches each alert from its row', async () => {
    await openAlerts([snowDay, busDelay]);
    expect(await screen.findByRole('switch', { name: 'Active Snow day' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active Bus delay' })).not.toBeChecked();
  });

  it("switches an alert off from its row with a PUT of the alert, and says 'Alert updated successfully'", async () => {
    const { lastBody, user } = await openAlerts();
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
    const { user } = await openAlerts([conferences], { overrides: { 'PUT /misc/cms/aac/alerts/1': serverError } });
    await user.click(await screen.findByRole('switch', { name: 'Active Conferences' }));
    expect(await screen.findByText('Failed to update alert')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active Conferences' })).toBeChecked();
  });

  it('shows a VIEWER whether each alert is active, without the switch', async () => {
    await openAlerts([conferences, busDelay], { roles: ['VIEWER'] });
    expect(within(await screen.findByRole('row', { name: /Conferences/ })).getByText('Yes')).toBeInTheDocument();
    expect(within(rowOf('Bus delay')).getByText('No')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
