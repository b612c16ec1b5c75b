import { lookupQuery } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { contentApp, expectError } from './content-support.js';
import { everyTestResource } from './declared-areas.js';

/**
 * Named look-ups (the area kit): the lists the console's pickers page through take `search`, a
 * case-insensitive contains on the name, and page as far as there are rows; nothing is cut off.
 */
const { admin, other } = contentApp();

/** Every list that takes a look-up's query (topics, news categories), from the areas' declarations. */
const lists = (await everyTestResource())
  .filter((resource) => resource.contract.schemas.listQuery === lookupQuery)
  .map((resource) => ({ name: resource.thing, path: resource.path, field: resource.name, valid: resource.valid }));

it('finds the look-up lists among the areas', () => {
  expect(lists.length).toBeGreaterThan(0);
});

describe.each(lists)('look-ups of $name', ({ path, field, valid }) => {
  const names = (page: { content: Record<string, string>[] }) => page.content.map((row) => row[field]);

  it('pages through 150 rows in name order, past the largest page size', async () => {
    for (let i = 0; i < 150; i++) {
      const response = await other.inject({
        method: 'POST',
        url: path,
        payload: { ...valid(other), [field]: `Club ${String(i).padStart(3, '0')}` },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const first = (await other.inject({ method: 'GET', url: `${path}?size=100` })).json();
    const second = (await other.inject({ method: 'GET', url: `${path}?size=100&page=1` })).json();
    expect(first).toMatchObject({ totalElements: 150, totalPages: 2, first: true, last: false });
    expect(second).toMatchObject({ number: 1, first: false, last: true });
    const all = [...names(first), ...names(second)];
    expect(all).toHaveLength(150);
    expect(all[0]).toBe('Club 000');
    expect(all[149]).toBe('Club 149');
  });

  it('finds rows whose name contains the search, without regard to case, with a matching total', async () => {
    const page = (await other.inject({ method: 'GET', url: `${path}?search=LUB%2014&size=5` })).json();
    expect(names(page)).toEqual(['Club 140', 'Club 141', 'Club 142', 'Club 143', 'Club 144']);
    expect(page).toMatchObject({ totalElements: 10, totalPages: 2 });
  });

  it("searches only the session's website", async () => {
    const page = (await admin.inject({ method: 'GET', url: `${path}?search=club` })).json();
    expect(page.totalElements).toBe(0);
  });

  it('takes % and _ in a search as themselves', async () => {
    await other.inject({ method: 'POST', url: path, payload: { ...valid(other), [field]: '100% Attendance' } });
    await other.inject({ method: 'POST', url: path, payload: { ...valid(other), [field]: 'Year_7' } });
    expect(names((await other.inject({ method: 'GET', url: `${path}?search=%25` })).json())).toEqual([
      '100% Attendance',
    ]);
    expect(names((await other.inject({ method: 'GET', url: `${path}?search=r_` })).json())).toEqual(['Year_7']);
    expect(names((await other.inject({ method: 'GET', url: `${path}?search=%5C` })).json())).toEqual([]);
  });

  it('treats a blank search as none and refuses one over 255 characters', async () => {
    const all = (await other.inject({ method: 'GET', url: `${path}?search=%20%20` })).json();
    expect(all.totalElements).toBe(152);
    expectError(
      await other.inject({ method: 'GET', url: `${path}?search=${'x'.repeat(256)}` }),
      400,
      'search must be at most 255 characters',
    );
  });
});
