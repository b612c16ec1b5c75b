import { describe, expect, it } from 'vitest';
import { expectError, type Client } from '../content-support.js';
import type { Entity, ResourceCalls, ResourceSuite } from './resource-calls.js';

/**
 * The order and filters of a paged list: newest first (`newestFirst`) or by a field (`sorted`), and
 * each filter value of `filters` listing exactly the rows that have its value, in the list's order,
 * with their total.
 */
export function listRules(r: ResourceCalls, spec: ResourceSuite) {
  const { filters, sorted } = spec;
  if (!spec.newestFirst && !sorted && !filters) return;

  /** Every row of the website's list for `query`, page by page. */
  async function everyRow(client: Client, query = '') {
    const rows: Entity[] = [];
    for (let number = 0; ; number++) {
      const page = await r.page(client, `${query}&size=100&page=${number}`);
      rows.push(...page.content);
      if (page.content.length < 100) return { rows, total: page.totalElements };
    }
  }

  describe('list', () => {
    if (spec.newestFirst) {
      it('lists newest first', async () => {
        const { other } = r.users;
        const created = [await r.create(other), await r.create(other), await r.create(other)];
        const ids = await r.allIds(other);
        expect(ids.slice(0, 3)).toEqual(created.map((row) => row.id).reverse());
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
      });
    }

    if (sorted) {
      const { field, values } = sorted;
      it(`lists by ${field}, then by id`, async () => {
        const { other } = r.users;
        for (const value of values) await r.create(other, { [field]: value });
        const keys = (await everyRow(other)).rows.map((row) => [row[field], row.id] as [never, number]);
        const inOrder = [...keys].sort(([a, aId], [b, bId]) => (a < b ? -1 : a > b ? 1 : aId - bId));
        expect(keys).toEqual(inOrder);
        expect(new Set(keys.map(([value]) => value)).size).toBeGreaterThan(1);
      });
    }

    if (filters) {
      const { field, values, invalid } = filters;
      it.each(values)(`filters by ${field}=%s`, async (query, value) => {
        const { other } = r.users;
        // A row of each value, so that every filter leaves some rows out and keeps some.
        for (const [, each] of values) await r.create(other, { [field]: each });
        const all = await everyRow(other);
        const wanted = all.rows.filter((row) => row[field] === value).map((row) => row.id);
        const filtered = await everyRow(other, `${field}=${encodeURIComponent(query)}`);
        expect(wanted.length).toBeGreaterThan(0);
        expect(wanted.length).toBeLessThan(all.rows.length);
        expect(filtered.rows.map((row) => row.id)).toEqual(wanted);
        expect(filtered.total).toBe(wanted.length);
      });

      it(`answers 400 '${invalid}' for an unknown ${field}`, async () => {
        expectError(await r.users.admin.inject({ method: 'GET', url: `${spec.path}?${field}=UNKNOWN` }), 400, invalid);
      });
    }
  });
}
