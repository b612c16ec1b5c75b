import { mediaMessages, ownFileMessages, type MediaItem } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { BAD_URLS, contentApp, expectError } from './content-support.js';
import { media } from './resources/media.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';
import { boxTree, FILMED_AT, isoMediaFile, jpegOf, jpegWithGps, multipart, pngOf } from './upload-support.js';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const { t, admin, viewer, other } = contentApp();

const MEDIA = media.path;
const UPLOAD = '/misc/cms/mdac/media/upload';
const MB = 1024 * 1024;

describeScopedResource(media, {
  newestFirst: true,
  invalid: {
    body: { title: ' ', mediaUrl: 'https://a.example/x.png', mediaType: 'image' },
    message: 'Title is required',
  },
  created: {
    body: { title: '  Fair  ', mediaUrl: ' https://cdn.riverside.example/fair.jpg ', mediaType: 'image' },
    answer: {
      title: 'Fair',
      mediaUrl: 'https://cdn.riverside.example/fair.jpg',
      mediaType: 'image',
      altText: '',
      decorative: false,
      field: '',
      mimeType: null,
      size: null,
      width: null,
      height: null,
      thumbnailUrl: null,
      webUrl: null,
    },
  },
  updated: {
    from: {},
    body: {
      title: 'Term dates',
      mediaUrl: 'https://cdn.riverside.example/dates.pdf',
      mediaType: 'document',
      altText: 'x',
    },
    answer: { title: 'Term dates', mediaType: 'document', altText: 'x' },
  },
  refused: {
    [mediaMessages.titleRequired]: [{ mediaUrl: 'https://a.example/a.png', mediaType: 'image' }],
    [mediaMessages.urlInvalid]: BAD_URLS.filter((url) => typeof url === 'string').map((mediaUrl) => ({
      title: 'x',
      mediaUrl,
      mediaType: 'image',
    })),
    [mediaMessages.typeInvalid]: [
      { title: 'x', mediaUrl: 'https://a.example/a.png', mediaType: 'svg' },
      { title: 'x', mediaUrl: 'https://a.example/a.png' },
    ],
  },
  filters: {
    field: 'mediaType',
    values: [
      ['image', 'image'],
      ['document', 'document'],
    ],
    invalid: mediaMessages.typeInvalid,
  },
});

type Upload = { data: Buffer | string; filename?: string; contentType?: string; fields?: Record<string, string> };
const body = ({ data, filename = 'picture.jpg', contentType = 'image/jpeg', fields = { title: 'Picture' } }: Upload) =>
  multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, data: value })),
    { name: 'file', filename, contentType, data },
  ]);
const upload = (client: typeof admin, file: Upload) => client.inject({ method: 'POST', url: UPLOAD, ...body(file) });

