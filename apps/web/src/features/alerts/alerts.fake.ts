import { alertsContract, type Alert, type AlertState } from '@cms/contract';
import { fakeArea, resourceEndpoints, table } from '@/test/fake-api';
import { FAKE_STAMPS, listing } from '@/test/fake-rows';

/* Alerts on the fake API (test/fake-api.ts), as the server keeps them. */

/** Where an alert stands now, as the server works it out on every read. */
function stateOf({ active, startsAt, endsAt }: Pick<Alert, 'active' | 'startsAt' | 'endsAt'>): AlertState {
  const now = new Date().toISOString();
  if (!active) return 'off';
  if (endsAt && endsAt <= now) return 'expired';
  if (startsAt && startsAt > now) return 'scheduled';
  return 'live';
}

export function makeAlert(id: number, fields: Partial<Omit<Alert, 'state'>> = {}): Alert {
  const row = {
    id,
    assetOwnerId: 1,
    title: `Alert ${id}`,
    header: `Header ${id}`,
    body: `Body of alert ${id}`,
    footer: '',
    active: true,
    severity: 'information' as const,
    startsAt: null,
    endsAt: null,
    ...FAKE_STAMPS,
    ...fields,
  };
  return { ...row, state: stateOf(row) };
}

/** Alerts newest first, by the state worked out on every read. */
const alertsFake = fakeArea({ alerts: table<Alert>('Alert') }, ({ alerts }) =>
  resourceEndpoints({
    table: alerts,
    contract: alertsContract,
    list: listing({ filters: ['state'] }),
    // The state is worked out on every read.
    show: (a) => ({ ...a, state: stateOf(a) }),
    make: makeAlert,
  }),
);

export default alertsFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    alerts: typeof alertsFake;
  }
}
