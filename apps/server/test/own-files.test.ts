import { navigationPaths, ownFileMessages, photoAlbumsPaths, videosMessages, type Website } from '@cms/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FileColumns } from '../src/platform/file-uses.js';
import { untyped } from '../src/platform/kit/any-table.js';
import { contentApp, unique, type Client } from './content-support.js';
import { createTestApp } from './helper.js';
import { declaredAreas, everyTestResource } from './declared-areas.js';
import type { Resource } from './kit/resource.js';
import { carousels } from './resources/carousels.js';
import { pages } from './resources/pages.js';
import { photoAlbums } from './resources/photo-albums.js';
import { spotlightCategories } from './resources/spotlight.js';
import { staffSetup } from './resources/staff.js';
import { multipart, pngOf } from './upload-support.js';

/*
 * Every column that shows files takes only the website's own (docs/decisions/016-files-of-a-website.md):
 * the cases come from the uses the areas declare (`app.deps.fileUses`), so a new area's columns are
 * asked about as soon as it declares them. A row's own columns are written through its test
 * resource (the column's field on the wire); a child's (a carousel's elements, a page's blocks) need
 * a way in, `THROUGH_PARENT` below, and the test fails for a declared column that has none.
 */

const { t, admin, editor, viewer, other } = contentApp();
// Staff bodies name a department of the client's website.
beforeAll(() => staffSetup({ admin, editor, viewer, other }));

/** A value for the column: the URL itself, or rich HTML that shows it as a picture and links to it. */
const valueFor = (rich: boolean, url: string) =>
  rich ? `<p><img src="${url}" alt="A picture" /> <a href="${url}">The file</a></p>` : url;

const wireName = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A write that puts `value` in one column, and the path of the field it is sent in. */
interface Writer {
  write(client: Client, value: string): Promise<LightMyRequestResponse>;
  path: string;
}

/** A child's column, written through its parent's (or its own) calls. */
const THROUGH_PARENT: Record<string, Writer> = {
  'carousel_elements.image': {
    path: 'body.elements.0.image',
    write: (client, image) => carousels.post(client, { ...carousels.valid(), elements: [{ image, description: 'D' }] }),
  },
  'page_blocks.image_url': {
    path: 'body.blocks.0.content.image.url',
    write: (client, url) =>
      pages.post(client, {
        ...pages.valid(),
        blocks: [{ type: 'image-only', content: { image: { url, alt: 'A picture' } } }],
      }),
  },
  'page_blocks.html': {
    path: 'body.blocks.0.content.html',
    write: (client, html) => pages.post(client, { ...pages.valid(), blocks: [{ type: 'text', content: { html } }] }),
  },
  'page_blocks.table_data': {
    path: 'body.blocks.0.content.rows.0.0',
    write: (client, cell) =>
      pages.post(client, {
        ...pages.valid(),
        blocks: [{ type: 'table', content: { headers: ['Name'], rows: [[cell]] } }],
      }),
  },
  'spotlight_stars.img_url': {
    path: 'body.imgUrl',
    async write(client, imgUrl) {
      const category = await spotlightCategories.create(client);
      const stars = spotlightCategories.contract.paths.collection.replace(/\/categories$/, '/categories/:id/stars');
      return client.inject({
        method: 'POST',
        url: stars.replace(':id', `${category.id}`),
        payload: {
          name: unique('Star'),
          academicClass: 'G',
          percentage: 90,
          year: 2026,
          description: 'D',
          orderNo: 1,
          imgUrl,
        },
      });
    },
  },
  'nav_items.route (a submenu)': {
    path: 'body.submenus.0.route',
    write: (client, route) =>
      client.inject({
        method: 'POST',
        url: navigationPaths.navs,
        payload: { name: unique('Menu'), route: '/', submenus: [{ name: 'Sub', route }] },
      }),
  },
  'photos.url': {
    path: 'body.url',
    async write(client, url) {
      const album = await photoAlbums.create(client);
      return client.inject({
        method: 'POST',
        url: `${photoAlbumsPaths.photos}?albumId=${album.id}`,
        payload: { url, caption: 'A photo' },
      });
    },
  },
};

