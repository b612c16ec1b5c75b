import { z } from 'zod';

/** The largest id a client may send: ids are 32-bit positive integers on both engines. */
export const MAX_ID = 2_147_483_647;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

const idNumber = z.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id').max(MAX_ID, 'Invalid id');

/** A positive 32-bit id, as a JSON number or as plain decimal digits (path and query strings). */
export const id = z.union(
  [
    idNumber,
    z
      .string()
      .regex(/^\d{1,10}$/, 'Invalid id')
      .transform(Number)
      .pipe(idNumber),
  ],
  {
    error: 'Invalid id',
  },
);

export const idParams = z.object({ id });
export type IdParams = z.infer<typeof idParams>;

/** `page` counts from 0; `size` defaults to 10 and is capped at 100 (DESIGN §4). */
export const pageQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 0' })
    .int('page must be a whole number from 0')
    .min(0, 'page must be a whole number from 0')
    .max(1_000_000, 'page is too large')
    .default(0),
  size: z.coerce
    .number({ error: 'size must be a whole number from 1' })
    .int('size must be a whole number from 1')
    .min(1, 'size must be a whole number from 1')
    .max(1_000_000, 'size is too large')
    .default(DEFAULT_PAGE_SIZE)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE)),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * A page of a named list narrowed by `search` (case-insensitive contains on the name): what the
 * console's pickers page through (topics, news categories, later departments), so none is cut off.
 */
export const lookupQuery = pageQuery.extend({
  search: z
    .string({ error: 'search must be text' })
    .trim()
    .max(255, 'search must be at most 255 characters')
    .optional()
    .transform((value) => value || undefined),
});
export type LookupQuery = z.infer<typeof lookupQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    size: z.number().int(),
    number: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
  });
}
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  size: number;
  number: number;
  first: boolean;
  last: boolean;
}

export const errorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

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

/** An optional rich HTML field: absent and null become ''; the server sanitizes what is given. */
export function optionalRichText() {
  return z
    .string({ error: 'Must be text' })
    .max(RICH_TEXT_MAX, richTextMessages.tooLong)
    .nullish()
    .transform((value) => value ?? '');
}

/** A required rich HTML field: `message` when absent or blank; the server sanitizes what is given. */
export function requiredRichText(message: string) {
  return z.string({ error: message }).trim().min(1, message).max(RICH_TEXT_MAX, richTextMessages.tooLong);
}

/** Where this server serves uploaded files; user-given URLs may point here (DESIGN §4). */
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

/** Lookups by name (`.../name/{name}`); compared without regard to case. */
export const nameParams = z.object({
  name: z.string().trim().min(1, 'Name is required').max(255, 'Must be at most 255 characters'),
});

/**
 * The paths of a collection and of one of its items, named as the area's code names them:
 * `collectionPaths('alerts', 'alert', '/misc/cms/aac/alerts')` is `{alerts: base, alert: base/:id}`.
 */
export function collectionPaths<const C extends string, const I extends string, const B extends string>(
  collection: C,
  item: I,
  base: B,
) {
  return { [collection]: base, [item]: `${base}/:id` } as Record<C, B> & Record<I, `${B}/:id`>;
}

/**
 * The paths of an ordered collection: `collectionPaths`, and `reorder` at `base/reorder`, where a
 * `PUT [{id, orderNo}]` renumbers its items.
 */
export function orderedPaths<const C extends string, const I extends string, const B extends string>(
  collection: C,
  item: I,
  base: B,
) {
  return { ...collectionPaths(collection, item, base), reorder: `${base}/reorder` as const };
}

/**
 * The paths of a collection whose items are published: `collectionPaths`, and `publish` at
 * `base/:id/publish`, where a `PATCH` sets an item's published status.
 */
export function publishedPaths<const C extends string, const I extends string, const B extends string>(
  collection: C,
  item: I,
  base: B,
) {
  return { ...collectionPaths(collection, item, base), publish: `${base}/:id/publish` as const };
}

