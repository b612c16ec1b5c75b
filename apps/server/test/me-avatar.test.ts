import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectBareError } from './content-support.js';
import { jpegWithGps, pictureOf } from './upload-support.js';
import { expectNoSecrets, signedInUser, usersApp, type Client } from './users-support.js';

const AVATAR = '/users/me/avatar';
const ME = '/ums/cms/cupc/me/user';
const MB = 1024 * 1024;

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body assembled by hand. */
function multipart(parts: Part[], boundary = 'cms-test-boundary-7d41') {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const [jpeg, gif, webp] = await Promise.all([
  pictureOf(8, 6).jpeg().toBuffer(),
  pictureOf(8, 6).gif().toBuffer(),
  pictureOf(8, 6).webp().toBuffer(),
]);
/** The format and size of a served picture: an avatar is stored decoded and encoded again. */
const pictureIn = async (bytes: Buffer) => {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
};
const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length, 7)]);

const { t, admin } = usersApp('admin');

const upload = (client: Client, parts: Part[]) => client.inject({ method: 'POST', url: AVATAR, ...multipart(parts) });
const avatarOf = async (client: Client) => (await client.inject({ method: 'GET', url: ME })).json().avatar as string;
const fileOf = (url: string) => path.join(t.config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

async function newUserClient() {
  return (await signedInUser(t.app, admin)).client;
}

describe('POST /users/me/avatar', () => {
  it('stores a PNG, answers the profile, and the avatar URL serves the same bytes as an image', async () => {
    const me = await newUserClient();
    const response = await upload(me, [{ name: 'avatar', filename: 'me.png', contentType: 'image/png', data: png }]);
    expect(response.statusCode, response.body).toBe(200);
    expectNoSecrets(response.body);
    const profile = response.json();
    expect(profile).toMatchObject({ id: me.id, roles: ['VIEWER'], status: 'ACTIVE' });
    expect(profile.avatar).toMatch(/^\/uploads\/avatars\/[\w-]+\.png$/);
    expect(await avatarOf(me)).toBe(profile.avatar);

    const served = await t.app.inject({ method: 'GET', url: profile.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await pictureIn(served.rawPayload)).toEqual({ format: 'png', width: 1, height: 1 });
  });

  it('keeps no EXIF or GPS of a photo, and refuses one whose picture cannot be read', async () => {
    const me = await newUserClient();
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(me, [{ name: 'avatar', filename: 'me.jpg', data: photo }]);
    expect(response.statusCode, response.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.json().avatar });
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    const broken = Buffer.concat([photo.subarray(0, 40), Buffer.alloc(200, 7)]);
    const refused = await upload(me, [{ name: 'avatar', filename: 'broken.jpg', data: broken }]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(await avatarOf(me)).toBe(response.json().avatar);
  });

  it.each([
    ['JPEG', jpeg, 'jpg', 'image/jpeg'],
    ['GIF', gif, 'gif', 'image/gif'],
    ['WebP', webp, 'webp', 'image/webp'],
  ])('accepts a %s and serves it with its image type', async (_name, bytes, ext, mime) => {
    const me = await newUserClient();
    const response = await upload(me, [{ name: 'avatar', filename: 'picture', data: bytes }]);
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json().avatar as string;
    expect(url.endsWith(`.${ext}`)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe(mime);
    expect(await pictureIn(served.rawPayload)).toMatchObject({ width: 8, height: 6 });
  });

  it('goes by the bytes: a real PNG named .txt is accepted, text named .png is refused', async () => {
    const me = await newUserClient();
    const accepted = await upload(me, [
      { name: 'avatar', filename: 'notes.txt', contentType: 'text/plain', data: png },
    ]);
    expect(accepted.statusCode).toBe(200);
    const url = accepted.json().avatar as string;
    expect(url).toMatch(/\.png$/);
    expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/png');

    for (const data of ['just some text, not an image', '<svg onload="alert(1)"></svg>', '']) {
      const refused = await upload(me, [{ name: 'avatar', filename: 'photo.png', contentType: 'image/png', data }]);
      expect(refused.statusCode, data).toBe(400);
      expect(refused.json().message).toBe('The avatar must be a PNG, JPEG, WebP or GIF image');
    }
    expect(await avatarOf(me)).toBe(url);
  });

  it('accepts exactly 2 MB and answers 413 above it, keeping the old avatar', async () => {
    const me = await newUserClient();
    const ok = await upload(me, [{ name: 'avatar', filename: 'big.png', data: padded(2 * MB) }]);
    expect(ok.statusCode, ok.body).toBe(200);
    const url = ok.json().avatar as string;
    for (const size of [2 * MB + 1, 5 * MB]) {
      const tooLarge = await upload(me, [{ name: 'avatar', filename: 'huge.png', data: padded(size) }]);
      expectBareError(tooLarge, 413, 'The avatar must be at most 2 MB');
    }
    expect(await avatarOf(me)).toBe(url);
  });

  it('answers 400 for a wrong field name, no file, or a body that is not a multipart upload', async () => {
    const me = await newUserClient();
    const noFile = 'Choose an image file to upload';
    const broken = 'The request body is not valid multipart data';
    const cut = multipart([{ name: 'avatar', filename: 'me.png', data: png }]);
    const attempts = [
      [noFile, multipart([{ name: 'photo', filename: 'me.png', data: png }])],
      [noFile, multipart([{ name: 'avatar', data: 'a text field, not a file' }])],
      [noFile, multipart([])],
      [noFile, {}],
      [noFile, { payload: { avatar: png.toString('base64') } }],
      [broken, { payload: 'garbage', headers: { 'content-type': 'multipart/form-data' } }],
      // Cut short: the file part never ends.
      [broken, { payload: cut.payload.subarray(0, cut.payload.length - 40), headers: cut.headers }],
    ] as const;
    for (const [i, [message, request]] of attempts.entries()) {
      const response = await me.inject({ method: 'POST', url: AVATAR, ...request });
      expect(response.statusCode, `attempt ${i}`).toBe(400);
      expect(response.json().message, `attempt ${i}`).toBe(message);
    }
    expect(await avatarOf(me)).toBeNull();
  });

  it('replacing the avatar deletes the old file', async () => {
    const me = await newUserClient();
    const first = (await upload(me, [{ name: 'avatar', filename: 'a.png', data: png }])).json().avatar as string;
    expect(existsSync(fileOf(first))).toBe(true);
    const second = (await upload(me, [{ name: 'avatar', filename: 'b.gif', data: gif }])).json().avatar as string;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect(await avatarOf(me)).toBe(second);
  });

  it("one user's upload leaves another user's avatar alone", async () => {
    const one = await newUserClient();
    const two = await newUserClient();
    const url = (await upload(one, [{ name: 'avatar', filename: 'a.png', data: png }])).json().avatar as string;
    await upload(two, [{ name: 'avatar', filename: 'b.png', data: png }]);
    await upload(two, [{ name: 'avatar', filename: 'c.png', data: png }]);
    expect(await avatarOf(one)).toBe(url);
    expect(existsSync(fileOf(url))).toBe(true);
  });
});

describe('DELETE /users/me/avatar', () => {
  it('clears the avatar and removes its file; clearing again is fine', async () => {
    const me = await newUserClient();
    const url = (await upload(me, [{ name: 'avatar', filename: 'a.png', data: png }])).json().avatar as string;
    const response = await me.inject({ method: 'DELETE', url: AVATAR });
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body);
    expect(response.json()).toMatchObject({ id: me.id, avatar: null });
    expect(await avatarOf(me)).toBeNull();
    expect(existsSync(fileOf(url))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const again = await me.inject({ method: 'DELETE', url: AVATAR });
    expect(again.statusCode).toBe(200);
    expect(again.json().avatar).toBeNull();
  });
});
