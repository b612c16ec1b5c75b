import { bulkMessages, MAX_BULK_IDS } from '@cms/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { contentApp, expectError, postCreated, UNKNOWN_ID, type Client } from './content-support.js';
import { blogs } from './resources/blogs.js';
import { news } from './resources/news.js';
import type { Entity, PageOf } from './kit/resource.js';
import { untyped } from '../src/platform/kit/any-table.js';
import { searchIndex } from '../src/platform/kit/search-index.js';

const { t, admin, editor, viewer, other } = contentApp();

/**
 * Finding things in a kit list (docs/design.md §4): every list whose area switches them on takes a
 * `search` over its title and text (HTML as its text), `sortBy`/`sortOrder` over its list columns,
 * and a bulk publish, unpublish and delete, the same on every such list.
 */
const AREAS = [
  {
    resource: news,
    /** The field holding rich HTML, searched as its text. */
    html: 'content',
    draft: 'DRAFT',
    published: 'ACTIVE',
    sorts: { title: 'title', status: 'status', created_date: 'created_date', updated_date: 'updated_date' },
    valid: (title: string, html = '<p>Body</p>') => ({ title, content: html, status: 'DRAFT' }),
  },
  {
    resource: blogs,
    html: 'description',
    draft: 'DRAFT',
    published: 'PUBLISHED',
    sorts: { title: 'title', status: 'status', createdDate: 'createdDate', updatedDate: 'updatedDate' },
    valid: (title: string, html = '<p>Body</p>') => ({ title, description: html, status: 'DRAFT' }),
  },
];

let run = 0;

