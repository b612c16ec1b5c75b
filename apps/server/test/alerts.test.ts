import { alertsMessages, type Alert } from '@cms/contract';
import { describe, expect, it, vi } from 'vitest';
import { contentApp, expectError, ISO_DATE } from './content-support.js';
import { alertRequired as required, alerts } from './resources/alerts.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { admin, other } = contentApp();

const ALERTS = alerts.path;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describeScopedResource(alerts, {
  newestFirst: true,
  invalid: { body: { ...required, header: '' }, message: alertsMessages.headerRequired },
});

/** An alert of the required fields (title 'Early dismissal') and `fields`. */
const createAlert: typeof alerts.create = (client, fields = {}) => alerts.create(client, { ...required, ...fields });

describe('alerts', () => {
  it('creates an active information alert with an optional footer', async () => {
    const created = await createAlert(admin);
    expect(created).toEqual({
      id: expect.any(Number),
      assetOwnerId: admin.websiteId,
      ...required,
      footer: '',
      active: true,
      severity: 'information',
      startsAt: null,
      endsAt: null,
      state: 'live',
      createdBy: admin.id,
      updatedBy: admin.id,
      createdDate: expect.stringMatching(ISO_DATE),
      updatedDate: created.createdDate,
    });
  });

  it.each<[object, string]>([
    [{ title: '' }, 'Title is required'],
    [{ title: undefined }, 'Title is required'],
    [{ header: '  ' }, 'Header is required'],
    [{ body: null }, 'Body is required'],
    [{ severity: 'panic' }, 'Severity must be information, warning or emergency'],
    [{ active: 'yes' }, 'active must be true or false'],
    [{ startsAt: 'tomorrow' }, 'Enter a date and time with its time zone, such as 2026-12-01T08:00:00Z'],
    [{ endsAt: '2026-12-01T08:00:00' }, 'Enter a date and time with its time zone, such as 2026-12-01T08:00:00Z'],
    [{ startsAt: '2026-12-02T08:00:00Z', endsAt: '2026-12-01T08:00:00Z' }, 'An alert must end after it starts'],
  ])('refuses %j with the spec message and saves nothing', async (fields, message) => {
    const before = (await admin.inject({ method: 'GET', url: ALERTS })).json().totalElements;
    expectError(await admin.inject({ method: 'POST', url: ALERTS, payload: { ...required, ...fields } }), 400, message);
    expect((await admin.inject({ method: 'GET', url: ALERTS })).json().totalElements).toBe(before);
  });

  it('stores a window in UTC and tells live, scheduled, expired and off apart', async () => {
    const scheduled = await createAlert(other, { startsAt: '2999-01-01T09:00:00+02:00' });
    expect(scheduled).toMatchObject({ startsAt: '2999-01-01T07:00:00.000Z', state: 'scheduled' });
    const expired = await createAlert(other, { startsAt: inMinutes(-120), endsAt: inMinutes(-60) });
    expect(expired.state).toBe('expired');
    const off = await createAlert(other, { active: false, severity: 'emergency' });
    expect(off).toMatchObject({ state: 'off', severity: 'emergency' });
    const live = await createAlert(other, { startsAt: inMinutes(-5), endsAt: inMinutes(60), severity: 'warning' });
    expect(live.state).toBe('live');

    for (const [state, alert] of Object.entries({ live, scheduled, expired, off })) {
      const page = (await other.inject({ method: 'GET', url: `${ALERTS}?state=${state}` })).json();
      expect(
        page.content.map((a: Alert) => a.id),
        state,
      ).toEqual([alert.id]);
      expect(page.totalElements).toBe(1);
    }
    expectError(
      await other.inject({ method: 'GET', url: `${ALERTS}?state=soon` }),
      400,
      'state must be live, scheduled, expired or off',
    );
  });

  it('expires when its end passes, without anyone touching it', async () => {
    // On a clock of the test's (Date alone is faked): read a moment before its end and at it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const endsAt = Date.now() + 60_000;
      const alert = await createAlert(admin, { endsAt: new Date(endsAt).toISOString() });
      expect(alert.state).toBe('live');
      const read = async () => (await admin.inject({ method: 'GET', url: `${ALERTS}/${alert.id}` })).json<Alert>();
      vi.setSystemTime(endsAt - 1);
      expect((await read()).state).toBe('live');
      vi.setSystemTime(endsAt);
      expect(await read()).toMatchObject({ state: 'expired', updatedDate: alert.updatedDate });
    } finally {
      vi.useRealTimers();
    }
  });

  it('toggles active with a PUT of the whole alert', async () => {
    const alert = await createAlert(admin, { footer: 'The office' });
    const put = await admin.inject({
      method: 'PUT',
      url: `${ALERTS}/${alert.id}`,
      payload: { ...required, footer: 'The office', active: false },
    });
    expect(put.json()).toMatchObject({ id: alert.id, active: false, state: 'off', footer: 'The office' });
  });

  it('lists the demo school’s seeded alerts: live, scheduled, expired and off', async () => {
    const page = (await admin.inject({ method: 'GET', url: `${ALERTS}?size=100` })).json();
    const states = new Set(page.content.map((a: Alert) => a.state));
    for (const state of ['live', 'scheduled', 'expired', 'off']) expect(states).toContain(state);
  });
});