async function uploaded(file: Upload) {
  const response = await upload(admin, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MediaItem>();
}

const served = (url: string) => t.app.inject({ method: 'GET', url });
const rowsAndFiles = async () => ({
  rows: Number(
    (
      await t.database.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  files: (await t.app.deps.storage.list('media')).length,
});

describe('media uploads', () => {
  it('stores an image cleaned, with a thumbnail and a web-sized copy, all served with their type and nosniff', async () => {
    const item = await uploaded({ data: await jpegOf(2400, 1600), fields: { title: 'Field', altText: 'The field' } });
    expect(item).toMatchObject({ title: 'Field', altText: 'The field', mediaType: 'image', mimeType: 'image/jpeg' });
    expect(item.mediaUrl).toMatch(/^\/uploads\/media\/1\/[0-9a-f-]{36}\.jpg$/);
    expect(item).toMatchObject({ width: 2400, height: 1600 });
    for (const [url, type, longest] of [
      [item.mediaUrl, 'image/jpeg', 2400],
      [item.thumbnailUrl!, 'image/webp', 320],
      [item.webUrl!, 'image/webp', 1600],
    ] as const) {
      const response = await served(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({ 'content-type': type, 'x-content-type-options': 'nosniff' });
      expect(response.headers['content-disposition']).toBeUndefined();
      const { width, height } = await sharp(response.rawPayload).metadata();
      expect(Math.max(width, height)).toBe(longest);
    }
  });

  it('takes the GPS and camera out of a JPEG', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const item = await uploaded({ data: original });
    for (const url of [item.mediaUrl, item.thumbnailUrl!, item.webUrl!]) {
      const bytes = (await served(url)).rawPayload;
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes('SchoolCam')).toBe(false);
    }
  });

  it.each([
    ['mp4', 'video/mp4', 'video'],
    ['mov', 'video/quicktime', 'video'],
    ['m4a', 'audio/mp4', 'audio'],
  ] as const)('takes where it was made out of an %s, its boxes and length kept', async (ext, mime, kind) => {
    const original = isoMediaFile(ext);
    expect(original.includes(FILMED_AT)).toBe(true);
    expect(original.includes('GPSLatitude')).toBe(true);
    const item = await uploaded({ data: original, filename: `clip.${ext}`, contentType: mime });
    expect(item).toMatchObject({ mediaType: kind, mimeType: mime, size: original.length, thumbnailUrl: null });
    expect(item.mediaUrl).toMatch(new RegExp(`\\.${ext}$`));
    const response = await served(item.mediaUrl);
    expect(response.statusCode).toBe(200);
    const stored = response.rawPayload;
    expect(stored.length).toBe(original.length);
    for (const place of [FILMED_AT, '40.7128', 'GPSLatitude', 'City Hall', '+010.000'])
      expect(stored.includes(place), place).toBe(false);
    // Each place became a `free` box of its size; every other box, and the media, is as it was.
    const freed = (tree: string[]) => tree.map((line) => line.replace(/(\u00a9xyz|loci|XMP_|uuid)(?= )/, 'free'));
    expect(boxTree(stored)).toEqual(freed(boxTree(original)));
    expect(boxTree(stored).some((line) => line.trim().startsWith('free'))).toBe(true);
    expect(stored.subarray(-1024).equals(original.subarray(-1024))).toBe(true);
    // Only where it was made is gone: another key's value stays.
    expect(stored.includes('kept value')).toBe(true);
  });

  it('reads a 64-bit box size and a last box that runs to the end of the file', async () => {
    const video = isoMediaFile('mp4');
    const mdat = video.lastIndexOf('mdat') - 4;
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(BigInt(video.length - mdat + 8), 8);
    const wide = Buffer.concat([video.subarray(0, mdat), large, video.subarray(mdat + 8)]);
    const open = Buffer.from(video);
    open.writeUInt32BE(0, mdat);
    for (const data of [wide, open]) {
      const item = await uploaded({ data, filename: 'clip.mp4', contentType: 'video/mp4' });
      const stored = (await served(item.mediaUrl)).rawPayload;
      expect(stored.length).toBe(data.length);
      expect(stored.includes(FILMED_AT)).toBe(false);
      expect(stored.subarray(mdat).equals(data.subarray(mdat))).toBe(true);
    }
  });

  it('refuses a video whose boxes do not add up, and keeps nothing of it', async () => {
    const before = await rowsAndFiles();
    const video = isoMediaFile('mp4');
    const moov = video.indexOf('moov') - 4;
    const cut = Buffer.from(video);
    cut.writeUInt32BE(video.length, moov); // the movie box claims more than the file holds
    for (const data of [cut, video.subarray(0, video.length - 10)]) {
      const response = await upload(admin, { data, filename: 'clip.mp4', contentType: 'video/mp4' });
      expectError(response, 400, mediaMessages.mediaUnreadable);
    }
    expect(await rowsAndFiles()).toEqual(before);
  });

  it('leaves no temporary file after an upload, stored or refused', async () => {
    await uploaded({ data: isoMediaFile('mov'), filename: 'clip.mov' });
    await uploaded({ data: await pngOf(8, 8) });
    expectError(await upload(admin, { data: '<svg/>', filename: 'x.svg' }), 400, mediaMessages.fileType);
    const png = await pngOf(8, 8);
    const big = Buffer.concat([png, Buffer.alloc(15 * MB + 1 - png.length)]);
    expectError(await upload(admin, { data: big }), 413, mediaMessages.fileTooLarge('image'));
    expect(readdirSync(path.join(t.app.deps.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('tells the type from the bytes: a PNG named .pdf is a PNG', async () => {
    const item = await uploaded({ data: await pngOf(10, 10), filename: 'report.pdf', contentType: 'application/pdf' });
    expect(item).toMatchObject({ mediaType: 'image', mimeType: 'image/png' });
    expect(item.mediaUrl).toMatch(/\.png$/);
  });

  it('keeps a PDF as a download, never shown inline', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const item = await uploaded({ data: pdf, filename: 'dates.pdf', contentType: 'application/pdf' });
    expect(item).toMatchObject({ mediaType: 'document', mimeType: 'application/pdf', thumbnailUrl: null });
    const response = await served(item.mediaUrl);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment',
      'x-content-type-options': 'nosniff',
    });
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('never uses the file name for a path', async () => {
    const item = await uploaded({ data: await pngOf(8, 8), filename: '../../../../etc/passwd.png' });
    expect(item.mediaUrl).toMatch(/^\/uploads\/media\/1\/[0-9a-f-]{36}\.png$/);
  });

  it.each([
    [
      'an SVG with a script',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'x.svg',
      mediaMessages.fileType,
    ],
    ['HTML named .jpg', '<html><body><script>alert(1)</script></body></html>', 'x.jpg', mediaMessages.fileType],
    ['a 0-byte file', Buffer.alloc(0), 'x.jpg', mediaMessages.fileEmpty],
    [
      'a JPEG signature with no picture',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]),
      'x.jpg',
      mediaMessages.imageUnreadable,
    ],
  ])('refuses %s and keeps nothing of it', async (_kind, data, filename, message) => {
    const before = await rowsAndFiles();
    expectError(await upload(admin, { data, filename }), 400, message);
    expect(await rowsAndFiles()).toEqual(before);
  });

  it('refuses an image over its limit with 413, and keeps nothing', async () => {
    const before = await rowsAndFiles();
    const png = await pngOf(8, 8);
    const big = Buffer.concat([png, Buffer.alloc(15 * MB + 1 - png.length)]);
    expectError(await upload(admin, { data: big }), 413, 'An image file must be at most 15 MB');
    expect(mediaMessages.fileTooLarge('audio')).toBe('An audio file must be at most 30 MB');
    expect(mediaMessages.fileTooLarge('video')).toBe('A video file must be at most 50 MB');
    const huge = Buffer.concat([png, Buffer.alloc(50 * MB + 1 - png.length)]);
    expectError(await upload(admin, { data: huge }), 413, 'The file must be at most 50 MB');
    expect(await rowsAndFiles()).toEqual(before);
  });

  it('refuses an upload without a title, or without a file, and keeps nothing', async () => {
    const before = await rowsAndFiles();
    expectError(
      await upload(admin, { data: await pngOf(8, 8), fields: { title: '  ' } }),
      400,
      mediaMessages.titleRequired,
    );
    expectError(
      await admin.inject({ method: 'POST', url: UPLOAD, ...multipart([{ name: 'title', data: 'x' }]) }),
      400,
      mediaMessages.fileMissing,
    );
    expect(await rowsAndFiles()).toEqual(before);
  });

  it('lets a VIEWER read but not upload', async () => {
    expectError(await upload(viewer, { data: await pngOf(8, 8) }), 403, 'You do not have permission to edit media');
    expect((await viewer.inject({ method: 'GET', url: MEDIA })).statusCode).toBe(200);
  });

  it("removes an item's files with it, and keeps an item by URL pointing elsewhere from them", async () => {
    const item = await uploaded({ data: await pngOf(40, 40) });
    expect((await admin.inject({ method: 'DELETE', url: `${MEDIA}/${item.id}` })).statusCode).toBe(200);
    for (const url of [item.mediaUrl, item.thumbnailUrl!, item.webUrl!])
      expect((await served(url)).statusCode).toBe(404);
  });

  it("answers 400 at mediaUrl for another website's upload as an item's URL, saving nothing", async () => {
    const theirs = (
      await other.inject({ method: 'POST', url: UPLOAD, ...body({ data: await pngOf(8, 8) }) })
    ).json<MediaItem>();
    expect(theirs.mediaUrl).toMatch(/^\/uploads\/media\/2\//);
    expectError(
      await admin.inject({
        method: 'POST',
        url: MEDIA,
        payload: { title: 'Theirs', mediaUrl: theirs.mediaUrl, mediaType: 'image' },
      }),
      400,
      ownFileMessages.otherWebsite,
    );
    const mine = await admin.inject({
      method: 'POST',
      url: MEDIA,
      payload: { title: 'Mine', mediaUrl: 'https://cdn.example/a.png', mediaType: 'image' },
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const update = await admin.inject({
      method: 'PUT',
      url: `${MEDIA}/${mine.json<MediaItem>().id}`,
      payload: { title: 'Mine', mediaUrl: theirs.mediaUrl, mediaType: 'image' },
    });
    expectError(update, 400, ownFileMessages.otherWebsite);
    expect(update.json().issues).toEqual([{ path: 'body.mediaUrl', message: ownFileMessages.otherWebsite }]);
    expect((await admin.inject({ method: 'GET', url: `${MEDIA}/${mine.json<MediaItem>().id}` })).json()).toMatchObject({
      mediaUrl: 'https://cdn.example/a.png',
    });
    expectError(await admin.inject({ method: 'GET', url: `${MEDIA}/${theirs.id}/usage` }), 404, 'Media not found');
  });

  it('tells which blogs and news items still show a file, by its URL or inside their text', async () => {
    const item = await uploaded({ data: await pngOf(30, 30), fields: { title: 'Relay' } });
    const usage = async () => (await admin.inject({ method: 'GET', url: `${MEDIA}/${item.id}/usage` })).json();
    expect(await usage()).toEqual({ usedBy: [] });
    await admin.inject({
      method: 'POST',
      url: '/bms/cms/bac/blogs',
      payload: { title: 'Sports day blog', imgUrl: item.webUrl },
    });
    await admin.inject({
      method: 'POST',
      url: '/nms/cms/nac/news',
      payload: { title: 'Relay news', content: `<p><img src="${item.thumbnailUrl}" alt="x"></p>` },
    });
    expect((await usage()).usedBy).toEqual([
      { kind: 'blog', name: 'Sports day blog' },
      { kind: 'news item', name: 'Relay news' },
    ]);
  });

  it("names a carousel's element and a page's block that show a file by their carousel's and page's titles", async () => {
    const item = await uploaded({ data: await pngOf(30, 30), fields: { title: 'Banner' } });
    const usage = async () => (await admin.inject({ method: 'GET', url: `${MEDIA}/${item.id}/usage` })).json();
    const carousel = await admin.inject({
      method: 'POST',
      url: '/misc/cms/crac/carousels',
      payload: { title: 'Welcome slides', link: 'https://riverside.example', elements: [{ image: item.mediaUrl }] },
    });
    expect(carousel.statusCode).toBe(201);
    const page = await admin.inject({
      method: 'POST',
      url: '/misc/cms/pgac/pages',
      payload: {
        title: 'About us',
        blocks: [{ type: 'image-only', content: { image: { url: item.webUrl, alt: 'Our banner' }, caption: 'x' } }],
      },
    });
    expect(page.statusCode).toBe(201);
    const usedBy: { kind: string }[] = (await usage()).usedBy;
    expect(usedBy.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'carousel', name: 'Welcome slides' },
      { kind: 'page', name: 'About us' },
    ]);
  });
});

describe("an item's file replaced by an upload", () => {
  const replace = (client: typeof admin, id: number, file: Upload) =>
    client.inject({ method: 'PUT', url: `${MEDIA}/${id}/upload`, ...body({ ...file, fields: {} }) });

  it('takes the new file, its type and copies, keeps the title and alt text, and removes the old files', async () => {
    const item = await uploaded({ data: await pngOf(40, 40), fields: { title: 'Hall', altText: 'The hall' } });
    const response = await replace(admin, item.id, {
      data: '%PDF-1.4\n%%EOF\n',
      filename: 'hall.pdf',
      contentType: 'application/pdf',
    });
    expect(response.statusCode, response.body).toBe(200);
    const replaced = response.json<MediaItem>();
    expect(replaced).toMatchObject({
      id: item.id,
      title: 'Hall',
      altText: 'The hall',
      mediaType: 'document',
      mimeType: 'application/pdf',
      thumbnailUrl: null,
    });
    expect(replaced.mediaUrl).not.toBe(item.mediaUrl);
    expect((await served(replaced.mediaUrl)).statusCode).toBe(200);
    for (const url of [item.mediaUrl, item.thumbnailUrl!, item.webUrl!])
      expect((await served(url)).statusCode).toBe(404);
  });

  it("refuses a VIEWER, another website's item and a bad file, storing nothing", async () => {
    const item = await uploaded({ data: await pngOf(20, 20) });
    const theirs = (
      await other.inject({ method: 'POST', url: UPLOAD, ...body({ data: await pngOf(8, 8), filename: 'b.png' }) })
    ).json<MediaItem>();
    const before = await rowsAndFiles();
    const png = { data: await pngOf(8, 8), filename: 'a.png', contentType: 'image/png' };
    expectError(await replace(viewer, item.id, png), 403, 'You do not have permission to edit media');
    expectError(await replace(admin, theirs.id, png), 404, 'Media not found');
    expectError(await replace(admin, item.id, { data: '<svg/>', filename: 'x.svg' }), 400, mediaMessages.fileType);
    expect(await rowsAndFiles()).toEqual(before);
  });
});
