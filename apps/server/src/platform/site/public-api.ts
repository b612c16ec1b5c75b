import {
  DEFAULT_PAGE_SIZE,
  idParams,
  MAX_PAGE_SIZE,
  pageOf,
  pageQuery,
  type Page,
  type PageQuery,
  type ResourceContract,
} from '@cms/contract';
import { z } from 'zod';
import type { Executor } from '../../db/database.js';
import type { SiteVisit } from './site-page.js';

/**
 * What an answer of the public content API is given (docs/design.md §10): the website, the moment
 * it is answered at (windows and schedules are judged by it) and the school's time zone (its
 * "today"). Never a session, a cookie or a header: the same address answers the same body for the
 * same website and moment, so an answer may be kept while the website's content stays as it is.
 */
export type ApiVisit = Pick<SiteVisit, 'db' | 'websiteId' | 'at' | 'timeZone'>;

/** What an address was asked with, parsed by its schemas: its path's parameters and its query. */
export interface ApiAsked {
  params: Readonly<Record<string, unknown>>;
  query: Readonly<Record<string, unknown>>;
}

/**
 * One address of the public content API (`GET /api/public/v1/{path}` on a website's public host,
 * under `/site` on the server's own address), declared in an area's `site.api`: read-only, no
 * sign-in, only what the public site shows, in the console API's field names. Its answer is a page
 * of items (the console's paging: `page`, `size`, `{content, totalElements, ...}`), every item as an
 * array (a list whole by nature: the menu, the live alerts), or one item.
 */
export interface PublicEndpoint {
  /** Under the API's root, in Fastify's words: `news`, `news/:id`, `pages/:slug`, `albums/:id/photos`. */
  path: string;
  /** What `/docs` says it answers. */
  summary: string;
  answers: 'page' | 'list' | 'item';
  /** The schema of its path's parameters (`:id`: 'Invalid id' for anything but an id). */
  params?: z.ZodType;
  /** The schema of its query (the public paging for a page). */
  query?: z.ZodType;
  /** The schema its answer is written by: the contract's, without what is not public (`publicEntity`). */
  response: z.ZodType;
  /** What its 404 says: the console's words for a missing row ('News not found'). */
  missing: string;
  /** Its answer, or null when nothing public is there (the 404 saying `missing`). */
  read(visit: ApiVisit, asked: ApiAsked): Promise<unknown>;
}

/**
 * The console's paging (docs/design.md §4: `page` from 0, `size` 10 unless asked), except that a
 * size over the most a page holds is refused (400) rather than cut: a program asking for 1,000 rows
 * learns at once that it gets 100, not from a `size` it may never read.
 */
