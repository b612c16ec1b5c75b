import { z } from 'zod';
import { isCalendarDate } from './times.js';

// Lists a page at a time (docs/design.md §4): what a list call takes and what it answers.

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** `page` counts from 0; `size` defaults to 10 and is capped at 100 (docs/design.md §4). */
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
export const searchField = z
  .string({ error: 'search must be text' })
  .trim()
  .max(255, 'search must be at most 255 characters')
  .optional()
  .transform((value) => value || undefined);

export const lookupQuery = pageQuery.extend({ search: searchField });
export type LookupQuery = z.infer<typeof lookupQuery>;

/** The words of a list narrowed to a range of days (`withDateRange`). */
export const dateRangeMessages = {
  fromInvalid: 'from must be a date such as 2026-12-01',
  toInvalid: 'to must be a date such as 2026-12-31',
  toBeforeFrom: 'to must not be before from',
} as const;

const dayParam = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, message).optional();

/**
 * A list query narrowed to the rows that have a moment on the days `from` to `to` (`yyyy-MM-dd`,
 * both included, either left out is open): an event list's month or its upcoming events. The
 * server's `overlapping` and the contract's `spanOverlaps` say which rows those are.
 */
export function withDateRange<const Shape extends z.ZodRawShape>(query: z.ZodObject<Shape>) {
  return query
    .extend({ from: dayParam(dateRangeMessages.fromInvalid), to: dayParam(dateRangeMessages.toInvalid) })
    .refine(
      (range) => {
        const { from, to } = range as { from?: string; to?: string };
        return !from || !to || to >= from;
      },
      {
        message: dateRangeMessages.toBeforeFrom,
        path: ['to'],
      },
    );
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item).max(MAX_PAGE_SIZE),
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

/** The lists the server answers whole (`wholeList`); never a body's nor a query's. */
const wholeLists = new WeakSet<z.ZodType>();

/**
 * A list an answer holds whole, however long it is, because what it lists is bounded elsewhere or
 * read whole by nature (docs/design.md §4: the navigation tree, a class's subjects, a department's
 * staff). Every other list of the contract has a largest length (`.max`), and a body or a query
 * never holds one of these (test/contract-lists.test.ts checks both).
 */
export function wholeList<T extends z.ZodType>(item: T) {
  const list = z.array(item);
  wholeLists.add(list);
  return list;
}
export const isWholeList = (schema: unknown) => wholeLists.has(schema as z.ZodType);
