import { describe, expect, it } from 'vitest';
import { areas as declaredAreas } from '../src/areas.js';
import type { Executor } from '../src/db/database.js';
import { migratorFor } from '../src/db/migrate.js';
import { CHANGES_BUCKET } from '../src/db/migrations/helpers.js';
import { contentApp, postCreated, type Client } from './content-support.js';

// List totals come from `row_counts`, which database triggers keep (docs/design.md §8). These tests change
// rows every way there is and check the totals against a real count each time.

const { t, admin, other } = contentApp();

const areas = {
  news: {
    path: '/nms/cms/nac/news',
    statuses: ['ACTIVE', 'INACTIVE', 'DRAFT'],
    body: (status: string) => ({ title: `News ${status}`, content: '<p>Body</p>', status }),
    publish: 'ACTIVE',
  },
  blogs: {
    path: '/bms/cms/bac/blogs',
    statuses: ['PUBLISHED', 'DRAFT'],
    body: (status: string) => ({ title: `Blog ${status}`, description: '<p>Body</p>', status }),
    publish: 'PUBLISHED',
  },
} as const;
type Table = keyof typeof areas;

/** What a real count says: every website's rows, all and per status. */
async function actualCounts(table: Table) {
  const rows = await t.database.db
    .selectFrom(table)
    .select(['website_id', 'status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy(['website_id', 'status'])
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) {
    const all = `${row.website_id}/all`;
    counts.set(all, (counts.get(all) ?? 0) + Number(row.count));
    counts.set(`${row.website_id}/status:${row.status}`, Number(row.count));
  }
  return counts;
}

/** What `row_counts` says, buckets that dropped to 0 left out (and the version, `changes`). */
async function keptCounts(table: Table) {
  const rows = await t.database.db
    .selectFrom('row_counts')
    .selectAll()
    .where('entity', '=', table)
    .where('bucket', '<>', CHANGES_BUCKET)
    .execute();
  return new Map(rows.filter((row) => row.count !== 0).map((row) => [`${row.website_id}/${row.bucket}`, row.count]));
}

/** The kept counts equal the real ones, and each client's list totals (all and per status) say so too. */
async function expectCountsRight(table: Table, clients: Client[] = [admin, other]) {
  const actual = await actualCounts(table);
  expect(await keptCounts(table)).toEqual(actual);
  const { path, statuses } = areas[table];
  for (const client of clients) {
    const total = async (query: string) => {
      const response = await client.inject({ method: 'GET', url: `${path}?size=1${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ totalElements: number }>().totalElements;
    };
    expect(await total('')).toBe(actual.get(`${client.websiteId}/all`) ?? 0);
    for (const status of statuses) {
      expect(await total(`&status=${status}`)).toBe(actual.get(`${client.websiteId}/status:${status}`) ?? 0);
    }
  }
  return actual;
}

/** Rows written with plain SQL, the way a script or bulk import would, one per website id given. */
async function insertRows(db: Executor, table: Table, websiteIds: number[], title: string, status: string) {
  const at = new Date().toISOString();
  const common = { title, status, summary: '', creator_name: '', img_url: null, published_at: null };
  const audit = { created_at: at, updated_at: at, created_by: null, updated_by: null };
  if (table === 'news') {
    const rows = websiteIds.map((websiteId) => ({
      website_id: websiteId,
      ...common,
      ...audit,
      content: '<p>Imported</p>',
      show_on_home_page: 0,
    }));
    await db.insertInto('news').values(rows).execute();
  } else {
    const rows = websiteIds.map((websiteId) => ({
      website_id: websiteId,
      ...common,
      ...audit,
      description: '<p>Imported</p>',
      hp_blog: 0,
    }));
    await db.insertInto('blogs').values(rows).execute();
  }
}

async function create(client: Client, table: Table, status: string) {
  return (await postCreated<{ id: number }>(client, areas[table].path, areas[table].body(status))).id;
}

describe.each(['news', 'blogs'] as const)('%s list totals', (table) => {
  const { path, statuses, body, publish } = areas[table];
  const [first, second] = statuses;

  it('start from the demo content', async () => {
    const counts = await expectCountsRight(table);
    expect(counts.get('1/all')).toBeGreaterThan(0);
  });

  it('follow creates, per website and status', async () => {
    const before = await actualCounts(table);
    await create(admin, table, first);
    await create(admin, table, second);
    await create(other, table, second);
    const after = await expectCountsRight(table);
    expect(after.get('1/all')).toBe((before.get('1/all') ?? 0) + 2);
    expect(after.get(`2/status:${second}`)).toBe((before.get(`2/status:${second}`) ?? 0) + 1);
  });

  it('follow status changes by update and publish, and leave other fields alone', async () => {
    const id = await create(admin, table, second);
    await expectCountsRight(table);
    const updated = await admin.inject({ method: 'PUT', url: `${path}/${id}`, payload: body(first) });
    expect(updated.statusCode, updated.body).toBe(200);
    await expectCountsRight(table);
    const retitled = await admin.inject({
      method: 'PUT',
      url: `${path}/${id}`,
      payload: { ...body(first), title: 'New' },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    await expectCountsRight(table);
    const back = await admin.inject({ method: 'PUT', url: `${path}/${id}`, payload: body(second) });
    expect(back.statusCode, back.body).toBe(200);
    const published = await admin.inject({ method: 'PATCH', url: `${path}/${id}/publish` });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: publish });
    await expectCountsRight(table);
  });

  it('follow deletes, and a refused delete changes nothing', async () => {
    const mine = await create(admin, table, first);
    const theirs = await create(other, table, first);
    const before = await expectCountsRight(table);
    expect((await admin.inject({ method: 'DELETE', url: `${path}/${theirs}` })).statusCode).toBe(404);
    expect(await actualCounts(table)).toEqual(before);
    expect((await admin.inject({ method: 'DELETE', url: `${path}/${mine}` })).statusCode).toBe(200);
    expect((await other.inject({ method: 'DELETE', url: `${path}/${theirs}` })).statusCode).toBe(200);
    const after = await expectCountsRight(table);
    expect(after.get('1/all')).toBe((before.get('1/all') ?? 0) - 1);
    expect(after.get('2/all') ?? 0).toBe((before.get('2/all') ?? 0) - 1);
  });

  it('follow rows written straight to the database, not through the server', async () => {
    await insertRows(t.database.db, table, [1, 1, 2], 'Imported', first);
    await expectCountsRight(table);
    await t.database.db.updateTable(table).set({ status: second }).where('title', '=', 'Imported').execute();
    await expectCountsRight(table);
    await t.database.db.deleteFrom(table).where('title', '=', 'Imported').where('website_id', '=', 1).execute();
    await expectCountsRight(table);
  });

  it('roll back with the write that failed', async () => {
    const before = await actualCounts(table);
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await insertRows(trx, table, [1], 'Rolled back', first);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await actualCounts(table)).toEqual(before);
    await expectCountsRight(table);
  });
});

describe('the row-counts migration', () => {
  it('counts the rows that exist when it runs', async () => {
    const migrator = migratorFor(t.database, declaredAreas);
    // Back to before the row counts (and so before every later migration).
    const down = await migrator.migrateTo('2026-11-22-002-blogs-news');
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '2026-11-22-003-row-counts', direction: 'Down' });
    // Written while no trigger counts them, as the database was then (the server of today also keeps
    // tables made later, a list's search index).
    await insertRows(t.database.db, 'news', [admin.websiteId], 'Uncounted', 'DRAFT');
    await insertRows(t.database.db, 'blogs', [other.websiteId], 'Uncounted', 'PUBLISHED');
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    await expectCountsRight('news');
    await expectCountsRight('blogs');
  });
});