/** Columns only the server writes (an upload's copies, an avatar it stores): no request names them. */
const SERVER_WRITTEN = new Set([
  'photos.thumbnail_url',
  'photos.web_url',
  'media.thumbnail_url',
  'media.web_url',
  'users.avatar_url',
]);

/**
 * Kept columns whose contract takes no uploads path at all (a video's address is an http(s)://
 * one): another website's upload is refused all the same, with the contract's words.
 */
const CONTRACT_REFUSES: Record<string, string> = { 'videos.video_url': videosMessages.urlInvalid };

/** Fields outside the registry that take an upload: a media item's file and a website's logo. */
const ELSEWHERE: Record<string, Writer> = {
  'media.media_url': {
    path: 'body.mediaUrl',
    write: (client, mediaUrl) =>
      client.inject({
        method: 'POST',
        url: '/misc/cms/mdac/media',
        payload: { title: 'T', mediaUrl, mediaType: 'image' },
      }),
  },
  'websites.logo_url': {
    path: 'body.logoUrl',
    async write(client, logoUrl) {
      const site = (await client.inject({ method: 'GET', url: `/websites/${client.websiteId}` })).json<Website>();
      const body = { name: site.name, adminUrl: site.adminUrl, publicUrl: site.publicUrl ?? '', logoUrl };
      return client.inject({ method: 'PUT', url: `/websites/${client.websiteId}`, payload: body });
    },
  },
};

/** The writer of a row's own column: its test resource's valid body with the column's field set, created and updated. */
function ownColumnWriter(resource: Resource, column: string): Writer {
  const field = wireName(column);
  return {
    path: `body.${field}`,
    async write(client, value) {
      const created = await resource.post(client, { ...resource.valid(client), [field]: value });
      if (created.statusCode !== 201) return created;
      // Accepted on create, it must be on update too: the update's answer is the case's.
      const { id } = created.json<{ id: number }>();
      return resource.update(client, id, { ...resource.valid(client), [field]: value });
    },
  };
}

/** The columns of declared or kept uses, as `table.column` with whether they hold rich HTML. */
const columnsOf = (use: FileColumns) => [
  ...(use.urls ?? []).map((column) => ({ name: `${use.table}.${column}`, column, rich: false })),
  ...(use.rich ?? []).map((column) => ({ name: `${use.table}.${column}`, column, rich: true })),
];

/**
 * Every column that shows files as the areas declare it (a resource's `files`; a resource its area
 * builds at start, the photo albums', is found by the registry check below), with its writer, and
 * the fields outside the registry.
 */
const resources = await everyTestResource();
const areaUses = (await declaredAreas()).flatMap(({ area }) =>
  Object.values(area.resources).flatMap((served) => (served as { files?: readonly FileColumns[] }).files ?? []),
);
/**
 * The columns the areas keep (`fileUses.keep`: a video's address, a menu item's route, a carousel's
 * link): they may hold an upload too, so they take only the website's own. Read from the app, as
 * they are kept when its routes register.
 */
const probe = await createTestApp();
const holding = probe.app.deps.fileUses.holding.flatMap(columnsOf).map((column) => column.name);
const declaredNames = new Set(areaUses.flatMap(columnsOf).map((column) => column.name));
const kept = probe.app.deps.fileUses.holding
  .filter((use) => !use.join)
  .flatMap((use) => columnsOf(use).map((column) => ({ ...column, table: use.table })))
  .filter((column) => !declaredNames.has(column.name) && !SERVER_WRITTEN.has(column.name));
await probe.close();
const fields = [
  ...areaUses.flatMap((use) =>
    columnsOf(use).map(({ name, column, rich }) => {
      const resource = !use.join && resources.find((found) => found.table === use.table);
      const writer = THROUGH_PARENT[name] ?? (resource ? ownColumnWriter(resource, column) : undefined);
      if (!writer) throw new Error(`${name}: a declared file column with no way to write it in this test`);
      return { name, table: use.table, rich, writer };
    }),
  ),
  ...Object.entries(THROUGH_PARENT)
    .filter(([name]) => !areaUses.some((use) => columnsOf(use).some((column) => column.name === name)))
    .map(([name, writer]) => ({ name, table: name.split('.')[0]!, rich: false, writer })),
  ...Object.entries(ELSEWHERE).map(([name, writer]) => ({ name, table: name.split('.')[0]!, rich: false, writer })),
  ...kept
    .filter(({ name }) => !THROUGH_PARENT[name] && !ELSEWHERE[name])
    .map(({ name, table, column, rich }) => {
      const resource = resources.find((found) => found.table === table);
      if (!resource) throw new Error(`${name}: a kept file column with no way to write it in this test`);
      return { name, table, rich, writer: ownColumnWriter(resource, column) };
    }),
];