describe.each(AREAS)('finding $resource.thing', (area) => {
  const path = area.resource.path;
  const bulkPath = `${path}/bulk`;
  const list = async (client: Client, query: string) => {
    const response = await client.inject({ method: 'GET', url: `${path}?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PageOf<Entity>>();
  };
  const make = (client: Client, title: string, html?: string) =>
    postCreated<Entity>(client, path, area.valid(title, html));
  const bulk = (client: Client, payload: object) => client.inject({ method: 'POST', url: bulkPath, payload });
  const titles = (page: PageOf<Entity>) => page.content.map((row) => row.title);
  /** A word no other row of the run has. */
  const word = () => `zq${++run}x${Date.now().toString(36)}`;

  describe('search', () => {
    it('finds by title and by the text of the HTML, not its tags, without regard to case', async () => {
      const w = word();
      const byTitle = await make(admin, `Sports ${w} Day`);
      const byText = await make(admin, 'Plain title', `<p>The <strong>${w.toUpperCase()}</strong> match</p>`);
      await make(admin, `Nothing here ${word()}`);
      const found = await list(admin, `search=${encodeURIComponent(w.toUpperCase())}`);
      expect(found.content.map((row) => row.id).sort()).toEqual([byTitle.id, byText.id].sort());
      expect(found.totalElements).toBe(2);
      // Across a tag's edge the text reads on: "ab</strong>cd" is the text "ab cd", not "abcd".
      const joined = word();
      const row = await make(admin, 'Edges', `<p>${joined}<em>tail</em></p>`);
      expect((await list(admin, `search=${joined}%20tail`)).content.map((r) => r.id)).toEqual([row.id]);
      // A tag's name and attributes are not text.
      expect((await list(admin, 'search=strong')).content.filter((r) => r.id === byText.id)).toEqual([]);
      // Entities read as the characters they stand for.
      const amp = await make(admin, 'Entities', `<p>Fish &amp; ${w}chips</p>`);
      expect((await list(admin, `search=${encodeURIComponent(`& ${w}chips`)}`)).content.map((r) => r.id)).toEqual([
        amp.id,
      ]);
    });

    it('finds with 1 or 2 characters too, and takes % and _ as they are', async () => {
      const w = word();
      const row = await make(admin, `Percent 5%_${w}`);
      expect((await list(admin, `search=${encodeURIComponent(`5%_${w}`)}`)).content.map((r) => r.id)).toEqual([row.id]);
      expect(titles(await list(admin, `search=${encodeURIComponent('%_')}&size=100`))).toContain(row.title);
      expect(
        (await list(admin, `search=${encodeURIComponent('%_')}&size=100`)).content.every((r) =>
          String(r.title).includes('%_'),
        ),
      ).toBe(true);
      expect(titles(await list(admin, 'search=5&size=100'))).toContain(row.title);
    });

    it("never answers another website's rows, and follows updates and deletes", async () => {
      const w = word();
      const theirs = await make(other, `Theirs ${w}`);
      const mine = await make(admin, `Mine ${w}`);
      expect((await list(admin, `search=${w}`)).content.map((r) => r.id)).toEqual([mine.id]);
      expect((await list(other, `search=${w}`)).content.map((r) => r.id)).toEqual([theirs.id]);
      const renamed = word();
      const update = await admin.inject({
        method: 'PUT',
        url: `${path}/${mine.id}`,
        payload: area.valid(`Renamed ${renamed}`),
      });
      expect(update.statusCode, update.body).toBe(200);
      expect((await list(admin, `search=${w}`)).content).toEqual([]);
      expect((await list(admin, `search=${renamed}`)).content.map((r) => r.id)).toEqual([mine.id]);
      expect((await admin.inject({ method: 'DELETE', url: `${path}/${mine.id}` })).statusCode).toBe(200);
      expect((await list(admin, `search=${renamed}`)).totalElements).toBe(0);
    });

    it('pages through the matches with their total, and refuses a search too long', async () => {
      const w = word();
      for (let i = 0; i < 3; i++) await make(admin, `Paged ${w} ${i}`);
      const page = await list(admin, `search=${w}&size=2&page=1`);
      expect(page).toMatchObject({ totalElements: 3, totalPages: 2, number: 1 });
      expect(page.content).toHaveLength(1);
      expectError(
        await admin.inject({ method: 'GET', url: `${path}?search=${'x'.repeat(256)}` }),
        400,
        'search must be at most 255 characters',
      );
    });

    it('is served by the search index, not a scan of the rows', async () => {
      const { db, dialect } = t.app.deps;
      const table = area.resource.table;
      // The page query of a search as the kit builds it (`scopedTable`'s `matching`).
      const index = searchIndex(table, { columns: ['title'] });
      const query = untyped(db)
        .selectFrom(table)
        .select('id')
        .where('website_id', '=', 1)
        .where(index.matching(db, 'Sports Day'))
        .compile();
      const prefix = dialect === 'postgres' ? 'explain ' : 'explain query plan ';
      const explain = async () =>
        (await db.executeQuery<Record<string, unknown>>({ ...query, sql: prefix + query.sql })).rows
          .map((row) => Object.values(row).join(' '))
          .join('\n');
      if (dialect === 'postgres') {
        // With few rows the planner may still choose a scan; forbid it and a loop over the website's rows (on one connection), to see the index serve the search.
        const plan = await db.connection().execute(async (one) => {
          await sql`set enable_seqscan = off`.execute(one);
          await sql`set enable_nestloop = off`.execute(one);
          try {
            return (await one.executeQuery<Record<string, unknown>>({ ...query, sql: prefix + query.sql })).rows
              .map((row) => Object.values(row).join(' '))
              .join('\n');
          } finally {
            await sql`reset enable_seqscan`.execute(one);
            await sql`reset enable_nestloop`.execute(one);
          }
        });
        expect(plan, plan).toContain(`${table}_search_trgm`);
      } else {
        const plan = await explain();
        // `M`: the FTS5 table answers its MATCH from its index.
        expect(plan).toMatch(new RegExp(`${table}_search VIRTUAL TABLE INDEX \\d+:M`));
        expect(plan).not.toMatch(new RegExp(`SCAN ${table}( |$)`, 'm'));
      }
    });
  });

  describe('sort', () => {
    it('sorts by each declared field both ways, ties by id, and keeps its own order unasked', async () => {
      const w = word();
      const made = [];
      for (const title of ['b', 'C', 'a']) made.push(await make(admin, `${title} ${w}`));
      const byTitle = await list(admin, `search=${w}&sortBy=title&sortOrder=asc`);
      expect(titles(byTitle)).toEqual([`a ${w}`, `b ${w}`, `C ${w}`]);
      const desc = await list(admin, `search=${w}&sortBy=title&sortOrder=desc`);
      expect(titles(desc)).toEqual([`C ${w}`, `b ${w}`, `a ${w}`]);
      // Unasked: newest first, as before.
      expect((await list(admin, `search=${w}`)).content.map((r) => r.id)).toEqual(made.map((r) => r.id).reverse());
      for (const field of Object.keys(area.sorts)) {
        for (const order of ['asc', 'desc'] as const) {
          const page = await list(admin, `sortBy=${field}&sortOrder=${order}&size=100`);
          const values = page.content.map((row) => [
            field === 'title' ? String(row.title).toLowerCase() : String(row[field]),
            row.id as number,
          ]);
          const sorted = [...values].sort(([a, i], [b, j]) => {
            const by = a < b ? -1 : a > b ? 1 : (i as number) - (j as number);
            return order === 'asc' ? by : -by;
          });
          expect(values, `${field} ${order}`).toEqual(sorted);
        }
      }
    });

    it('refuses an unknown field or order with 400', async () => {
      const response = await admin.inject({ method: 'GET', url: `${path}?sortBy=password` });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/^sortBy must be one of title, status, /);
      expectError(
        await admin.inject({ method: 'GET', url: `${path}?sortBy=title&sortOrder=up` }),
        400,
        'sortOrder must be asc or desc',
      );
    });
  });

  describe('bulk', () => {
    const statusOf = async (client: Client, id: number) =>
      (await client.inject({ method: 'GET', url: `${path}/${id}` })).json<Entity>().status;

    it('publishes, unpublishes and deletes the ids given, and answers what it did', async () => {
      const rows = [await make(admin, word()), await make(admin, word())];
      const ids = rows.map((row) => row.id);
      const published = await bulk(editor, { action: 'publish', ids });
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json()).toEqual({ action: 'publish', ids, message: expect.stringMatching(/^2 .* published$/) });
      for (const id of ids) expect(await statusOf(admin, id)).toBe(area.published);
      const first = (await admin.inject({ method: 'GET', url: `${path}/${ids[0]}` })).json<Entity>();
      expect(first.publishedDate).toBeTruthy();
      const unpublished = await bulk(editor, { action: 'unpublish', ids: [ids[0]] });
      expect(unpublished.statusCode, unpublished.body).toBe(200);
      const after = (await admin.inject({ method: 'GET', url: `${path}/${ids[0]}` })).json<Entity>();
      // Back to the draft status; when it was last published stays on record.
      expect(after).toMatchObject({ status: area.draft, publishedDate: first.publishedDate });
      const deleted = await bulk(admin, { action: 'delete', ids });
      expect(deleted.statusCode, deleted.body).toBe(200);
      for (const id of ids) {
        expect((await admin.inject({ method: 'GET', url: `${path}/${id}` })).statusCode).toBe(404);
      }
    });

    it("changes nothing when one id is another website's or unknown (404), all in one transaction", async () => {
      const mine = await make(admin, word());
      const theirs = await make(other, word());
      expectError(
        await bulk(admin, { action: 'publish', ids: [mine.id, theirs.id] }),
        404,
        `${area.resource.thing} not found`,
      );
      expect(await statusOf(admin, mine.id)).toBe(area.draft);
      expect(await statusOf(other, theirs.id)).toBe(area.draft);
      expectError(
        await bulk(admin, { action: 'delete', ids: [mine.id, UNKNOWN_ID] }),
        404,
        `${area.resource.thing} not found`,
      );
      expect((await admin.inject({ method: 'GET', url: `${path}/${mine.id}` })).statusCode).toBe(200);
    });

    it('refuses a bad body with 400, a VIEWER with 403, no session with 401', async () => {
      const mine = await make(admin, word());
      expectError(
        await bulk(admin, { action: 'archive', ids: [mine.id] }),
        400,
        'action must be one of publish, unpublish, delete',
      );
      expectError(await bulk(admin, { action: 'publish', ids: [] }), 400, bulkMessages.empty);
      expectError(await bulk(admin, { action: 'publish', ids: 3 }), 400, bulkMessages.idsRequired);
      expectError(await bulk(admin, { action: 'publish', ids: [mine.id, mine.id] }), 400, bulkMessages.duplicate);
      const tooMany = Array.from({ length: MAX_BULK_IDS + 1 }, (_, i) => i + 1);
      expectError(await bulk(admin, { action: 'delete', ids: tooMany }), 400, bulkMessages.tooMany);
      expectError(await bulk(admin, { action: 'publish', ids: ['abc'] }), 400, 'Invalid id');
      expect((await bulk(viewer, { action: 'publish', ids: [mine.id] })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'POST', url: bulkPath, payload: { action: 'publish', ids: [mine.id] } }))
          .statusCode,
      ).toBe(401);
      expect(await statusOf(admin, mine.id)).toBe(area.draft);
    });
  });
});
