import { newsCategoriesContract, newsMessages, newsPaths, type News, type NewsCategory } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { contentApp, expectError, ISO_DATE, postCreated, unique, type Client } from './content-support.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { t, admin, editor, viewer, other } = contentApp();

const CATEGORIES = newsPaths.categories;

describeScopedResource(newsCategoriesContract, {
  thing: 'Category',
  table: 'news_categories',
  name: 'name',
  valid: () => ({ name: unique('Category') }),
  invalid: { body: { name: '' }, message: newsMessages.nameRequired },
  taken: newsMessages.categoryNameTaken,
});

const createCategory = (client: Client, name = unique('Category')) =>
  postCreated<NewsCategory>(client, CATEGORIES, { name });

const createNews = (client: Client, categoryIds: number[] = []) =>
  postCreated<News>(client, '/nms/cms/nac/news', { title: unique('News'), content: '<p>Body</p>', categoryIds });

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
  });

  it("lists the demo school's categories", async () => {
    const page = (await viewer.inject({ method: 'GET', url: CATEGORIES })).json();
    const names = page.content.map((c: NewsCategory) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Announcements', 'Events', 'Sports']));
  });
});

describe('PUT /nms/cms/cac/categories', () => {
  it('renames the category for the news that have it; takes the id as a string too', async () => {
    const created = await createCategory(admin);
    const news = await createNews(admin, [created.id]);
    expect((await putCategory(editor, { id: created.id, name: 'Renamed Category' })).statusCode).toBe(200);
    const item = await admin.inject({ method: 'GET', url: `/nms/cms/nac/news/${news.id}` });
    expect(item.json().categories).toEqual([{ id: created.id, name: 'Renamed Category' }]);
    expect((await putCategory(admin, { id: String(created.id), name: 'By string id' })).json().name).toBe(
      'By string id',
    );
  });

  it.each([
    [{ name: 'No id' }, 'Category id is required'],
    [{ id: 1, name: '' }, 'Name is required'],
    [{ id: 1 }, 'Name is required'],
  ])('answers 400 for %j', async (payload, message) => {
    expectError(await putCategory(admin, payload), 400, message);
  });
});

describe('DELETE /nms/cms/cac/categories/{id}', () => {
  it('deletes the category and its links to news, not the news', async () => {
    const [gone, kept] = [await createCategory(admin), await createCategory(admin)];
    const news = await createNews(admin, [gone.id, kept.id]);
    expect((await editor.inject({ method: 'DELETE', url: `${CATEGORIES}/${gone.id}` })).statusCode).toBe(200);
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
});
