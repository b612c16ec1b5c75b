import type { News, NewsCategory } from '@cms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentClients,
  expectAuthRequired,
  expectError,
  ISO_DATE,
  MALFORMED_IDS,
  UNKNOWN_ID,
  type Client,
} from './content-support.js';
import { createTestApp, type TestApp } from './helper.js';

let t: TestApp;
let admin: Client;
let editor: Client;
let viewer: Client;
let other: Client;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, editor, viewer, other } = await contentClients(t.app));
});
afterAll(() => t.close());

const CATEGORIES = '/nms/cms/cac/categories';

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

async function createCategory(client: Client, name = unique('Category')) {
  const response = await client.inject({ method: 'POST', url: CATEGORIES, payload: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<NewsCategory>();
}

async function createNews(client: Client, categoryIds: number[] = []) {
  const response = await client.inject({
    method: 'POST',
    url: '/nms/cms/nac/news',
    payload: { title: unique('News'), content: '<p>Body</p>', categoryIds },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<News>();
}

const getCategory = (client: Client, id: number | string) =>
  client.inject({ method: 'GET', url: `${CATEGORIES}/${id}` });
const putCategory = (client: Client, payload: object) => client.inject({ method: 'PUT', url: CATEGORIES, payload });

describe('POST /nms/cms/cac/categories', () => {
  it('creates a category', async () => {
    const response = await editor.inject({ method: 'POST', url: CATEGORIES, payload: { name: '  Field Trips ' } });
    expect(response.statusCode).toBe(201);
    const created = response.json<NewsCategory>();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Field Trips',
      createdDate: expect.stringMatching(ISO_DATE),
      updatedDate: created.createdDate,
    });
    expect((await getCategory(admin, created.id)).json()).toEqual(created);
  });

  it('ignores the fields the server owns', async () => {
    const response = await admin.inject({
      method: 'POST',
      url: CATEGORIES,
      payload: { id: 1, name: unique('Owned'), assetOwnerId: 2, createdDate: '2001-01-01T00:00:00.000Z' },
    });
    const created = response.json<NewsCategory>();
    expect(created.id).not.toBe(1);
    expect(created.createdDate).not.toContain('2001');
    expectError(await getCategory(other, created.id), 404, 'Category not found');
    const row = await t.database.db
      .selectFrom('news_categories')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ website_id: 1, created_by: admin.id });
  });

  it('refuses a name the website already has, in any case; another website may use it', async () => {
    await createCategory(admin, 'Fundraising');
    for (const name of ['Fundraising', 'FUNDRAISING', ' fundraising ']) {
      expectError(
        await admin.inject({ method: 'POST', url: CATEGORIES, payload: { name } }),
        409,
        'A category with this name already exists',
      );
    }
    expect((await createCategory(other, 'Fundraising')).name).toBe('Fundraising');
  });

  it.each([
    [{}, 'Name is required'],
    [{ name: '' }, 'Name is required'],
    [{ name: '  ' }, 'Name is required'],
    [{ name: null }, 'Name is required'],
    [{ name: 12 }, 'Name is required'],
    [{ title: 'Wrong field' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Must be at most 100 characters'],
  ])('answers 400 for %j', async (payload, message) => {
    expectError(await admin.inject({ method: 'POST', url: CATEGORIES, payload }), 400, message);
  });

  it('refuses a VIEWER', async () => {
    expectError(
      await viewer.inject({ method: 'POST', url: CATEGORIES, payload: { name: 'Nope' } }),
      403,
      'You do not have permission to edit news categories',
    );
  });
});

describe('GET /nms/cms/cac/categories', () => {
  it('answers a page of categories in alphabetical order', async () => {
    const before = (await other.inject({ method: 'GET', url: `${CATEGORIES}?size=100` })).json();
    for (const name of ['Music', 'art', 'Drama', 'band']) await createCategory(other, `Club ${name}`);
    const all = (await other.inject({ method: 'GET', url: `${CATEGORIES}?size=100` })).json();
    expect(all.totalElements).toBe(before.totalElements + 4);
    expect(all.content.map((c: NewsCategory) => c.name).filter((n: string) => n.startsWith('Club'))).toEqual([
      'Club art',
      'Club band',
      'Club Drama',
      'Club Music',
    ]);
    const page = (await other.inject({ method: 'GET', url: `${CATEGORIES}?page=1&size=2` })).json();
    expect(page).toMatchObject({ size: 2, number: 1, first: false, totalElements: all.totalElements });
    expect(page.content).toEqual(all.content.slice(2, 4));
  });

  it("lists the demo school's categories with the default page size, for a VIEWER too", async () => {
    const response = await viewer.inject({ method: 'GET', url: CATEGORIES });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ size: 10, number: 0, first: true });
    const names = page.content.map((c: NewsCategory) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Announcements', 'Events', 'Sports']));
    expect(names).not.toContain('Club art');
  });

  it.each([
    ['page=-2', 'page must be a whole number from 0'],
    ['size=-1', 'size must be a whole number from 1'],
  ])('answers 400 for ?%s', async (query, message) => {
    expectError(await admin.inject({ method: 'GET', url: `${CATEGORIES}?${query}` }), 400, message);
  });
});

describe('GET /nms/cms/cac/categories/{id} and /name/{name}', () => {
  it('finds a category by id and by name, whatever the case', async () => {
    const created = await createCategory(admin, 'Parents & Guardians');
    expect((await getCategory(viewer, created.id)).json()).toEqual(created);
    for (const name of ['Parents & Guardians', 'PARENTS & guardians']) {
      const response = await viewer.inject({ method: 'GET', url: `${CATEGORIES}/name/${encodeURIComponent(name)}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(created);
    }
  });

  it("answers 404 for unknown ids and names and for another website's category", async () => {
    const theirs = await createCategory(other, 'Northfield Category');
    expectError(await getCategory(admin, UNKNOWN_ID), 404, 'Category not found');
    expectError(await getCategory(admin, theirs.id), 404, 'Category not found');
    expectError(await admin.inject({ method: 'GET', url: `${CATEGORIES}/name/Nope` }), 404, 'Category not found');
    expectError(
      await admin.inject({ method: 'GET', url: `${CATEGORIES}/name/Northfield%20Category` }),
      404,
      'Category not found',
    );
  });

  it.each(MALFORMED_IDS)('answers 400 for the id %s', async (id) => {
    expectError(await getCategory(admin, id), 400, 'Invalid id');
  });
});

describe('PUT /nms/cms/cac/categories', () => {
  it('renames the category named by id in the body; the news show the new name', async () => {
    const created = await createCategory(admin);
    const news = await createNews(admin, [created.id]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await putCategory(editor, { id: created.id, name: 'Renamed Category' });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<NewsCategory>();
    expect(updated).toMatchObject({ id: created.id, name: 'Renamed Category', createdDate: created.createdDate });
    expect(updated.updatedDate > created.updatedDate).toBe(true);
    const item = await admin.inject({ method: 'GET', url: `/nms/cms/nac/news/${news.id}` });
    expect(item.json().categories).toEqual([{ id: created.id, name: 'Renamed Category' }]);
    expect((await putCategory(admin, { id: String(created.id), name: 'By string id' })).json().name).toBe(
      'By string id',
    );
  });

  it('allows a change of case in its own name, refuses the name of another category', async () => {
    const first = await createCategory(admin, 'Clubs');
    await createCategory(admin, 'Awards');
    expect((await putCategory(admin, { id: first.id, name: 'CLUBS' })).json().name).toBe('CLUBS');
    expectError(
      await putCategory(admin, { id: first.id, name: 'awards' }),
      409,
      'A category with this name already exists',
    );
    expect((await getCategory(admin, first.id)).json().name).toBe('CLUBS');
  });

  it("answers 404 for an unknown id and another website's category", async () => {
    expectError(await putCategory(admin, { id: UNKNOWN_ID, name: 'X' }), 404, 'Category not found');
    const theirs = await createCategory(other, 'Theirs Only');
    expectError(await putCategory(admin, { id: theirs.id, name: 'Mine now' }), 404, 'Category not found');
    expect((await getCategory(other, theirs.id)).json().name).toBe('Theirs Only');
  });

  it.each([
    [{ name: 'No id' }, 'Category id is required'],
    [{ id: 0, name: 'X' }, 'Invalid id'],
    [{ id: 'abc', name: 'X' }, 'Invalid id'],
    [{ id: 1, name: '' }, 'Name is required'],
    [{ id: 1 }, 'Name is required'],
  ])('answers 400 for %j', async (payload, message) => {
    expectError(await putCategory(admin, payload), 400, message);
  });

  it('refuses a VIEWER', async () => {
    const created = await createCategory(admin);
    expectError(
      await putCategory(viewer, { id: created.id, name: 'X' }),
      403,
      'You do not have permission to edit news categories',
    );
  });
});

describe('DELETE /nms/cms/cac/categories/{id}', () => {
  it('deletes the category and its links to news, not the news', async () => {
    const [gone, kept] = [await createCategory(admin), await createCategory(admin)];
    const news = await createNews(admin, [gone.id, kept.id]);
    const response = await editor.inject({ method: 'DELETE', url: `${CATEGORIES}/${gone.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Category deleted successfully' });
    expectError(await getCategory(admin, gone.id), 404, 'Category not found');
    const item = await admin.inject({ method: 'GET', url: `/nms/cms/nac/news/${news.id}` });
    expect(item.statusCode).toBe(200);
    expect(item.json().categories).toEqual([{ id: kept.id, name: kept.name }]);
    const links = await t.database.db
      .selectFrom('news_category_links')
      .selectAll()
      .where('category_id', '=', gone.id)
      .execute();
    expect(links).toEqual([]);
  });

  it("answers 404 for an unknown id and another website's category, 403 for a VIEWER, 400 for a malformed id", async () => {
    expectError(
      await admin.inject({ method: 'DELETE', url: `${CATEGORIES}/${UNKNOWN_ID}` }),
      404,
      'Category not found',
    );
    const theirs = await createCategory(other);
    expectError(await admin.inject({ method: 'DELETE', url: `${CATEGORIES}/${theirs.id}` }), 404, 'Category not found');
    expect((await getCategory(other, theirs.id)).statusCode).toBe(200);
    const mine = await createCategory(admin);
    expectError(
      await viewer.inject({ method: 'DELETE', url: `${CATEGORIES}/${mine.id}` }),
      403,
      'You do not have permission to edit news categories',
    );
    expect((await getCategory(admin, mine.id)).statusCode).toBe(200);
    expectError(await admin.inject({ method: 'DELETE', url: `${CATEGORIES}/abc` }), 400, 'Invalid id');
  });
});

describe('access', () => {
  it('every category call needs a live token', async () => {
    const category = await createCategory(admin);
    await expectAuthRequired(t.app, [
      { method: 'GET', url: CATEGORIES },
      { method: 'POST', url: CATEGORIES, payload: { name: 'X' } },
      { method: 'PUT', url: CATEGORIES, payload: { id: category.id, name: 'X' } },
      { method: 'GET', url: `${CATEGORIES}/${category.id}` },
      { method: 'GET', url: `${CATEGORIES}/name/${encodeURIComponent(category.name)}` },
      { method: 'DELETE', url: `${CATEGORIES}/${category.id}` },
    ]);
    expect((await getCategory(admin, category.id)).json()).toEqual(category);
  });
});
