import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { untyped } from '../src/platform/kit/any-table.js';
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from '../src/platform/file-sweep.js';
import { variantUrl, type Storage } from '../src/platform/storage.js';
import { uploadsTempDir } from '../src/platform/uploads.js';
import { createTestApp, eventually, type TestApp } from './helper.js';
import { s3Bucket } from './s3-support.js';

const s3 = s3Bucket();
const HOURS_2 = 2 * 60 * 60 * 1000;
const later = () => Date.now() + HOURS_2;
const exists = async (storage: Storage, url: string) => {
  const file = await storage.read(url);
  file?.body.destroy();
  return file !== null;
};

describe.each([
  ['the local disk', () => ({})],
  ['the S3-compatible server', () => s3.env],
] as const)('the orphan sweep on %s', (_name, env) => {
  let t: TestApp;
  let storage: Storage;
  const sweep = (options: { remove: boolean; now?: number }) =>
    sweepOrphanFiles(t.database.db, storage, t.app.deps.fileUses, options);
  beforeAll(async () => {
    t = await createTestApp({ env: env(), sweepOrphanFiles: false });
    storage = t.app.deps.storage;
  });
  afterAll(() => t?.close());

  it('removes only the files no row uses, and only once they are an hour old', async () => {
    const db = untyped(t.database.db);
    // A news picture and its thumbnail, a picture inside a notice's rich HTML, an avatar: used.
    const picture = await storage.put('content', 'png', Buffer.from('news picture'));
    const pictureThumb = variantUrl(picture, 'thumb', 'webp');
    await storage.write(pictureThumb, Buffer.from('its thumbnail'));
    const inline = await storage.put('content', 'jpg', Buffer.from('inline picture'));
    const avatar = await storage.put('avatars', 'png', Buffer.from('avatar'));
    const news = await db.selectFrom('news').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('news').set({ img_url: picture }).where('id', '=', news.id).execute();
    const notice = await db.selectFrom('notices').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db
      .updateTable('notices')
      .set({ content: `<p>See <img src="https://www.school.example${inline}" alt="x"></p>` })
      .where('id', '=', notice.id)
      .execute();
    const user = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('users').set({ avatar_url: avatar }).where('id', '=', user.id).execute();
    // An upload whose row was never written, with its copy: orphans.
    const orphan = await storage.put('media/1', 'png', Buffer.from('orphan'));
    const orphanWeb = variantUrl(orphan, 'web', 'webp');
    await storage.write(orphanWeb, Buffer.from('orphan copy'));

    // Now, every file is younger than an hour: none is an orphan yet.
    expect(await sweep({ remove: true })).toMatchObject({ count: 0, removed: 0 });

    // Two hours on: the orphan and its copy, and nothing else (the demo school's files are all used).
    const checked = await sweep({ remove: false, now: later() });
    expect(checked.orphans.map((entry) => `/uploads/${entry.key}`).sort()).toEqual([orphan, orphanWeb].sort());
    expect(checked.bytes).toBe('orphan'.length + 'orphan copy'.length);
    expect(await exists(storage, orphan)).toBe(true);

    const cleaned = await sweep({ remove: true, now: later() });
    expect(cleaned).toMatchObject({ count: 2, removed: 2 });
    expect(await exists(storage, orphan)).toBe(false);
    expect(await exists(storage, orphanWeb)).toBe(false);
    for (const url of [picture, pictureThumb, inline, avatar]) expect(await exists(storage, url), url).toBe(true);
    expect(await sweep({ remove: false, now: later() })).toMatchObject({ count: 0 });
  });

  it('may run in two processes at once: both finish, the orphan is gone once', async () => {
    const orphan = await storage.put('content', 'png', Buffer.from('twice'));
    const [first, second] = await Promise.all([
      sweep({ remove: true, now: later() }),
      sweep({ remove: true, now: later() }),
    ]);
    expect(first.count + second.count).toBeGreaterThanOrEqual(1);
    expect(await exists(storage, orphan)).toBe(false);
  });
});

