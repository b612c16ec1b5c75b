import type { News, NewsCategory } from '@cms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_URLS,
  contentClients,
  expectAuthRequired,
  expectError,
  GOOD_URLS,
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

const NEWS = '/nms/cms/nac/news';

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

async function createNews(client: Client, payload: object = {}) {
  const response = await client.inject({
    method: 'POST',
    url: NEWS,
    payload: { title: unique('News'), content: '<p>Body</p>', ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<News>();
}

async function createCategory(client: Client, name = unique('Category')) {
  const response = await client.inject({ method: 'POST', url: '/nms/cms/cac/categories', payload: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<NewsCategory>();
}

const getNews = (client: Client, id: number | string) => client.inject({ method: 'GET', url: `${NEWS}/${id}` });

async function linksOf(newsId: number) {
  return t.database.db.selectFrom('news_category_links').selectAll().where('news_id', '=', newsId).execute();
}

describe('POST /nms/cms/nac/news', () => {
  it('creates a DRAFT off the home page, authored by System when no creator is named', async () => {
    const response = await admin.inject({
      method: 'POST',
      url: NEWS,
      payload: { title: 'Bus routes change', content: '<p>New stops from Monday.</p>' },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<News>();
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'Bus routes change',
      summary: '',
      content: '<p>New stops from Monday.</p>',
      creator_name: '',
      author: 'System',
      imgUrl: null,
      status: 'DRAFT',
      showOnHomePage: false,
      created_date: expect.stringMatching(ISO_DATE),
      updated_date: created.created_date,
      publishedDate: null,
      categories: [],
    });
    expect((await getNews(admin, created.id)).json()).toEqual(created);
  });

  it('stores every field; the author is the creator name and a client author is ignored', async () => {
    const [b, a] = [await createCategory(admin, 'Zebra Events'), await createCategory(admin, 'Alpha Notices')];
    const created = await createNews(admin, {
      title: 'Spring Concert',
      content: '<p>Friday at <strong>7 pm</strong>.</p>',
      summary: 'Band and choir',
      creator_name: 'Music Department',
      author: 'Someone Else',
      imgUrl: '/uploads/content/concert.jpg',
      status: 'ACTIVE',
      showOnHomePage: true,
      categoryIds: [b.id, a.id, String(b.id)],
    });
    expect(created).toMatchObject({
      title: 'Spring Concert',
      content: '<p>Friday at <strong>7 pm</strong>.</p>',
      summary: 'Band and choir',
      creator_name: 'Music Department',
      author: 'Music Department',
      imgUrl: '/uploads/content/concert.jpg',
      status: 'ACTIVE',
      showOnHomePage: true,
      publishedDate: expect.stringMatching(ISO_DATE),
      categories: [
        { id: a.id, name: 'Alpha Notices' },
        { id: b.id, name: 'Zebra Events' },
      ],
    });
    const blankCreator = await createNews(admin, { creator_name: '   ', author: 'Ignored' });
    expect(blankCreator).toMatchObject({ creator_name: '', author: 'System' });
  });

  it('ignores the fields the server owns', async () => {
    const someone = await createNews(admin);
    const created = await createNews(admin, {
      id: someone.id,
      assetOwnerId: 2,
      created_date: '2001-01-01T00:00:00.000Z',
      createdDate: '2001-01-01T00:00:00.000Z',
      publishedDate: '2001-01-01T00:00:00.000Z',
      createdBy: 99,
      deleted: true,
    });
    expect(created.id).toBeGreaterThan(someone.id);
    expect(created.created_date).not.toContain('2001');
    expect(created.publishedDate).toBeNull();
    expectError(await getNews(other, created.id), 404, 'News not found');
    const row = await t.database.db.selectFrom('news').selectAll().where('id', '=', created.id).executeTakeFirst();
    expect(row).toMatchObject({ website_id: 1, created_by: admin.id, updated_by: admin.id });
  });

  it.each(['ACTIVE', 'INACTIVE', 'DRAFT'] as const)('accepts the status %s', async (status) => {
    const created = await createNews(admin, { status });
    expect(created.status).toBe(status);
    expect(created.publishedDate === null).toBe(status !== 'ACTIVE');
  });

  it.each(GOOD_URLS)('accepts the image URL %s', async (imgUrl) => {
    expect((await createNews(admin, { imgUrl })).imgUrl).toBe(imgUrl);
  });

  it.each(['', null])('stores no image URL for %j', async (imgUrl) => {
    expect((await createNews(admin, { imgUrl })).imgUrl).toBeNull();
  });

  it('sanitizes the content and keeps plain-text fields as typed', async () => {
    const created = await createNews(admin, {
      title: 'Tom & Jerry <3',
      summary: '<script>alert(1)</script>',
      creator_name: '<b>Ms. Lin</b>',
      content: '<p style="color: red; position: fixed">Hi</p><img src=x onerror=alert(1)><script>alert(2)</script>',
    });
    expect(created).toMatchObject({
      title: 'Tom & Jerry <3',
      summary: '<script>alert(1)</script>',
      creator_name: '<b>Ms. Lin</b>',
      author: '<b>Ms. Lin</b>',
      content: '<p style="color:red">Hi</p>',
    });
  });

  it('answers 400 when nothing is left of the content after sanitizing', async () => {
    for (const content of ['<script>alert(1)</script>', '<p></p>', '<p> &nbsp; </p>', '<img src="javascript:x">']) {
      expectError(
        await admin.inject({ method: 'POST', url: NEWS, payload: { title: 'T', content } }),
        400,
        'Content is required',
      );
    }
    const image = await createNews(admin, { content: '<img src="https://cdn.riverside.example/a.png" alt="">' });
    expect(image.content).toBe('<img src="https://cdn.riverside.example/a.png" alt="" />');
  });

  it("answers 404 for an unknown or another website's category, and creates nothing", async () => {
    const theirs = await createCategory(other);
    const mine = await createCategory(admin);
    const before = await t.database.db.selectFrom('news').select('id').execute();
    for (const categoryIds of [[UNKNOWN_ID], [mine.id, theirs.id]]) {
      expectError(
        await admin.inject({ method: 'POST', url: NEWS, payload: { title: 'T', content: 'C', categoryIds } }),
        404,
        'Category not found',
      );
    }
    expect(await t.database.db.selectFrom('news').select('id').execute()).toHaveLength(before.length);
  });

  it('lets an EDITOR create and refuses a VIEWER', async () => {
    expect((await createNews(editor)).status).toBe('DRAFT');
    expectError(
      await viewer.inject({ method: 'POST', url: NEWS, payload: { title: 'T', content: 'C' } }),
      403,
      'You do not have permission to edit news',
    );
  });

  it.each<[object, string]>([
    [{ content: 'C' }, 'Title is required'],
    [{ title: '', content: 'C' }, 'Title is required'],
    [{ title: '  ', content: 'C' }, 'Title is required'],
    [{ title: 3, content: 'C' }, 'Title is required'],
    [{ title: 'x'.repeat(256), content: 'C' }, 'Must be at most 255 characters'],
    [{ title: 'T' }, 'Content is required'],
    [{ title: 'T', content: '' }, 'Content is required'],
    [{ title: 'T', content: '   ' }, 'Content is required'],
    [{ title: 'T', content: 12 }, 'Content is required'],
    [{ title: 'T', content: 'x'.repeat(200_001) }, 'Must be at most 200000 characters'],
    [{ title: 'T', content: 'C', summary: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
    [{ title: 'T', content: 'C', creator_name: 'x'.repeat(101) }, 'Must be at most 100 characters'],
    [{ title: 'T', content: 'C', creator_name: {} }, 'Must be text'],
    [{ title: 'T', content: 'C', status: 'PUBLISHED' }, 'Status must be one of ACTIVE, INACTIVE, DRAFT'],
    [{ title: 'T', content: 'C', status: true }, 'Status must be one of ACTIVE, INACTIVE, DRAFT'],
    [{ title: 'T', content: 'C', showOnHomePage: 'yes' }, 'showOnHomePage must be true or false'],
    [{ title: 'T', content: 'C', categoryIds: 3 }, 'categoryIds must be a list of category ids'],
    [{ title: 'T', content: 'C', categoryIds: [0] }, 'Invalid id'],
    [{ title: 'T', content: 'C', categoryIds: ['abc'] }, 'Invalid id'],
    [
      { title: 'T', content: 'C', categoryIds: Array.from({ length: 51 }, (_, i) => i + 1) },
      'A news item can have at most 50 categories',
    ],
    ...BAD_URLS.map((imgUrl): [object, string] => [{ title: 'T', content: 'C', imgUrl }, 'Please enter a valid URL']),
  ])('answers 400 for %j', async (payload, message) => {
    const response = await admin.inject({ method: 'POST', url: NEWS, payload });
    expectError(response, 400, message);
    expect(response.json().issues[0]).toMatchObject({ path: expect.stringMatching(/^body/), message });
  });
});

describe('GET /nms/cms/nac/news', () => {
  // Northfield (website 2) has no demo news, so its list is exactly what this block creates.
  let items: News[] = [];
  let sports: NewsCategory;
  let events: NewsCategory;

  it('answers an empty page for a website without news', async () => {
    expect((await other.inject({ method: 'GET', url: NEWS })).json()).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      size: 10,
      number: 0,
      first: true,
      last: true,
    });
  });

  it('answers pages of 10 by default, newest first, with content and totalElements', async () => {
    sports = await createCategory(other, 'Sports');
    events = await createCategory(other, 'Events');
    items = [];
    const statuses = ['ACTIVE', 'DRAFT', 'INACTIVE'] as const;
    for (let i = 0; i < 13; i++) {
      const categoryIds = i % 2 === 0 ? [sports.id] : i % 3 === 0 ? [sports.id, events.id] : [];
      items.push(await createNews(other, { title: `Northfield ${i}`, status: statuses[i % 3], categoryIds }));
    }
    const newestFirst = [...items].reverse().map((n) => n.id);
    const first = (await other.inject({ method: 'GET', url: NEWS })).json();
    expect(first).toMatchObject({ totalElements: 13, totalPages: 2, size: 10, number: 0, first: true, last: false });
    expect(first.content.map((n: News) => n.id)).toEqual(newestFirst.slice(0, 10));
    const second = (await other.inject({ method: 'GET', url: `${NEWS}?page=1` })).json();
    expect(second).toMatchObject({ number: 1, first: false, last: true });
    expect(second.content.map((n: News) => n.id)).toEqual(newestFirst.slice(10));
    const sized = (await other.inject({ method: 'GET', url: `${NEWS}?page=1&size=4` })).json();
    expect(sized).toMatchObject({ totalPages: 4, size: 4, number: 1 });
    expect(sized.content.map((n: News) => n.id)).toEqual(newestFirst.slice(4, 8));
    expect((await other.inject({ method: 'GET', url: `${NEWS}?size=1000` })).json().size).toBe(100);
  });

  it.each(['ACTIVE', 'INACTIVE', 'DRAFT'])('filters by status=%s', async (status) => {
    const page = (await other.inject({ method: 'GET', url: `${NEWS}?status=${status}&size=100` })).json();
    const wanted = items.filter((n) => n.status === status).map((n) => n.id);
    expect(wanted.length).toBeGreaterThan(0);
    expect(page.totalElements).toBe(wanted.length);
    expect(page.content.map((n: News) => n.id)).toEqual([...wanted].reverse());
  });

  it('filters by categoryId, alone and with status', async () => {
    const inSports = items.filter((n) => n.categories.some((c) => c.id === sports.id)).map((n) => n.id);
    const page = (await other.inject({ method: 'GET', url: `${NEWS}?categoryId=${sports.id}&size=100` })).json();
    expect(page.totalElements).toBe(inSports.length);
    expect(page.content.map((n: News) => n.id)).toEqual([...inSports].reverse());
    const both = (
      await other.inject({ method: 'GET', url: `${NEWS}?categoryId=${sports.id}&status=DRAFT&size=100` })
    ).json();
    const wanted = items
      .filter((n) => n.status === 'DRAFT' && n.categories.some((c) => c.id === sports.id))
      .map((n) => n.id);
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.length).toBeLessThan(inSports.length);
    expect(both.totalElements).toBe(wanted.length);
    expect(both.content.map((n: News) => n.id)).toEqual([...wanted].reverse());
    const inEvents = (await other.inject({ method: 'GET', url: `${NEWS}?categoryId=${events.id}` })).json();
    expect(inEvents.content.map((n: News) => n.id)).toEqual(
      items
        .filter((n) => n.categories.some((c) => c.id === events.id))
        .map((n) => n.id)
        .reverse(),
    );
    const paged = (await other.inject({ method: 'GET', url: `${NEWS}?categoryId=${sports.id}&page=1&size=3` })).json();
    expect(paged).toMatchObject({ totalElements: inSports.length, number: 1, size: 3 });
    expect(paged.content.map((n: News) => n.id)).toEqual([...inSports].reverse().slice(3, 6));
  });

  it("answers 404 for an unknown or another website's categoryId", async () => {
    expectError(
      await other.inject({ method: 'GET', url: `${NEWS}?categoryId=${UNKNOWN_ID}` }),
      404,
      'Category not found',
    );
    const mine = await createCategory(admin);
    expectError(await other.inject({ method: 'GET', url: `${NEWS}?categoryId=${mine.id}` }), 404, 'Category not found');
  });

  it("lists only the session's website, with categories and authors, and VIEWERs may read it", async () => {
    const page = (await viewer.inject({ method: 'GET', url: `${NEWS}?size=100` })).json();
    const byTitle = new Map<string, News>(page.content.map((n: News) => [n.title, n]));
    expect(byTitle.get('Northfield 0')).toBeUndefined();
    expect(byTitle.get('Spring Concert')).toMatchObject({ status: 'ACTIVE', categories: [{ name: 'Events' }] });
    expect(byTitle.get('Parent-Teacher Conferences Scheduled')).toMatchObject({ creator_name: '', author: 'System' });
  });

  it.each([
    ['page=-1', 'page must be a whole number from 0'],
    ['size=abc', 'size must be a whole number from 1'],
    ['status=PUBLISHED', 'Status must be one of ACTIVE, INACTIVE, DRAFT'],
    ['categoryId=abc', 'Invalid id'],
    ['categoryId=0', 'Invalid id'],
  ])('answers 400 for ?%s', async (query, message) => {
    expectError(await admin.inject({ method: 'GET', url: `${NEWS}?${query}` }), 400, message);
  });
});

describe('GET /nms/cms/nac/news/{id}', () => {
  it('answers the item; VIEWERs may read it', async () => {
    const created = await createNews(admin);
    const response = await getNews(viewer, created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it("answers 404 for an unknown id and another website's item", async () => {
    expectError(await getNews(admin, UNKNOWN_ID), 404, 'News not found');
    const theirs = await createNews(other);
    expectError(await getNews(admin, theirs.id), 404, 'News not found');
    const mine = await createNews(admin);
    expectError(await getNews(other, mine.id), 404, 'News not found');
  });

  it.each(MALFORMED_IDS)('answers 400 for the id %s', async (id) => {
    expectError(await getNews(admin, id), 400, 'Invalid id');
  });
});

describe('PUT /nms/cms/nac/news/{id}', () => {
  it('replaces the fields and keeps created_date and the categories when none are sent', async () => {
    const category = await createCategory(admin);
    const created = await createNews(admin, {
      creator_name: 'Ms. Lin',
      showOnHomePage: true,
      categoryIds: [category.id],
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await editor.inject({
      method: 'PUT',
      url: `${NEWS}/${created.id}`,
      payload: {
        id: created.id + 1000,
        title: 'Updated',
        content: '<p>New <em>text</em></p>',
        summary: 'Short',
        imgUrl: 'https://cdn.riverside.example/x.png',
        status: 'INACTIVE',
        created_date: '2001-01-01T00:00:00.000Z',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<News>();
    expect(updated).toMatchObject({
      id: created.id,
      title: 'Updated',
      content: '<p>New <em>text</em></p>',
      summary: 'Short',
      creator_name: '',
      author: 'System',
      imgUrl: 'https://cdn.riverside.example/x.png',
      status: 'INACTIVE',
      showOnHomePage: false,
      created_date: created.created_date,
      publishedDate: null,
      categories: [{ id: category.id, name: category.name }],
    });
    expect(updated.updated_date > created.updated_date).toBe(true);
    const row = await t.database.db.selectFrom('news').selectAll().where('id', '=', created.id).executeTakeFirst();
    expect(row).toMatchObject({ created_by: admin.id, updated_by: editor.id });
  });

  it('replaces the categories when they are sent; [] removes them all', async () => {
    const [a, b] = [await createCategory(admin), await createCategory(admin)];
    const created = await createNews(admin, { categoryIds: [a.id] });
    const put = (categoryIds: unknown) =>
      admin.inject({
        method: 'PUT',
        url: `${NEWS}/${created.id}`,
        payload: { title: created.title, content: created.content, categoryIds },
      });
    expect((await put([b.id, a.id])).json().categories.map((c: NewsCategory) => c.id)).toEqual([a.id, b.id]);
    expect((await put([b.id])).json().categories.map((c: NewsCategory) => c.id)).toEqual([b.id]);
    expect((await put([])).json().categories).toEqual([]);
    expect(await linksOf(created.id)).toEqual([]);
  });

  it('sets publishedDate when the item becomes ACTIVE and keeps it after', async () => {
    const created = await createNews(admin);
    const put = (status: string) =>
      admin.inject({
        method: 'PUT',
        url: `${NEWS}/${created.id}`,
        payload: { title: created.title, content: created.content, status },
      });
    const active = (await put('ACTIVE')).json<News>();
    expect(active.publishedDate).toMatch(ISO_DATE);
    expect((await put('ACTIVE')).json().publishedDate).toBe(active.publishedDate);
    expect((await put('INACTIVE')).json()).toMatchObject({ status: 'INACTIVE', publishedDate: active.publishedDate });
  });

  it("answers 404 for an unknown id and another website's item or category, changing nothing", async () => {
    const payload = { title: 'Taken over', content: 'C' };
    expectError(await admin.inject({ method: 'PUT', url: `${NEWS}/${UNKNOWN_ID}`, payload }), 404, 'News not found');
    const theirs = await createNews(other, { title: 'Northfield item' });
    expectError(await admin.inject({ method: 'PUT', url: `${NEWS}/${theirs.id}`, payload }), 404, 'News not found');
    expect((await getNews(other, theirs.id)).json().title).toBe('Northfield item');
    const theirCategory = await createCategory(other);
    const mine = await createNews(admin, { title: 'Before' });
    expectError(
      await admin.inject({
        method: 'PUT',
        url: `${NEWS}/${mine.id}`,
        payload: { title: 'After', content: 'C', categoryIds: [theirCategory.id] },
      }),
      404,
      'Category not found',
    );
    expect((await getNews(admin, mine.id)).json()).toEqual(mine);
  });

  it('validates like create, and refuses a VIEWER', async () => {
    const created = await createNews(admin);
    const url = `${NEWS}/${created.id}`;
    expectError(await admin.inject({ method: 'PUT', url, payload: { title: 'T' } }), 400, 'Content is required');
    expectError(await admin.inject({ method: 'PUT', url, payload: { content: 'C' } }), 400, 'Title is required');
    expectError(
      await admin.inject({ method: 'PUT', url, payload: { title: 'T', content: '<script>x</script>' } }),
      400,
      'Content is required',
    );
    expectError(
      await admin.inject({ method: 'PUT', url, payload: { title: 'T', content: 'C', imgUrl: 'data:,x' } }),
      400,
      'Please enter a valid URL',
    );
    expectError(
      await viewer.inject({ method: 'PUT', url, payload: { title: 'T', content: 'C' } }),
      403,
      'You do not have permission to edit news',
    );
    expectError(
      await admin.inject({ method: 'PUT', url: `${NEWS}/1.5`, payload: { title: 'T', content: 'C' } }),
      400,
      'Invalid id',
    );
    expect((await getNews(admin, created.id)).json()).toEqual(created);
  });
});

describe('PATCH /nms/cms/nac/news/{id}/publish', () => {
  it('makes the item ACTIVE with publishedDate; publishing again keeps the date', async () => {
    const created = await createNews(admin, { status: 'INACTIVE', showOnHomePage: true });
    const response = await editor.inject({ method: 'PATCH', url: `${NEWS}/${created.id}/publish` });
    expect(response.statusCode).toBe(200);
    const published = response.json<News>();
    expect(published).toMatchObject({ id: created.id, status: 'ACTIVE', showOnHomePage: true });
    expect(published.publishedDate).toMatch(ISO_DATE);
    const again = (await admin.inject({ method: 'PATCH', url: `${NEWS}/${created.id}/publish` })).json<News>();
    expect(again.publishedDate).toBe(published.publishedDate);
  });

  it("answers 404 for an unknown id and another website's item, 400 for a malformed id, 403 for a VIEWER", async () => {
    expectError(await admin.inject({ method: 'PATCH', url: `${NEWS}/${UNKNOWN_ID}/publish` }), 404, 'News not found');
    const theirs = await createNews(other);
    expectError(await admin.inject({ method: 'PATCH', url: `${NEWS}/${theirs.id}/publish` }), 404, 'News not found');
    expect((await getNews(other, theirs.id)).json().status).toBe('DRAFT');
    expectError(await admin.inject({ method: 'PATCH', url: `${NEWS}/abc/publish` }), 400, 'Invalid id');
    const mine = await createNews(admin);
    expectError(
      await viewer.inject({ method: 'PATCH', url: `${NEWS}/${mine.id}/publish` }),
      403,
      'You do not have permission to edit news',
    );
    expect((await getNews(admin, mine.id)).json().status).toBe('DRAFT');
  });
});

describe('DELETE /nms/cms/nac/news/{id}', () => {
  it('deletes the item and its category links, not the categories', async () => {
    const category = await createCategory(admin);
    const created = await createNews(admin, { categoryIds: [category.id] });
    expect(await linksOf(created.id)).toHaveLength(1);
    const response = await editor.inject({ method: 'DELETE', url: `${NEWS}/${created.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'News deleted successfully' });
    expectError(await getNews(admin, created.id), 404, 'News not found');
    expect(await linksOf(created.id)).toEqual([]);
    expect((await admin.inject({ method: 'GET', url: `/nms/cms/cac/categories/${category.id}` })).statusCode).toBe(200);
    expectError(await admin.inject({ method: 'DELETE', url: `${NEWS}/${created.id}` }), 404, 'News not found');
  });

  it("answers 404 for an unknown id and another website's item, 403 for a VIEWER, 400 for a malformed id", async () => {
    expectError(await admin.inject({ method: 'DELETE', url: `${NEWS}/${UNKNOWN_ID}` }), 404, 'News not found');
    const theirs = await createNews(other);
    expectError(await admin.inject({ method: 'DELETE', url: `${NEWS}/${theirs.id}` }), 404, 'News not found');
    expect((await getNews(other, theirs.id)).statusCode).toBe(200);
    const mine = await createNews(admin);
    expectError(
      await viewer.inject({ method: 'DELETE', url: `${NEWS}/${mine.id}` }),
      403,
      'You do not have permission to edit news',
    );
    expect((await getNews(admin, mine.id)).statusCode).toBe(200);
    expectError(await admin.inject({ method: 'DELETE', url: `${NEWS}/0` }), 400, 'Invalid id');
  });
});

describe('access', () => {
  it('every news call needs a live token', async () => {
    const item = await createNews(admin);
    await expectAuthRequired(t.app, [
      { method: 'GET', url: NEWS },
      { method: 'POST', url: NEWS, payload: { title: 'T', content: 'C' } },
      { method: 'GET', url: `${NEWS}/${item.id}` },
      { method: 'PUT', url: `${NEWS}/${item.id}`, payload: { title: 'T', content: 'C' } },
      { method: 'PATCH', url: `${NEWS}/${item.id}/publish` },
      { method: 'DELETE', url: `${NEWS}/${item.id}` },
    ]);
    expect((await getNews(admin, item.id)).json()).toEqual(item);
  });
});
