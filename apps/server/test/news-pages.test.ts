import type { News } from '@cms/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentApp } from './content-support.js';

// Deep pages (1,000 rows skipped and more) are read differently from shallow ones (the kit's
// scoped-table, and kit/positions.ts for the starting points); all must answer the same rows in the
// same order as a plain offset would, also right after the rows changed, however they were changed.

const { t, admin } = contentApp();

const STATUSES = ['ACTIVE', 'DRAFT', 'INACTIVE'] as const;
const ROWS = 1_250;

beforeAll(async () => {
  const at = new Date().toISOString();
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    website_id: 1,
    title: `Archive ${i}`,
    summary: '',
    content: '<p>Archived</p>',
    creator_name: '',
    img_url: null,
    status: STATUSES[i % 3]!,
    show_on_home_page: 0,
    published_at: null,
    created_at: at,
    updated_at: at,
    created_by: null,
    updated_by: null,
  }));
  for (let i = 0; i < rows.length; i += 250)
    await t.database.db
      .insertInto('news')
      .values(rows.slice(i, i + 250))
      .execute();
});

async function expectedIds(status?: string) {
  let query = t.database.db.selectFrom('news').select('id').where('website_id', '=', 1);
  if (status) query = query.where('status', '=', status);
  return (await query.orderBy('id', 'desc').execute()).map((row) => row.id);
}

describe('news pages deep in the list', () => {
  it.each([undefined, ...STATUSES])('answer the same rows as a plain count would (status %s)', async (status) => {
    const all = await expectedIds(status);
    for (const [page, size] of [
      [0, 10],
      [99, 10],
      [100, 10],
      [49, 20],
      [50, 20],
      [10, 100],
      [Math.floor(all.length / 10), 10],
      [500, 10],
    ] as const) {
      const response = await admin.inject({
        method: 'GET',
        url: `/nms/cms/nac/news?page=${page}&size=${size}${status ? `&status=${status}` : ''}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ content: News[]; totalElements: number }>();
      expect(body.totalElements).toBe(all.length);
      expect(
        body.content.map((news) => news.id),
        `page ${page} of ${size}`,
      ).toEqual(all.slice(page * size, page * size + size));
      const [first] = body.content;
      if (first)
        expect(first).toEqual((await admin.inject({ method: 'GET', url: `/nms/cms/nac/news/${first.id}` })).json());
    }
  });
});

async function expectPagesRight(offsets: readonly number[], status?: string) {
  const all = await expectedIds(status);
  for (const offset of offsets) {
    const response = await admin.inject({
      method: 'GET',
      url: `/nms/cms/nac/news?page=${offset / 10}&size=10${status ? `&status=${status}` : ''}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ content: News[]; totalElements: number }>();
    expect(body.totalElements).toBe(all.length);
    expect(
      body.content.map((news) => news.id),
      `offset ${offset}${status ? ` of ${status}` : ''}`,
    ).toEqual(all.slice(offset, offset + 10));
  }
}

/** Reads the pages twice: once as soon as the rows changed, once when the starting points may be read again. */
async function expectPagesRightNowAndLater(offsets: readonly number[], status?: string) {
  await expectPagesRight(offsets, status);
  vi.setSystemTime(Date.now() + 2_000);
  await expectPagesRight(offsets, status);
}

describe('deep pages started from kept positions', () => {
  // Offsets on, just before and after the kept positions (every 500th row), and the last page.
  const OFFSETS = [1000, 1010, 1490, 1500, 1200] as const;

  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(async () => {
    vi.setSystemTime(Date.now() + 2_000);
  });

  it('stay right when rows are added through the server', async () => {
    await expectPagesRight(OFFSETS);
    for (let i = 0; i < 3; i++) {
      const created = await admin.inject({
        method: 'POST',
        url: '/nms/cms/nac/news',
        payload: { title: `Newest ${i}`, content: '<p>New</p>', status: 'ACTIVE' },
      });
      expect(created.statusCode, created.body).toBe(201);
      await expectPagesRightNowAndLater(OFFSETS);
      await expectPagesRightNowAndLater([1000, 1010], 'ACTIVE');
    }
  });

  it('stay right when a row is deleted or changes status', async () => {
    const [, second] = await expectedIds();
    expect((await admin.inject({ method: 'DELETE', url: `/nms/cms/nac/news/${second}` })).statusCode).toBe(200);
    await expectPagesRightNowAndLater(OFFSETS);
    const [, , third] = await expectedIds('DRAFT');
    const publish = await admin.inject({ method: 'GET', url: `/nms/cms/nac/news/${third}` });
    const news = publish.json<News>();
    const updated = await admin.inject({
      method: 'PUT',
      url: `/nms/cms/nac/news/${third}`,
      payload: { title: news.title, content: news.content, status: 'ACTIVE' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    for (const status of [undefined, 'ACTIVE', 'DRAFT']) await expectPagesRightNowAndLater([1000, 1010], status);
  });

  it('stay right when another process or a script writes the rows', async () => {
    const at = new Date().toISOString();
    await t.database.db
      .insertInto('news')
      .values({
        website_id: 1,
        title: 'Imported',
        summary: '',
        content: '<p>Imported</p>',
        creator_name: '',
        img_url: null,
        status: 'DRAFT',
        show_on_home_page: 0,
        published_at: null,
        created_at: at,
        updated_at: at,
        created_by: null,
        updated_by: null,
      })
      .execute();
    await expectPagesRightNowAndLater(OFFSETS);
    const [first] = await expectedIds();
    await t.database.db.deleteFrom('news').where('id', '=', first!).execute();
    await expectPagesRightNowAndLater(OFFSETS);
    const [, oldest] = (await expectedIds('ACTIVE')).reverse();
    await t.database.db.updateTable('news').set({ status: 'INACTIVE' }).where('id', '=', oldest!).execute();
    for (const status of [undefined, 'ACTIVE', 'INACTIVE']) await expectPagesRightNowAndLater([1000], status);
  });
});
