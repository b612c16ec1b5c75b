import type { Blog, News } from '@cms/contract';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { jpegOf, jpegWithGps, multipart, pictureOf } from './upload-support.js';
import { contentApp, expectAuthRequired, expectError, postCreated, type Client } from './content-support.js';

const { t, admin, editor, viewer } = contentApp();

const UPLOADS = '/misc/cms/uploads';
const MB = 1024 * 1024;

const fileUpload = (data: Buffer | string, filename = 'picture.png', contentType = 'image/png') =>
  multipart([{ name: 'file', filename, contentType, data }]);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = await jpegOf(6, 4);
const GIF = await pictureOf(6, 4).gif().toBuffer();
const WEBP = await pictureOf(6, 4).webp().toBuffer();

const upload = (client: Client, body: ReturnType<typeof multipart>) =>
  client.inject({ method: 'POST', url: UPLOADS, ...body });

describe('POST /misc/cms/uploads', () => {
  it.each([
    ['PNG', PNG, 'png'],
    ['JPEG', JPEG, 'jpg'],
    ['GIF', GIF, 'gif'],
    ['WebP', WEBP, 'webp'],
  ])('stores a %s image and answers 201 with its URL, which serves the bytes', async (_kind, bytes, ext) => {
    // The name and declared type are not trusted: the bytes decide.
    const response = await upload(editor, fileUpload(bytes, 'whatever.txt', 'application/octet-stream'));
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json<{ url: string }>();
    // In the website's own folder of content images (docs/decisions/016-files-of-a-website.md).
    expect(url).toMatch(new RegExp(`^/uploads/content/${editor.websiteId}/[0-9a-f-]{36}\\.${ext}$`));
    // Stored cleaned (encoded again, without metadata): the same picture, not the same bytes.
    const stored = readFileSync(path.join(t.config.dataDir, 'uploads', url.slice('/uploads/'.length)));
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored)).toBe(true);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.width).toBe(bytes === PNG ? 1 : 6);
    expect(metadata.exif).toBeUndefined();
  });

  it('keeps no GPS of a JPEG, and refuses one whose picture cannot be read', async () => {
    const { url } = (await upload(editor, fileUpload(await jpegWithGps(), 'photo.jpg', 'image/jpeg'))).json();
    expect((await sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata()).exif).toBeUndefined();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    expectError(await upload(editor, fileUpload(broken)), 400, 'The image could not be read; it may be damaged');
  });

  it('gives each upload a name of its own', async () => {
    const first = (await upload(admin, fileUpload(PNG))).json().url;
    const second = (await upload(admin, fileUpload(PNG))).json().url;
    expect(first).not.toBe(second);
  });

  it('answers a URL that blogs and news accept as imgUrl', async () => {
    const { url } = (await upload(admin, fileUpload(PNG))).json();
    const blog = await postCreated<Blog>(admin, '/bms/cms/bac/blogs', { title: 'Pic', imgUrl: url });
    expect(blog.imgUrl).toBe(url);
    const content = `<p><img src="${url}" alt="pic"></p>`;
    const news = await postCreated<News>(admin, '/nms/cms/nac/news', { title: 'Pic', content, imgUrl: url });
    expect(news).toMatchObject({ imgUrl: url, content: `<p><img src="${url}" alt="pic" /></p>` });
  });

  it.each([
    ['plain text', Buffer.from('hello, world')],
    ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n')],
    ['a truncated PNG signature', PNG.subarray(0, 4)],
    ['an empty file', Buffer.alloc(0)],
  ])('answers 400 for %s', async (_kind, bytes) => {
    expectError(await upload(admin, fileUpload(bytes)), 400, 'The file must be a JPEG, PNG, WebP or GIF image');
  });

  it('answers 413 for a file over 10 MB and keeps nothing of it; 10 MB exactly is fine', async () => {
    const dir = path.join(t.config.dataDir, 'uploads', 'content');
    const before = existsSync(dir) ? readdirSync(dir).length : 0;
    const tooBig = Buffer.concat([PNG, Buffer.alloc(10 * MB + 1 - PNG.length)]);
    expectError(await upload(admin, fileUpload(tooBig)), 413, 'The file must be at most 10 MB');
    expect(existsSync(dir) ? readdirSync(dir).length : 0).toBe(before);
    const exactly = Buffer.concat([PNG, Buffer.alloc(10 * MB - PNG.length)]);
    expect((await upload(admin, fileUpload(exactly))).statusCode).toBe(201);
  });

  it.each([
    ['another field name', multipart([{ name: 'avatar', filename: 'a.png', contentType: 'image/png', data: PNG }])],
    ['only a text field', multipart([{ name: 'file', data: 'not a file' }])],
    ['no parts', multipart([])],
  ])('answers 400 for %s', async (_kind, body) => {
    expectError(await upload(admin, body), 400, 'Choose an image file to upload');
  });

  it('answers 400 for a body that is not multipart', async () => {
    expectError(
      await admin.inject({ method: 'POST', url: UPLOADS, payload: { file: 'x' } }),
      400,
      'Choose an image file to upload',
    );
    expectError(await admin.inject({ method: 'POST', url: UPLOADS }), 400, 'Choose an image file to upload');
  });

  it('refuses a VIEWER', async () => {
    expectError(await upload(viewer, fileUpload(PNG)), 403, 'You do not have permission to upload files');
  });

  it('needs a live token', async () => {
    const body = fileUpload(PNG);
    await expectAuthRequired(t.app, [{ method: 'POST', url: UPLOADS }]);
    const none = await t.app.inject({ method: 'POST', url: UPLOADS, ...body });
    expect(none.statusCode).toBe(401);
  });
});
