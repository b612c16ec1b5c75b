import { z } from 'zod';
import { MAX_ID } from './common.js';
import { isWallClock } from './times.js';

// The fields a request body is made of, each with the spec's message for what is wrong with it.

/** A required text field with one message for missing, blank and wrong-type input. */
export function requiredText(message: string, max = 255) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

export function optionalText(max = 255) {
  return z.string().trim().max(max, `Must be at most ${max} characters`).optional();
}

/** Email-shaped username: `requiredMessage` when blank, `invalidMessage` when not an email. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, invalidMessage)
    .pipe(z.email(invalidMessage));
}

export const isoDate = z.string();

/**
 * An optional moment in time (ISO 8601 with a time zone, e.g. '2026-12-01T08:00:00+01:00'): absent,
 * null and '' mean none; anything else is stored as UTC ('2026-12-01T07:00:00.000Z').
 */
export function optionalDateTime(message: string) {
  return z
    .union([z.null(), z.literal(''), z.iso.datetime({ offset: true, error: message })], { error: message })
    .optional()
    .transform((value) => (value ? new Date(value).toISOString() : null));
}

/** The shape the API document gives a date, or a date and time, on the school's clock, or nothing. */
const WALL_CLOCK_SHAPE = /^(\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?)?$/;

/** Text of that shape that is a real date (and time of day), or '': `invalid` for anything else. */
const wallClockOrEmpty = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .regex(WALL_CLOCK_SHAPE, { message: invalid, abort: true })
    .refine((value) => value === '' || isWallClock(value), invalid);

/**
 * A date, or a date and time, on the school's clock (`isWallClock`: '2026-12-03' or
 * '2026-12-03T18:00', no time zone): `required` when absent or blank, `invalid` for anything else.
 */
export function wallClock(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .pipe(wallClockOrEmpty(invalid));
}

/** An optional `wallClock`: absent, null and '' mean none and become null. */
export function optionalWallClock(invalid: string) {
  return z
    .union([z.null(), wallClockOrEmpty(invalid)], { error: invalid })
    .optional()
    .transform((value) => value || null);
}

/** An id inside a JSON body: a positive integer, or its decimal string (the old console sends both). */
export const bodyId = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, 'Invalid id'),
    ],
    { error: 'Invalid id' },
  )
  .transform(Number)
  .pipe(z.number().int('Invalid id').positive('Invalid id').max(MAX_ID, 'Invalid id'));

/** Optional plain text: absent, null and blank all become '' (stored as typed, escaped by the console). */
export function textOrEmpty(max = 255) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');
}

/**
 * Rich HTML fields (blog description, news content, notice content) are sanitized by the server on
 * write. The length limit holds for what is sent and for what is stored: sanitizing escapes text
 * (`<` becomes `&lt;`), so it is checked again afterwards, and whatever was stored can be sent back.
 */
export const RICH_TEXT_MAX = 200_000;
/**
 * How deep tags may nest in rich HTML. An editor's document nests a few dozen deep at most;
 * tens of thousands deep, sanitizing took the server most of a second per save (issue 9).
 */
export const RICH_TEXT_MAX_DEPTH = 100;
export const richTextMessages = {
  tooLong: `Must be at most ${RICH_TEXT_MAX} characters`,
  tooDeep: `Must nest at most ${RICH_TEXT_MAX_DEPTH} tags inside one another`,
} as const;

/** The schemas of rich HTML fields, so that every rich field of a body can be found (`isRichText`). */
const richTextSchemas = new WeakSet<z.ZodType>();
function richText<T extends z.ZodType>(schema: T): T {
  richTextSchemas.add(schema);
  return schema;
}
/** Whether a body's field is rich HTML (made by `optionalRichText` or `requiredRichText`). */
export const isRichText = (schema: unknown) => richTextSchemas.has(schema as z.ZodType);

/** An optional rich HTML field: absent and null become ''; the server sanitizes what is given. */
export function optionalRichText() {
  return richText(
    z
      .string({ error: 'Must be text' })
      .max(RICH_TEXT_MAX, richTextMessages.tooLong)
      .nullish()
      .transform((value) => value ?? ''),
  );
}

/** A required rich HTML field: `message` when absent or blank; the server sanitizes what is given. */
export function requiredRichText(message: string) {
  return richText(z.string({ error: message }).trim().min(1, message).max(RICH_TEXT_MAX, richTextMessages.tooLong));
}

/** Where this server serves uploaded files; user-given URLs may point here (docs/design.md §4). */
export const UPLOADS_PATH = '/uploads/';
const UPLOAD_PATH_PATTERN = /^\/uploads\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;
const HTTP_URL_PATTERN = /^https?:\/\/[^\s<>"'`\\]+$/i;

/**
 * The one rule for URLs users give (imgUrl, videoUrl, link, mediaUrl, photo url): `http(s)://` or a
 * path of this server's uploads. `javascript:`, `data:`, protocol-relative and other relative URLs fail.
 */
export function isContentUrl(value: string) {
  return UPLOAD_PATH_PATTERN.test(value) || isHttpUrl(value);
}

/** An absolute `http(s)://` URL with no space, quote, backslash or angle bracket in it. */
export function isHttpUrl(value: string) {
  return HTTP_URL_PATTERN.test(value) && URL.canParse(value);
}

export function contentUrl(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(2048, message)
    .refine((value) => isContentUrl(value), message);
}

/** A required content URL: `required` when absent or blank, `invalid` when it is not a content URL. */
export function requiredContentUrl(required: string, invalid: string) {
  return z.string({ error: required }).trim().min(1, { message: required, abort: true }).pipe(contentUrl(invalid));
}

/** An optional content URL: absent, null and '' mean none and become null. */
export function optionalContentUrl(message: string) {
  return z
    .union([z.null(), z.string().trim().length(0), contentUrl(message)], { error: message })
    .optional()
    .transform((value) => value || null);
}
