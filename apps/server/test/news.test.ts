import { newsContract, newsMessages, newsPaths, type News, type NewsCategory } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import {
  BAD_URLS,
  contentApp,
  expectError,
  GOOD_URLS,
  ISO_DATE,
  postCreated,
  unique,
  UNKNOWN_ID,
  type Client,
} from './content-support.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { t, admin, editor, viewer, other } = contentApp();

const NEWS = newsPaths.news;

describeScopedResource(newsContract, {
  thing: 'News',
  table: 'news',
  valid: () => ({ title: unique('News'), content: '<p>Body</p>' }),
  invalid: { body: { title: 'T', content: '<p></p>' }, message: newsMessages.contentRequired },
  publishing: { published: 'ACTIVE', unpublished: { status: 'INACTIVE', showOnHomePage: true } },
});

const createNews = (client: Client, payload: object = {}) =>
  postCreated<News>(client, NEWS, { title: unique('News'), content: '<p>Body</p>', ...payload });

const createCategory = (client: Client, name = unique('Category')) =>
  postCreated<NewsCategory>(client, '/nms/cms/cac/categories', { name });

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

  it('lists newest first', async () => {
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
    expect(first.totalElements).toBe(13);
    expect(first.content.map((n: News) => n.id)).toEqual(newestFirst.slice(0, 10));
    const second = (await other.inject({ method: 'GET', url: `${NEWS}?page=1` })).json();
    expect(second.content.map((n: News) => n.id)).toEqual(newestFirst.slice(10));
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

  it('lists each item with its categories and author', async () => {
    const page = (await viewer.inject({ method: 'GET', url: `${NEWS}?size=100` })).json();
    const byTitle = new Map<string, News>(page.content.map((n: News) => [n.title, n]));
    expect(byTitle.get('Spring Concert')).toMatchObject({ status: 'ACTIVE', categories: [{ name: 'Events' }] });
    expect(byTitle.get('Parent-Teacher Conferences Scheduled')).toMatchObject({ creator_name: '', author: 'System' });
  });

  it.each([
    ['status=PUBLISHED', 'Status must be one of ACTIVE, INACTIVE, DRAFT'],
    ['categoryId=abc', 'Invalid id'],
    ['categoryId=0', 'Invalid id'],
  ])('answers 400 for ?%s', async (query, message) => {
    expectError(await admin.inject({ method: 'GET', url: `${NEWS}?${query}` }), 400, message);
  });
});

describe('PUT /nms/cms/nac/news/{id}', () => {
  it('replaces the fields and keeps the categories when none are sent', async () => {
    const category = await createCategory(admin);
    const created = await createNews(admin, {
      creator_name: 'Ms. Lin',
      showOnHomePage: true,
      categoryIds: [category.id],
    });
    const response = await editor.inject({
      method: 'PUT',
      url: `${NEWS}/${created.id}`,
      payload: {
        title: 'Updated',
        content: '<p>New <em>text</em></p>',
        summary: 'Short',
        imgUrl: 'https://cdn.riverside.example/x.png',
        status: 'INACTIVE',
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
      publishedDate: null,
      categories: [{ id: category.id, name: category.name }],
    });
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

  it("answers 404 for another website's category, changing nothing", async () => {
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

  it('validates like create', async () => {
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
    expect((await getNews(admin, created.id)).json()).toEqual(created);
  });
});

describe('DELETE /nms/cms/nac/news/{id}', () => {
  it('deletes the item and its category links, not the categories', async () => {
    const category = await createCategory(admin);
    const created = await createNews(admin, { categoryIds: [category.id] });
    expect(await linksOf(created.id)).toHaveLength(1);
    expect((await editor.inject({ method: 'DELETE', url: `${NEWS}/${created.id}` })).statusCode).toBe(200);
    expect(await linksOf(created.id)).toEqual([]);
    expect((await admin.inject({ method: 'GET', url: `/nms/cms/cac/categories/${category.id}` })).statusCode).toBe(200);
  });
});
