import { mediaPaths, newsPaths, websitesPaths, type Poll } from '@cms/contract';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../src/areas.js';
import { migratorFor } from '../src/db/migrate.js';
import { SiteVersions } from '../src/platform/site/site-versions.js';
import { indexedTableOf } from '../src/platform/kit/search-index.js';
import { contentApp } from './content-support.js';
import { engine, eventually } from './helper.js';
import { polls } from './resources/polls.js';
import { jpegOf, multipart } from './upload-support.js';

/**
 * Each website's content version (docs/design.md §10, Caching): raised by database triggers in the
 * transaction of every write of the website's content, whoever writes, and known to this process
 * before the answer of a write it served leaves.
 */
const { t, admin, other } = contentApp();

/** The tables whose rows name their website in `website_id`, each with the values a copy of a row must change to be unique. */
const contentTables: Record<string, Row> = {
  blogs: {},
  topics: { title: 'Copied topic' },
  news: {},
  news_categories: { name: 'Copied category' },
  alerts: {},
  notices: {},
  nav_items: {},
  departments: {},
  employees: {},
  classes: {},
  subjects: {},
  homeworks: { homework_date: '2099-12-31' },
  videos: {},
  spotlight_categories: {},
  spotlight_stars: {},
  bell_schedules: {},
  bell_blocks: {},
  bell_entries: {},
  media: {},
  photo_albums: {},
  photos: {},
  pages: { slug: 'copied-page' },
  page_blocks: {},
  carousels: {},
  carousel_elements: {},
  polls: {},
  poll_options: {},
  events: {},
};

/** The link tables, which name their website through their `from` row: `[from column, from table, to column]`. */
const linkTables: Record<string, readonly [string, string, string]> = {
  blog_topics: ['blog_id', 'blogs', 'topic_id'],
  news_category_links: ['news_id', 'news', 'category_id'],
  employee_departments: ['employee_id', 'employees', 'department_id'],
};

/**
 * The tables that hold no website content, and so have no triggers: sign-ins, bookkeeping, the
 * versions themselves, staff accounts (no page shows one) and the roles every website shares.
 */
const notContent = ['sessions', 'row_counts', 'site_versions', 'users', 'user_roles', 'password_resets', 'roles'];

type Row = Record<string, string | number | null>;
/** The test's database, for writes to any table by name, as a script would make them. */
const anyDb = () => t.database.db as unknown as Kysely<Record<string, Row>>;
const at = () => new Date().toISOString();

/** What this process knows (its reads made only as the test asks: no timer runs), and what it heard. */
let versions: SiteVersions;
const heard: number[] = [];
beforeAll(() => {
  versions = t.app.deps.siteVersions;
  versions.stop();
  versions.onChange((websiteIds) => heard.push(...websiteIds));
});

/** Every website's version as the database holds it. */
async function stored() {
  const rows = await t.database.db.selectFrom('site_versions').selectAll().execute();
  return new Map(rows.map((row) => [Number(row.website_id), Number(row.version)]));
}

/**
 * What `write` raised, per website whose version moved (by how much); and checks that this process
 * knows it, and hears of those websites alone, once it reads the versions again.
 */
async function raisedBy(write: () => Promise<unknown>) {
  await versions.refresh();
  heard.length = 0;
  const before = await stored();
  await write();
  const after = await stored();
  const raised: Record<number, number> = {};
  for (const [id, version] of after) {
    if (version !== (before.get(id) ?? 0)) raised[id] = version - (before.get(id) ?? 0);
  }
  await versions.refresh();
  for (const [id, version] of after) expect(versions.of(id), `website ${id}`).toBe(version);
  expect([...new Set(heard)].sort()).toEqual(Object.keys(raised).map(Number).sort());
  return raised;
}

/** A copy of a row of `table` (its first) with `changes`, ready to insert. */
async function copyOf(table: string, changes: Row) {
  const { id: _id, ...row } = await anyDb()
    .selectFrom(table)
    .selectAll()
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { ...row, ...changes };
}

