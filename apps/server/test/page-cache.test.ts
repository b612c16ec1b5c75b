import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pageCache } from '../src/platform/kit/page-cache.js';
import { contentApp, postCreated, unique, type Client } from './content-support.js';

// A counted table's list pages are answered from memory while the rows' version holds
// (platform/kit/page-cache.ts). These tests change rows every way there is, through the server and
// behind its back, and expect the very next list to show it.

const { t, admin, other } = contentApp();

interface NewsItem {
  id: number;
  title: string;
  status: string;
  categories: { id: number; name: string }[];
}

const LIST = '/nms/cms/nac/news?size=5';

async function list(client: Client, url = LIST) {
  const response = await client.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: NewsItem[]; totalElements: number }>();
}

async function createNews(client: Client, title: string, categoryIds: number[] = []) {
  return postCreated<NewsItem>(client, '/nms/cms/nac/news', {
    title,
    content: '<p>Body</p>',
    status: 'ACTIVE',
    categoryIds,
  });
}

describe('a kept list page', () => {
  it('shows a create, an edit and a delete made through the server at once', async () => {
    await list(admin);
    const created = await createNews(admin, unique('Kept create'));
    expect((await list(admin)).content[0]).toMatchObject({ id: created.id, title: created.title });

    const title = unique('Kept edit');
    const edit = await admin.inject({
      method: 'PUT',
      url: `/nms/cms/nac/news/${created.id}`,
      payload: { title, content: '<p>Edited</p>', status: 'ACTIVE' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await list(admin)).content[0]).toMatchObject({ id: created.id, title });

    const before = (await list(admin)).totalElements;
    expect((await admin.inject({ method: 'DELETE', url: `/nms/cms/nac/news/${created.id}` })).statusCode).toBe(200);
    const after = await list(admin);
    expect(after.content.map((item) => item.id)).not.toContain(created.id);
    expect(after.totalElements).toBe(before - 1);
  });

  it('shows a change written straight to the database, as a script or another server would', async () => {
    const created = await createNews(admin, unique('Kept script'));
    expect((await list(admin)).content[0]!.title).toBe(created.title);
    // Only the title changes: no counted column, so only the edit trigger says so.
    const title = unique('Renamed by a script');
    await t.database.db.updateTable('news').set({ title }).where('id', '=', created.id).execute();
    expect((await list(admin)).content[0]!.title).toBe(title);
    const status = await list(admin, `${LIST}&status=ACTIVE`);
    expect(status.content[0]!.title).toBe(title);
  });

  it("shows a renamed category, and keeps each website's pages apart", async () => {
    const category = await postCreated<{ id: number; name: string }>(admin, '/nms/cms/cac/categories', {
      name: unique('Kept category'),
    });
    const created = await createNews(admin, unique('Kept categorised'), [category.id]);
    expect((await list(admin)).content[0]!.categories).toEqual([{ id: category.id, name: category.name }]);
    const name = unique('Renamed category');
    // The spec updates a category at the collection, naming it in the body.
    const rename = await admin.inject({
      method: 'PUT',
      url: '/nms/cms/cac/categories',
      payload: { id: category.id, name },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await list(admin)).content[0]).toMatchObject({ id: created.id, categories: [{ id: category.id, name }] });

    const theirs = await createNews(other, unique('Other school'));
    expect((await list(other)).content[0]!.id).toBe(theirs.id);
    expect((await list(admin)).content.map((item) => item.id)).not.toContain(theirs.id);
  });

  it('is neither kept nor answered inside a transaction, whose reads may never be committed', async () => {
    const cache = pageCache<{ id: number }>('news');
    let reads = 0;
    const read = async () => {
      reads += 1;
      return { rows: [{ id: reads }], total: 1 };
    };
    const { db } = t.database;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('news').set({ title: 'Never committed' }).where('website_id', '=', 1).execute();
      expect((await cache.page(trx, 1, 'all|0|5', read)).rows).toEqual([{ id: 1 }]);
      await sql`select 1`.execute(trx);
    });
    // Read again outside: nothing the transaction read was kept.
    expect((await cache.page(db, 1, 'all|0|5', read)).rows).toEqual([{ id: 2 }]);
    // Kept now, while the version holds.
    expect((await cache.page(db, 1, 'all|0|5', read)).rows).toEqual([{ id: 2 }]);
    expect(reads).toBe(2);
  });

  it('reads a page of long texts every time instead of keeping it', async () => {
    const cache = pageCache<{ id: number; content: string }>('news');
    let reads = 0;
    const read = async () => {
      reads += 1;
      return { rows: [{ id: 1, content: 'x'.repeat(500_000) }], total: 1 };
    };
    await cache.page(t.database.db, 1, 'all|0|1', read);
    await cache.page(t.database.db, 1, 'all|0|1', read);
    expect(reads).toBe(2);
  });
});
