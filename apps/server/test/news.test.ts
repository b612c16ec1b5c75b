import { newsMessages, type News } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { contentApp, expectError, ISO_DATE, UNKNOWN_ID } from './content-support.js';
import { news, newsCategories } from './resources/news.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { admin, viewer, other } = contentApp();

describeScopedResource(news, {
  invalid: { body: { title: 'T', content: '<p></p>' }, message: newsMessages.contentRequired },
  refused: {
    'Title is required': [
      { content: 'C' },
      { title: '', content: 'C' },
      { title: '  ', content: 'C' },
      { title: 3, content: 'C' },
    ],
    'Must be at most 255 characters': [{ title: 'x'.repeat(256), content: 'C' }],
    'Content is required': [
      { title: 'T' },
      { title: 'T', content: '' },
      { title: 'T', content: '   ' },
      { title: 'T', content: 12 },
    ],
    'Must be at most 200000 characters': [{ title: 'T', content: 'x'.repeat(200_001) }],
    'Must be at most 1000 characters': [{ title: 'T', content: 'C', summary: 'x'.repeat(1001) }],
    'Must be at most 100 characters': [{ title: 'T', content: 'C', creator_name: 'x'.repeat(101) }],
    'Must be text': [{ title: 'T', content: 'C', creator_name: {} }],
    'Status must be one of ACTIVE, INACTIVE, DRAFT': [
      { title: 'T', content: 'C', status: 'PUBLISHED' },
      { title: 'T', content: 'C', status: true },
    ],
    'showOnHomePage must be true or false': [{ title: 'T', content: 'C', showOnHomePage: 'yes' }],
    'categoryIds must be a list of category ids': [{ title: 'T', content: 'C', categoryIds: 3 }],
    'Invalid id': [
      { title: 'T', content: 'C', categoryIds: [0] },
      { title: 'T', content: 'C', categoryIds: ['abc'] },
    ],
    'A news item can have at most 50 categories': [
      { title: 'T', content: 'C', categoryIds: Array.from({ length: 51 }, (_, i) => i + 1) },
    ],
  },

  urls: { fields: ['imgUrl'], message: newsMessages.invalidUrl },
  newestFirst: true,
  filters: {
    field: 'status',
    values: [
      ['ACTIVE', 'ACTIVE'],
      ['INACTIVE', 'INACTIVE'],
      ['DRAFT', 'DRAFT'],
    ],
    invalid: newsMessages.statusInvalid,
  },
  links: {
    target: newsCategories,
    thing: 'Category',
    label: 'name',
    field: 'categoryIds',
    listed: 'categories',
    table: 'news_category_links',
    from: 'news_id',
    to: 'category_id',
  },
  publishing: { published: 'ACTIVE', unpublished: { status: 'INACTIVE', showOnHomePage: true } },
  // A DRAFT off the home page, authored by System when no creator is named.
  created: {
    body: { title: 'Bus routes change', content: '<p>New stops from Monday.</p>' },
    answer: {
      title: 'Bus routes change',
      summary: '',
      content: '<p>New stops from Monday.</p>',
      creator_name: '',
      author: 'System',
      imgUrl: null,
      status: 'DRAFT',
      showOnHomePage: false,
      publishedDate: null,
      categories: [],
    },
  },
  // The author follows the creator name.
  updated: {
    from: { creator_name: 'Ms. Lin', showOnHomePage: true },
    body: {
      title: 'Updated',
      content: '<p>New <em>text</em></p>',
      summary: 'Short',
      imgUrl: 'https://cdn.riverside.example/x.png',
      status: 'INACTIVE',
    },
    answer: {
      title: 'Updated',
      content: '<p>New <em>text</em></p>',
      summary: 'Short',
      creator_name: '',
      author: 'System',
      imgUrl: 'https://cdn.riverside.example/x.png',
      status: 'INACTIVE',
      showOnHomePage: false,
      publishedDate: null,
    },
  },
});

const category = (name?: string) => newsCategories.create(admin, name === undefined ? {} : { name });