export const publicPageQuery = pageQuery.extend({
  size: z.coerce
    .number({ error: 'size must be a whole number from 1' })
    .int('size must be a whole number from 1')
    .min(1, 'size must be a whole number from 1')
    .max(MAX_PAGE_SIZE, `size must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});

/**
 * Who wrote and changed a row: user ids, which the public never sees (docs/design.md §10), in both of
 * the product's spellings (a poll's are `created_by`, `updated_by`).
 */
export const AUTHOR_FIELDS = ['createdBy', 'updatedBy', 'created_by', 'updated_by'] as const;

/**
 * A contract's schema as the public sees it (docs/design.md §10): the same fields under the same
 * names, but for who wrote each row (`AUTHOR_FIELDS`) and the fields `hidden` names (a website's
 * admin host), at any depth (a poll's options, an album's photos). The schemas of the API's answers
 * are made with it, so what is left out is never written, whatever a read returns.
 */
export function publicEntity<S extends z.ZodType>(schema: S, hidden: readonly string[] = []): z.ZodType {
  return withoutFields(schema, new Set([...AUTHOR_FIELDS, ...hidden]));
}

function withoutFields(schema: z.ZodType, left: ReadonlySet<string>): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const kept = Object.entries(shape)
      .filter(([name]) => !left.has(name))
      .map(([name, field]) => [name, withoutFields(field, left)] as const);
    const same = kept.length === Object.keys(shape).length && kept.every(([name, field]) => shape[name] === field);
    return same ? schema : z.object(Object.fromEntries(kept));
  }
  if (schema instanceof z.ZodArray) {
    const element = withoutFields(schema.element as z.ZodType, left);
    return element === schema.element ? schema : z.array(element);
  }
  if (schema instanceof z.ZodNullable) {
    const inner = withoutFields(schema.unwrap() as z.ZodType, left);
    return inner === schema.unwrap() ? schema : inner.nullable();
  }
  if (schema instanceof z.ZodOptional) {
    const inner = withoutFields(schema.unwrap() as z.ZodType, left);
    return inner === schema.unwrap() ? schema : inner.optional();
  }
  // A union, a lazy or a pipe would be rebuilt here; no answer's schema holds one with rows in it.
  return schema;
}

/** The parameters of a path: an `:id` is an id ('Invalid id' otherwise); a path with none has none. */
const paramsOf = (path: string) => (path.includes(':id') ? idParams : undefined);

/**
 * A list answered a page at a time, as the console's lists are: `page` and `size` (`publicPageQuery`,
 * or a `query` extending it) and the console's page shape. `read` answers null when what the list is
 * of is not public (an album that is not there: 404 `missing`).
 */
export function publicPage<E, Q extends PageQuery = PageQuery, P = object>(
  path: string,
  item: z.ZodType,
  words: { summary: string; missing?: string },
  read: (visit: ApiVisit, query: Q, params: P) => Promise<Page<E> | null>,
  schemas: { query?: z.ZodType; params?: z.ZodType } = {},
): PublicEndpoint {
  return {
    path,
    summary: words.summary,
    answers: 'page',
    params: schemas.params ?? paramsOf(path),
    query: schemas.query ?? publicPageQuery,
    response: pageOf(item),
    missing: words.missing ?? 'Not found',
    read: (visit, asked) => read(visit, asked.query as Q, asked.params as P),
  };
}

/** A list whole by nature (the menu, the live alerts, the spotlight's categories): every public item, as an array. */
export function publicList<E>(
  path: string,
  item: z.ZodType,
  summary: string,
  read: (visit: ApiVisit) => Promise<readonly E[]>,
): PublicEndpoint {
  return { path, summary, answers: 'list', response: z.array(item), missing: 'Not found', read };
}

/**
 * One item: by its `:id` (or the parameters `params` parses: a page's `:slug`), or the one there is
 * (the website); `read` answers null for one that is missing or not public (404 `missing`).
 */
export function publicItem<E, P = { id: number }>(
  path: string,
  item: z.ZodType,
  words: { summary: string; missing: string },
  read: (visit: ApiVisit, params: P) => Promise<E | null>,
  params: z.ZodType | undefined = paramsOf(path),
): PublicEndpoint {
  return {
    path,
    summary: words.summary,
    answers: 'item',
    params,
    response: item,
    missing: words.missing,
    read: (visit, asked) => read(visit, asked.params as P),
  };
}

/** The published-only reads of a resource (`tableResource`'s `visible`) that its public list and item use. */
interface VisibleReads<E, More> {
  page(db: Executor, websiteId: number, query: PageQuery, more?: More): Promise<Page<E>>;
  find(db: Executor, websiteId: number, id: number): Promise<E | null>;
}

/**
 * A resource in the public content API, from its published-only reads (`tableResource`'s `visible`):
 * its public rows a page at a time at `path`, in the console's order and as the console's list shows
 * them (without a document's children where the contract has a `summary`: a page's `blockCount`,
 * not its blocks), and one of them, whole, at
 * `path/:id` (404 '<thing> not found' for any other), both in its contract's entity without its
 * authors (`publicEntity`, and `hidden`). A list that the console narrows by more than its page (an
 * event list's days) takes its `query` (extending `publicPageQuery`), which `list` turns into what
 * the reads keep; an item read otherwise (a class with its homework, a page by its slug) is `item`.
 */
export function publicResource<E, More = never, Q extends PageQuery = PageQuery>(
  path: string,
  resource: { contract: ResourceContract; table: { thing: string }; visible?: VisibleReads<E, More> },
  options: { hidden?: readonly string[]; query?: z.ZodType; list?(query: Q): More; item?: PublicEndpoint } = {},
): PublicEndpoint[] {
  const { contract, table, visible } = resource;
  if (!visible) throw new Error(`${contract.tag}: a resource in the public API has public reads (visible)`);
  const entity = publicEntity(contract.schemas.entity, options.hidden);
  // A list carries what a list shows (issue 25): a document's summary where its contract has one.
  const list = publicPage<E, Q>(
    path,
    contract.summary ? publicEntity(contract.summary.item, options.hidden) : entity,
    {
      summary: contract.summary
        ? `The public ${contract.tag}, a page at a time, each with its ${contract.summary.count} in place of its ${contract.summary.omit}`
        : `The public ${contract.tag}, a page at a time`,
    },
    (visit, query) => visible.page(visit.db, visit.websiteId, query, options.list?.(query)),
    { query: options.query },
  );
  const item =
    options.item ??
    publicItem(
      `${path}/:id`,
      entity,
      { summary: `One public ${table.thing.toLowerCase()}, by id`, missing: `${table.thing} not found` },
      (visit, { id }) => visible.find(visit.db, visit.websiteId, id),
    );
  return [list, item];
}