async function insert(table: string, row: Row) {
  const inserted = await anyDb().insertInto(table).values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** A write made in a transaction that is then rolled back. */
async function rolledBack(write: (db: Kysely<Record<string, Row>>) => Promise<unknown>) {
  const failure = new Error('rolled back');
  await expect(
    anyDb()
      .transaction()
      .execute(async (trx) => {
        await write(trx);
        throw failure;
      }),
  ).rejects.toBe(failure);
}

describe.each(Object.entries(contentTables))('a row of %s', (table, changes) => {
  it("raises its website's version when inserted, changed, moved and deleted, and no other website's", async () => {
    const row = await copyOf(table, { ...changes, website_id: other.websiteId });
    let id = 0;
    expect(await raisedBy(async () => (id = await insert(table, row)))).toEqual({ [other.websiteId]: 1 });
    const change = () => anyDb().updateTable(table).set({ updated_at: at() }).where('id', '=', id).execute();
    expect(await raisedBy(change)).toEqual({ [other.websiteId]: 1 });
    const move = () => anyDb().updateTable(table).set({ website_id: admin.websiteId }).where('id', '=', id).execute();
    expect(await raisedBy(move)).toEqual({ [admin.websiteId]: 1, [other.websiteId]: 1 });
    const remove = () => anyDb().deleteFrom(table).where('id', '=', id).execute();
    expect(await raisedBy(remove)).toEqual({ [admin.websiteId]: 1 });
  });

  it('raises nothing when the write is rolled back', async () => {
    const row = await copyOf(table, { ...changes, website_id: other.websiteId });
    const template = await anyDb().selectFrom(table).select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const writes = async (db: Kysely<Record<string, Row>>) => {
      await db.insertInto(table).values(row).execute();
      await db.updateTable(table).set({ updated_at: at() }).where('id', '=', template.id!).execute();
    };
    expect(await raisedBy(() => rolledBack(writes))).toEqual({});
  });
});

describe('a website', () => {
  const copy = () => copyOf('websites', { admin_url: 'copied.example', deleted: 0 });

  it('is its own content: its row inserted, changed or deleted raises its version alone', async () => {
    const row = await copy();
    let id = 0;
    const inserted = await raisedBy(async () => (id = await insert('websites', row)));
    expect(inserted).toEqual({ [id]: 1 });
    const change = () => anyDb().updateTable('websites').set({ name: 'Renamed' }).where('id', '=', id).execute();
    expect(await raisedBy(change)).toEqual({ [id]: 1 });
    expect(await raisedBy(() => anyDb().deleteFrom('websites').where('id', '=', id).execute())).toEqual({ [id]: 1 });
  });

  it('raises nothing when the write is rolled back', async () => {
    const row = await copy();
    const writes = async (db: Kysely<Record<string, Row>>) => {
      await db.insertInto('websites').values(row).execute();
      await db.updateTable('websites').set({ name: 'Renamed' }).where('id', '=', admin.websiteId).execute();
    };
    expect(await raisedBy(() => rolledBack(writes))).toEqual({});
  });
});

describe.each(Object.entries(linkTables))('a link of %s', (table, [fromColumn, fromTable, toColumn]) => {
  it("raises its `from` row's website's version when inserted, changed, moved and deleted, and no other website's", async () => {
    const link = await anyDb().selectFrom(table).selectAll().limit(1).executeTakeFirstOrThrow();
    const [from, to] = [link[fromColumn]!, link[toColumn]!];
    // The `from` row again, on the other website.
    const copied = await insert(fromTable, await copyOf(fromTable, { website_id: other.websiteId }));
    const ofCopy = () => anyDb().updateTable(table).where(fromColumn, '=', copied);
    expect(
      await raisedBy(() =>
        anyDb()
          .insertInto(table)
          .values({ [fromColumn]: copied, [toColumn]: to })
          .execute(),
      ),
    ).toEqual({
      [other.websiteId]: 1,
    });
    expect(
      await raisedBy(() =>
        ofCopy()
          .set({ [toColumn]: to })
          .execute(),
      ),
    ).toEqual({ [other.websiteId]: 1 });
    const original = () => anyDb().deleteFrom(table).where(fromColumn, '=', from).where(toColumn, '=', to).execute();
    expect(await raisedBy(original)).toEqual({ [admin.websiteId]: 1 });
    // The copy's link moved to the original `from` row: the links are as they were.
    expect(
      await raisedBy(() =>
        ofCopy()
          .set({ [fromColumn]: from })
          .execute(),
      ),
    ).toEqual({
      [admin.websiteId]: 1,
      [other.websiteId]: 1,
    });
    await anyDb().deleteFrom(fromTable).where('id', '=', copied).execute();
  });

  it('raises nothing when the write is rolled back', async () => {
    const link = await anyDb().selectFrom(table).selectAll().limit(1).executeTakeFirstOrThrow();
    const writes = (db: Kysely<Record<string, Row>>) =>
      db.deleteFrom(table).where(fromColumn, '=', link[fromColumn]!).where(toColumn, '=', link[toColumn]!).execute();
    expect(await raisedBy(() => rolledBack(writes))).toEqual({});
  });
});

/** The tables the triggers of the site versions are on, every one of them (on SQLite, three per table). */
async function triggeredTables() {
  if (engine === 'sqlite') {
    const { rows } = await sql<{ table: string; name: string }>`
      SELECT tbl_name AS "table", name FROM sqlite_master WHERE type = 'trigger'`.execute(t.database.db);
    const names = new Set(rows.map((row) => row.name));
    const tables = new Set(rows.map((row) => row.table));
    return [...tables].filter((table) =>
      ['insert', 'update', 'delete'].every((event) => names.has(`${table}_site_version_${event}`)),
    );
  }
  // A row trigger on insert, delete and update (tgtype 1 | 4 | 8 | 16), deferred to the commit.
  const { rows } = await sql<{ table: string }>`
    SELECT c.relname AS "table" FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = c.relname || '_site_version' AND g.tgtype & 29 = 29 AND g.tginitdeferred`.execute(t.database.db);
  return rows.map((row) => row.table);
}

describe('the schema', () => {
  it('has the triggers on every table of website content, and names each table without them', async () => {
    const tables = await t.database.db.introspection.getTables();
    const triggered = await triggeredTables();
    const covered = ['websites', ...Object.keys(contentTables), ...Object.keys(linkTables)];
    expect([...triggered].sort()).toEqual([...covered].sort());
    // A search index (`news_search` and, on SQLite, its FTS5 tables) is written with its table, whose
    // triggers raise the version: it is part of that table, not content of its own.
    const untriggered = tables
      .map((table) => table.name)
      .filter((name) => !triggered.includes(name) && indexedTableOf(name) === undefined);
    expect(untriggered.sort()).toEqual([...notContent].sort());
    // A new table with a website_id is website content unless named above: it needs the triggers.
    const ofWebsites = tables.filter((table) => table.columns.some((column) => column.name === 'website_id'));
    for (const table of ofWebsites) {
      expect(covered.includes(table.name) || notContent.includes(table.name), table.name).toBe(true);
    }
  });

  it('gives the tables of a later migration the triggers (contentTables), and takes them away with them', async () => {
    const { contentTables: tablesOf } = await import('../src/db/migrations/helpers.js');
    const gadgets = tablesOf({
      gadgets: { columns: {} },
      gadget_news: { link: { from: ['gadget_id', 'gadgets'], to: ['news_id', 'news'] } },
    });
    await gadgets.up(t.database.db as unknown as Kysely<unknown>, engine);
    try {
      expect(await triggeredTables()).toEqual(expect.arrayContaining(['gadgets', 'gadget_news']));
      const row = {
        website_id: other.websiteId,
        created_at: at(),
        updated_at: at(),
        created_by: null,
        updated_by: null,
      };
      let id = 0;
      expect(await raisedBy(async () => (id = await insert('gadgets', row)))).toEqual({ [other.websiteId]: 1 });
      const news = await anyDb().selectFrom('news').select('id').limit(1).executeTakeFirstOrThrow();
      const link = () => anyDb().insertInto('gadget_news').values({ gadget_id: id, news_id: news.id! }).execute();
      expect(await raisedBy(link)).toEqual({ [other.websiteId]: 1 });
    } finally {
      await gadgets.down!(t.database.db as unknown as Kysely<unknown>, engine);
    }
    const left = await triggeredTables();
    expect(left).not.toContain('gadgets');
    expect(left).not.toContain('gadget_news');
  });
});

describe('a write through the API', () => {
  /**
   * `write` answers `status`, and by then this process knows the version it raised: no timer
   * reads the versions in these tests, only the answer's own read does.
   */
  async function knownOnAnswer(status: number, write: () => Promise<{ statusCode: number; body: string }>) {
    await versions.refresh();
    const before = [versions.of(admin.websiteId), versions.of(other.websiteId)];
    const response = await write();
    expect(response.statusCode, response.body).toBe(status);
    const now = await stored();
    expect(versions.of(admin.websiteId)).toBe(now.get(admin.websiteId));
    expect(versions.of(admin.websiteId)).toBeGreaterThan(before[0]!);
    expect(versions.of(other.websiteId)).toBe(before[1]);
  }

  it('creating a news item', async () => {
    await knownOnAnswer(201, () =>
      admin.inject({ method: 'POST', url: newsPaths.news, payload: { title: 'Snow day', content: '<p>Closed</p>' } }),
    );
  });

  it("saving the website's settings", async () => {
    const url = websitesPaths.website.replace(':id', String(admin.websiteId));
    const website = (await admin.inject({ method: 'GET', url })).json<Record<string, unknown>>();
    await knownOnAnswer(200, () =>
      admin.inject({
        method: 'PUT',
        url,
        payload: { name: website.name, adminUrl: website.adminUrl, phone: '555-0100' },
      }),
    );
  });

  it("a vote posted from the site's poll form, answered with a redirect", async () => {
    const poll = (await polls.create(admin, { status: true })) as Poll;
    await knownOnAnswer(303, () =>
      t.app.inject({
        method: 'POST',
        url: `/site/polls/${poll.id}/vote`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `option=${poll.options[0]!.poll_option_id}`,
      }),
    );
  });

  it('an upload to the media library', async () => {
    const body = multipart([
      { name: 'title', data: 'Snow' },
      { name: 'file', filename: 'snow.jpg', contentType: 'image/jpeg', data: await jpegOf(40, 30) },
    ]);
    await knownOnAnswer(201, () => admin.inject({ method: 'POST', url: mediaPaths.upload, ...body }));
  });
});

describe('a write made without the server (the command line, a script)', () => {
  it('is known within the read made every second, and heard', async () => {
    const own = new SiteVersions(t.database.db, null, t.app.log);
    const moved: number[] = [];
    own.onChange((websiteIds) => moved.push(...websiteIds));
    await own.start();
    try {
      const before = own.of(other.websiteId);
      moved.length = 0;
      await anyDb()
        .insertInto('alerts')
        .values(await copyOf('alerts', { website_id: other.websiteId }))
        .execute();
      await eventually(
        async () => own.of(other.websiteId),
        (version) => version > before,
      );
      expect(moved).toContain(other.websiteId);
      expect(own.of(other.websiteId)).toBe((await stored()).get(other.websiteId));
    } finally {
      own.stop();
    }
  });
});

describe('the site-versions migration', () => {
  it('is undone by its down, and done again by its up', async () => {
    const migrator = migratorFor(t.database, areas);
    const down = await migrator.migrateTo('2026-12-01-002-home-page-indexes');
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '2026-12-02-001-site-versions', direction: 'Down' });
    expect(await triggeredTables()).toEqual([]);
    expect((await t.database.db.introspection.getTables()).map((table) => table.name)).not.toContain('site_versions');
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const covered = ['websites', ...Object.keys(contentTables), ...Object.keys(linkTables)];
    expect((await triggeredTables()).sort()).toEqual(covered.sort());
    const change = () =>
      anyDb().updateTable('news').set({ updated_at: at() }).where('website_id', '=', other.websiteId);
    await insert('news', await copyOf('news', { website_id: other.websiteId }));
    expect(await raisedBy(() => change().execute())).toEqual({ [other.websiteId]: 1 });
  });
});
