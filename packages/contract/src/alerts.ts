import { z } from 'zod';
import { contentEntity } from './entities.js';
import { optionalDateTime, requiredText, textOrEmpty } from './fields.js';
import { outcomeMessages, required, trueOrFalse } from './messages.js';
import { pageQuery } from './paging.js';
import { collectionPaths } from './paths.js';
import { resourceContract } from './resources.js';

export const alertsPaths = collectionPaths('alerts', 'alert', '/misc/cms/aac/alerts');

export const alertsMessages = {
  titleRequired: required('Title'),
  headerRequired: required('Header'),
  bodyRequired: required('Body'),
  activeInvalid: trueOrFalse('active'),
  severityInvalid: 'Severity must be information, warning or emergency',
  stateInvalid: 'state must be live, scheduled, expired or off',
  dateTimeInvalid: 'Enter a date and time with its time zone, such as 2026-12-01T08:00:00Z',
  endBeforeStart: 'An alert must end after it starts',
  ...outcomeMessages('Alert', 'alerts', {
    loadOneFailed: 'Failed to load alert',
    createFailed: 'Failed to create alert',
    updateFailed: 'Failed to update alert',
  }),
} as const;

/** How urgent an alert is; a school's emergency closure is not a bake sale. */
export const ALERT_SEVERITIES = ['information', 'warning', 'emergency'] as const;
export const alertSeverity = z.enum(ALERT_SEVERITIES, { error: alertsMessages.severityInvalid });
export type AlertSeverity = z.infer<typeof alertSeverity>;

/**
 * Where an alert stands now: switched off; on, but its window has not begun (scheduled) or has
 * passed (expired); or live. Nobody has to touch an alert for it to expire.
 */
export const ALERT_STATES = ['live', 'scheduled', 'expired', 'off'] as const;
export const alertState = z.enum(ALERT_STATES, { error: alertsMessages.stateInvalid });
export type AlertState = z.infer<typeof alertState>;

/**
 * Create and update take the same body (docs/product/alerts.md §5: title, header and body required). The
 * old console's `assetOwnerId` and `id` are ignored (the website is the session's). Severity and
 * the window are optional and go past the spec.
 */
export const alertRequest = z
  .object({
    title: requiredText(alertsMessages.titleRequired, 255),
    header: requiredText(alertsMessages.headerRequired, 255),
    body: requiredText(alertsMessages.bodyRequired, 2000),
    footer: textOrEmpty(500),
    active: z.boolean({ error: alertsMessages.activeInvalid }).default(true),
    severity: alertSeverity.default('information'),
    startsAt: optionalDateTime(alertsMessages.dateTimeInvalid),
    endsAt: optionalDateTime(alertsMessages.dateTimeInvalid),
  })
  .refine((alert) => !alert.startsAt || !alert.endsAt || alert.endsAt > alert.startsAt, {
    message: alertsMessages.endBeforeStart,
    path: ['endsAt'],
  });
export type AlertRequest = z.input<typeof alertRequest>;

export const alert = contentEntity({
  title: z.string(),
  header: z.string(),
  body: z.string(),
  footer: z.string(),
  active: z.boolean(),
  severity: alertSeverity,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Where the alert stands when it was read. */
  state: alertState,
});
export type Alert = z.infer<typeof alert>;

export const alertListQuery = pageQuery.extend({
  state: alertState.optional(),
});
export type AlertListQuery = z.infer<typeof alertListQuery>;

/** Alerts (docs/product/alerts.md §7), with a real delete (docs/design.md §9.3). */
export const alertsContract = resourceContract('alerts', {
  paths: { collection: alertsPaths.alerts, item: alertsPaths.alert },
  schemas: { entity: alert, listQuery: alertListQuery, request: alertRequest },
  messages: alertsMessages,
});