describe('POST /nms/cms/nac/news', () => {
  it('stores every field; the author is the creator name and a client author is ignored', async () => {
    const [b, a] = [await category('Zebra Events'), await category('Alpha Notices')];
    const created = await news.create(admin, {
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
    const blankCreator = await news.create(admin, { creator_name: '   ', author: 'Ignored' });
    expect(blankCreator).toMatchObject({ creator_name: '', author: 'System' });
  });

  it.each(['ACTIVE', 'INACTIVE', 'DRAFT'] as const)('accepts the status %s', async (status) => {
    const created = await news.create(admin, { status });
    expect(created.status).toBe(status);
    expect(created.publishedDate === null).toBe(status !== 'ACTIVE');
  });

  it('sanitizes the content and keeps plain-text fields as typed', async () => {
    const created = await news.create(admin, {
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
    const created = await news.create(admin);
    for (const content of ['<script>alert(1)</script>', '<p></p>', '<p> &nbsp; </p>', '<img src="javascript:x">']) {
      expectError(await news.post(admin, { title: 'T', content }), 400, 'Content is required');
      expectError(await news.update(admin, created.id, { title: 'T', content }), 400, 'Content is required');
    }
    expect(await news.read(admin, created.id)).toEqual(created);
    const image = await news.create(admin, { content: '<img src="https://cdn.riverside.example/a.png" alt="">' });
    expect(image.content).toBe('<img src="https://cdn.riverside.example/a.png" alt="" />');
  });
});

describe('GET /nms/cms/nac/news', () => {
  it('filters by categoryId, alone and with status', async () => {
    // Northfield (website 2) has no demo news, so its list is what the tests create there.
    const [sports, events] = [await newsCategories.create(other), await newsCategories.create(other)];
    const statuses = ['ACTIVE', 'DRAFT', 'INACTIVE'] as const;
    const items: News[] = [];
    for (let i = 0; i < 13; i++) {
      const categoryIds = i % 2 === 0 ? [sports.id] : i % 3 === 0 ? [sports.id, events.id] : [];
      items.push(await news.create(other, { status: statuses[i % 3], categoryIds }));
    }
    const newestIdsOf = (wanted: (item: News) => boolean) =>
      items
        .filter(wanted)
        .map((n) => n.id)
        .reverse();
    const inSports = newestIdsOf((n) => n.categories.some((c) => c.id === sports.id));
    const idsOf = async (query: string) => (await news.page(other, query)).content.map((n) => n.id);
    const page = await news.page(other, `categoryId=${sports.id}&size=100`);
    expect(page.totalElements).toBe(inSports.length);
    expect(page.content.map((n) => n.id)).toEqual(inSports);
    const both = await news.page(other, `categoryId=${sports.id}&status=DRAFT&size=100`);
    const wanted = newestIdsOf((n) => n.status === 'DRAFT' && n.categories.some((c) => c.id === sports.id));
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.length).toBeLessThan(inSports.length);
    expect(both.totalElements).toBe(wanted.length);
    expect(both.content.map((n) => n.id)).toEqual(wanted);
    expect(await idsOf(`categoryId=${events.id}`)).toEqual(
      newestIdsOf((n) => n.categories.some((c) => c.id === events.id)),
    );
    const paged = await news.page(other, `categoryId=${sports.id}&page=1&size=3`);
    expect(paged).toMatchObject({ totalElements: inSports.length, number: 1, size: 3 });
    expect(paged.content.map((n) => n.id)).toEqual(inSports.slice(3, 6));
  });

  it("answers 404 for an unknown or another website's categoryId", async () => {
    expectError(
      await other.inject({ method: 'GET', url: `${news.path}?categoryId=${UNKNOWN_ID}` }),
      404,
      'Category not found',
    );
    const mine = await category();
    expectError(
      await other.inject({ method: 'GET', url: `${news.path}?categoryId=${mine.id}` }),
      404,
      'Category not found',
    );
  });

  it('lists each item with its categories and author', async () => {
    const page = await news.page(viewer, 'size=100');
    const byTitle = new Map<string, News>(page.content.map((n) => [n.title, n]));
    expect(byTitle.get('Spring Concert')).toMatchObject({ status: 'ACTIVE', categories: [{ name: 'Events' }] });
    expect(byTitle.get('Parent-Teacher Conferences Scheduled')).toMatchObject({ creator_name: '', author: 'System' });
  });

  it.each([
    ['categoryId=abc', 'Invalid id'],
    ['categoryId=0', 'Invalid id'],
  ])('answers 400 for ?%s', async (query, message) => {
    expectError(await admin.inject({ method: 'GET', url: `${news.path}?${query}` }), 400, message);
  });
});
