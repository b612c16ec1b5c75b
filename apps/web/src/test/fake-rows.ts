/*
 * How the fake API (test/fake-api.ts) makes, lists and numbers the rows of its tables, as the
 * server's kit does: an area's fake (features/<area>/<area>.fake.ts) declares only its own
 * defaults, filters and order.
 */

/** When the fake's rows were made, and by whom (the demo school's first user), unless a test says. */
export const FAKE_STAMPS = {
  createdBy: 1,
  updatedBy: 1,
  createdDate: '2026-01-02T03:04:05.000Z',
  updatedDate: '2026-01-02T03:04:05.000Z',
} as const;

/**
 * A test's maker of an area's rows, `makeNotice(id, fields)`: the area's `defaults` for that id,
 * with what the test gives over them.
 */
export function rowMaker<T extends { id: number }>(defaults: (id: number) => Omit<T, 'id'>) {
  return (id: number, fields: Partial<T> = {}): T => ({ id, ...defaults(id), ...fields }) as T;
}

type ContentRow = { id: number; assetOwnerId: number } & { [K in keyof typeof FAKE_STAMPS]: unknown };

/**
 * The maker of a website's content rows (the contract's `contentEntity`): the demo school's
 * (`assetOwnerId` 1), stamped (FAKE_STAMPS), with the area's `defaults` between.
 */
export function contentRowMaker<T extends ContentRow>(defaults: (id: number) => Omit<T, keyof ContentRow>) {
  return rowMaker<T>((id) => ({ assetOwnerId: 1, ...defaults(id), ...FAKE_STAMPS }) as unknown as Omit<T, 'id'>);
}

type OrderedNamedRow = { id: number; assetOwnerId: number; name: string; orderNo: number };

/**
 * The maker of a website's named rows in an ordered list (the contract's `owned` and `ordered`: a
 * class, a menu item): the demo school's (`assetOwnerId` 1), named after their kind and numbered by
 * their id (`Class 3`, `orderNo` 3), with the area's `defaults` after.
 */
export function orderedRowMaker<T extends OrderedNamedRow>(
  kind: string,
  defaults: (id: number) => Omit<T, keyof OrderedNamedRow>,
) {
  return rowMaker<T>(
    (id) => ({ assetOwnerId: 1, name: `${kind} ${id}`, orderNo: id, ...defaults(id) }) as unknown as Omit<T, 'id'>,
  );
}

type Query = Record<string, unknown>;

/** Newest first: the order of a list whose table names no other. */
export const newestFirst = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => b.id - a.id);

/** An ordered list's order: by `orderNo`, then id. */
export const inOrder = <T extends { id: number; orderNo: number }>(rows: T[]) =>
  [...rows].sort((a, b) => a.orderNo - b.orderNo || a.id - b.id);

/** The order a list's `sortBy` and `sortOrder` ask for (the server kit's `sortedBy`): `orderNo` unless given. */
export function sortedBy<T extends { id: number; orderNo: number }>(rows: T[], query: Query) {
  const key = (query.sortBy as keyof T | undefined) ?? 'orderNo';
  const sorted = [...rows].sort(
    (a, b) => String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true }) || a.id - b.id,
  );
  return query.sortOrder === 'desc' ? sorted.reverse() : sorted;
}

/**
 * A list's rows as the server kit's `page` finds them, before paging: those whose `filters` equal
 * the query's (a filter the query leaves out or empty keeps every row), whose `search` field holds
 * the query's search without regard to case, and that the area's own `where` keeps; newest first
 * unless `order` says.
 */
export function listing<T extends { id: number }>(
  options: {
    filters?: (keyof T & string)[];
    search?: keyof T & string;
    where?: (row: T, query: Query) => boolean;
    order?: (rows: T[], query: Query) => T[];
  } = {},
) {
  const { filters = [], search, where = () => true, order = newestFirst } = options;
  const found = (row: T, query: Query) =>
    !search || !query.search || String(row[search]).toLowerCase().includes(String(query.search).toLowerCase());
  return (rows: T[], query: Query) =>
    order(
      rows.filter(
        (row) =>
          filters.every((key) => !query[key] || row[key] === query[key]) && found(row, query) && where(row, query),
      ),
      query,
    );
}

/** A named list (topics, news categories): searched by name, in name order. */
export const namedListing = <T extends { id: number; name: string }>() =>
  listing<T>({ search: 'name', order: (rows) => [...rows].sort((a, b) => a.name.localeCompare(b.name)) });

/** Where a new row of an ordered list goes: after the last (the server kit's `nextOrderNo`). */
export const nextOrderNo = (rows: { orderNo: number }[]) => Math.max(0, ...rows.map((row) => row.orderNo)) + 1;
