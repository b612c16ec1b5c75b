import type { News } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentApp } from './content-support.js';

// Deep pages (1,000 rows skipped and more) are read differently from shallow ones (news-repository's
// `pageOf`); both must answer the same rows in the same order.

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