describe('the orphan sweep on the disk', () => {
  it('removes old orphans and .partial leftovers by their age on disk, keeps young ones', async () => {
    const t = await createTestApp({ sweepOrphanFiles: false });
    try {
      const { storage } = t.app.deps;
      const root = path.join(t.config.dataDir, 'uploads');
      const fileOf = (url: string) => path.join(root, url.slice('/uploads/'.length));
      const old = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);
      const oldOrphan = await storage.put('content', 'png', Buffer.from('old'));
      utimesSync(fileOf(oldOrphan), old, old);
      const youngOrphan = await storage.put('content', 'png', Buffer.from('young'));
      const leftover = `${fileOf(oldOrphan).replace(/\.png$/, '-thumb.webp')}.0f8fad5b-d9cb-469f-a165-70867728950e.partial`;
      writeFileSync(leftover, 'half a thumbnail');
      utimesSync(leftover, old, old);
      // Not the server's: never touched.
      const foreign = path.join(root, 'content', 'notes.txt');
      writeFileSync(foreign, 'a note');
      utimesSync(foreign, old, old);

      // Received files a crash left mid-upload in DATA_DIR/tmp: the old one goes, a young one (an upload
      // under way) stays.
      const tempDir = uploadsTempDir(t.config.dataDir);
      mkdirSync(tempDir, { recursive: true });
      const oldReceived = path.join(tempDir, 'received-old');
      writeFileSync(oldReceived, 'half a video');
      utimesSync(oldReceived, old, old);
      const youngReceived = path.join(tempDir, 'received-young');
      writeFileSync(youngReceived, 'a video arriving');

      const report = await sweepOrphanFiles(t.database.db, storage, t.app.deps.fileUses, { remove: true, tempDir });
      expect(report.count).toBe(3);
      expect(report.orphans.map((orphan) => orphan.key)).toContain('tmp/received-old');
      expect(existsSync(fileOf(oldOrphan))).toBe(false);
      expect(existsSync(leftover)).toBe(false);
      expect(existsSync(oldReceived)).toBe(false);
      expect(existsSync(youngReceived)).toBe(true);
      expect(existsSync(fileOf(youngOrphan))).toBe(true);
      expect(existsSync(foreign)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('runs when the server starts', async () => {
    const t = await createTestApp({ sweepOrphanFiles: false });
    try {
      const orphan = await t.app.deps.storage.put('content', 'png', Buffer.from('left by a crash'));
      const file = path.join(t.config.dataDir, 'uploads', orphan.slice('/uploads/'.length));
      const old = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);
      utimesSync(file, old, old);
      const restarted = await buildApp(t.config, t.database);
      try {
        await restarted.ready();
        await eventually(
          async () => existsSync(file),
          (present) => !present,
        );
      } finally {
        await restarted.close();
      }
    } finally {
      await t.close();
    }
  });
});

/** Columns named like a file's URL or rich HTML that hold no stored file, each with its reason. */
const NOT_FILES: Record<string, string> = {
  'websites.admin_url': 'a host name',
  'photo_albums.cover_photo_id': 'the id of one of its photos, whose files the photos row holds',
  'websites.public_url': 'the public address',
  'websites.facebook_url': 'an outside address',
  'websites.instagram_url': 'an outside address',
  'websites.x_url': 'an outside address',
  'websites.youtube_url': 'an outside address',
  'topics.description': 'plain text',
  'roles.description': 'plain text',
  'pages.meta_description': 'plain text (for search engines)',
  'departments.description': 'plain text',
  'homeworks.description': 'plain text',
  'spotlight_categories.description': 'plain text',
  'spotlight_stars.description': 'plain text',
  'bell_schedules.description': 'plain text',
  'bell_blocks.description': 'plain text',
  'carousel_elements.description': 'plain text',
  'alerts.body': 'plain text',
  'page_blocks.body': 'plain text (a quote)',
  'page_blocks.image_alt': 'plain text',
  'page_blocks.image_decorative': 'a flag',
  'media.media_type': 'a kind',
  'media.decorative': 'a flag',
  'videos.video_source_type': 'a kind',
};
const FILE_LIKE = /url|image|img|avatar|logo|file|photo|thumb|link|route|html|content|description|body|table_data/;

describe('the files rows use, as the sweep knows them', () => {
  it('cover every column named like a file, a link or rich HTML, or it is declared as none', async () => {
    const t = await createTestApp({ sweepOrphanFiles: false });
    try {
      const known = new Set(
        t.app.deps.fileUses
          .columns()
          .flatMap(({ table, urls = [], rich = [] }) => [...urls, ...rich].map((column) => `${table}.${column}`)),
      );
      const tables = await t.database.db.introspection.getTables();
      const unknown = tables
        .filter((table) => !table.name.startsWith('kysely_'))
        .flatMap((table) => table.columns.map((column) => `${table.name}.${column.name}`))
        .filter((column) => FILE_LIKE.test(column.split('.')[1]!) && !known.has(column) && !(column in NOT_FILES));
      expect(unknown, 'declare these as files rows use (FileUses) or add them to NOT_FILES').toEqual([]);
      for (const column of Object.keys(NOT_FILES)) expect(known.has(column), column).toBe(false);
    } finally {
      await t.close();
    }
  });
});