/**
 * The paths of a collection under each item of another, named as the area's code names them:
 * `childPaths('elements', 'element', base)` is `{elements: base/:id/elements, element:
 * base/:id/elements/:elementId}` (GET and POST; PUT and DELETE).
 */
export function childPaths<const C extends string, const I extends string, const B extends string>(
  collection: C,
  item: I,
  base: B,
) {
  type Paths = Record<C, `${B}/:id/${C}`> & Record<I, `${B}/:id/${C}/:${I}Id`>;
  return { [collection]: `${base}/:id/${collection}`, [item]: `${base}/:id/${collection}/:${item}Id` } as Paths;
}

/**
 * The paths of an ordered collection under each item of another: `childPaths`, and
 * `<collection>Reorder` at `base/:id/<collection>/reorder`, where a `PUT [{id, orderNo}]`
 * renumbers one item's children.
 */
export function orderedChildPaths<const C extends string, const I extends string, const B extends string>(
  collection: C,
  item: I,
  base: B,
) {
  type Reorder = Record<`${C}Reorder`, `${B}/:id/${C}/reorder`>;
  const reorder = { [`${collection}Reorder`]: `${base}/:id/${collection}/reorder` } as Reorder;
  return { ...childPaths(collection, item, base), ...reorder };
}

/**
 * What a resource's screens say around its calls, in the wording the spec gives most areas:
 * `outcomeMessages('Notice', 'notices')` — 'Notice created successfully', 'Failed to load notices',
 * 'No notices yet', 'Are you sure you want to delete this notice?'. An area spreads it and adds or
 * overrides what its spec words differently.
 */
export function outcomeMessages<const Noun extends string, const Plural extends string>(noun: Noun, plural: Plural) {
  const lower = noun.toLowerCase() as Lowercase<Noun>;
  return {
    created: `${noun} created successfully`,
    updated: `${noun} updated successfully`,
    deleted: `${noun} deleted successfully`,
    loadFailed: `Failed to load ${plural}`,
    saveFailed: `Failed to save ${lower}`,
    deleteFailed: `Failed to delete ${lower}`,
    deleteConfirm: `Are you sure you want to delete this ${lower}?`,
    empty: `No ${plural} yet`,
  } as const;
}

/**
 * What an ordered list's screen says around its reorder, in the spec's words:
 * `reorderMessages('Videos')` — 'Videos reordered successfully', 'Failed to reorder videos'.
 */
export function reorderMessages<const Plural extends string>(plural: Plural) {
  return {
    reordered: `${plural} reordered successfully`,
    reorderFailed: `Failed to reorder ${plural.toLowerCase() as Lowercase<Plural>}`,
  } as const;
}

const rowId = z.number().int();

/** A row as the API answers it: its `id`, then the area's fields. */
export function entity<const Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ id: rowId, ...shape });
}

/** When a row was created and last changed (ISO date-times). */
export const dated = { createdDate: z.string(), updatedDate: z.string() };

/** Who created and last changed a row (user ids; null for seeded rows and deleted users). */
export const authored = { createdBy: rowId.nullable(), updatedBy: rowId.nullable() };

/** A row's audit stamps, who and when (the server's `stampsOf`): `entity({..., ...stamped})`. */
export const stamped = { ...authored, ...dated };

/** The website a row belongs to, as the spec names it: `assetOwnerId`. */
export const owned = { assetOwnerId: rowId };

/** A row's place in its ordered list, counted from the area's base (the reorder call's `orderNo`). */
export const ordered = { orderNo: rowId };

/**
 * A website's content row as the API answers it: its `id`, the website it belongs to
 * (`assetOwnerId`), the area's fields, then its audit stamps (the server's `contentRowOf`).
 */
export function contentEntity<const Shape extends z.ZodRawShape>(shape: Shape) {
  return entity({ ...owned, ...shape, ...stamped });
}