/** An image stored through the content upload by `client`: in its website's folder. */
async function uploadedBy(client: Client) {
  const response = await client.inject({
    method: 'POST',
    url: '/misc/cms/uploads',
    ...multipart([{ name: 'file', data: await pngOf(6, 6), filename: 'a.png', contentType: 'image/png' }]),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ url: string }>().url;
}

/** Every row of the table (all websites'), to show that a refused write saved nothing. */
const rowsOf = (table: string) => untyped(t.database.db).selectFrom(table).selectAll().orderBy('id').execute();

describe('files of another website', () => {
  it('has a case for every column the registry knows, besides those only the server writes', () => {
    const named = new Set(fields.map((field) => field.name));
    // Shown (declared) and kept columns alike: a new kept column without a case fails here.
    const known = t.app.deps.fileUses.holding.flatMap(columnsOf).map((column) => column.name);
    expect(known).toEqual(holding);
    expect(known.length).toBeGreaterThan(15);
    expect(known.filter((name) => !named.has(name) && !SERVER_WRITTEN.has(name))).toEqual([]);
  });

  describe.each(fields)('$name', (field) => {
    it("answers 400 'This file belongs to another website' at its field for another website's upload, saving nothing", async () => {
      const theirs = await uploadedBy(other);
      expect(theirs).toMatch(/^\/uploads\/content\/2\//);
      const before = await rowsOf(field.table);
      const refused = await field.writer.write(admin, valueFor(field.rich, theirs));
      expect(refused.statusCode, refused.body).toBe(400);
      const message = CONTRACT_REFUSES[field.name] ?? ownFileMessages.otherWebsite;
      expect(refused.json()).toMatchObject({ message, issues: [{ path: field.writer.path, message }] });
      expect(await rowsOf(field.table)).toEqual(before);
    });

    it("saves the website's own upload and an https:// address", async () => {
      const mine = await field.writer.write(admin, valueFor(field.rich, await uploadedBy(admin)));
      if (CONTRACT_REFUSES[field.name]) expect(mine.statusCode, mine.body).toBe(400);
      else expect(mine.statusCode, mine.body).toBeLessThan(300);
      const external = await field.writer.write(admin, valueFor(field.rich, 'https://cdn.example/pictures/a.png'));
      expect(external.statusCode, external.body).toBeLessThan(300);
    });
  });
});

describe('old uploads without a website folder', () => {
  const news = (imgUrl: string) => ({ title: unique('News'), content: '<p>Body</p>', imgUrl });

  it("are another website's when only its rows show them; the website that shows one keeps it", async () => {
    const old = `/uploads/content/${crypto.randomUUID()}.png`;
    // Shown by no row yet: no website's, so the first to show it may.
    const theirs = await other.inject({ method: 'POST', url: '/nms/cms/nac/news', payload: news(old) });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const refused = await admin.inject({ method: 'POST', url: '/nms/cms/nac/news', payload: news(old) });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'body.imgUrl', message: ownFileMessages.otherWebsite }]);
    const rich = { ...news('https://cdn.example/a.png'), content: `<p><img src="${old}" alt="Old" /></p>` };
    const inText = await admin.inject({ method: 'POST', url: '/nms/cms/nac/news', payload: rich });
    expect(inText.json().issues).toEqual([{ path: 'body.content', message: ownFileMessages.otherWebsite }]);
    // The website that shows it saves it again, and shows it elsewhere.
    const again = await other.inject({ method: 'POST', url: '/nms/cms/nac/news', payload: news(old) });
    expect(again.statusCode, again.body).toBe(201);
  });
});
