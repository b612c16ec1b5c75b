import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { s3Storage } from '../src/platform/s3-storage.js';
import { localStorage, variantUrl, type Storage } from '../src/platform/storage.js';
import { clientFor, createTestApp, demoAdmin, type TestApp } from './helper.js';
import { s3Bucket } from './s3-support.js';
import { multipart, pngOf } from './upload-support.js';

const s3 = s3Bucket();
const disk = mkdtempSync(path.join(tmpdir(), 'cms-storage-'));
afterAll(() => rmSync(disk, { recursive: true, force: true }));

const stores: [string, () => Storage, () => Record<string, string>][] = [
  ['the local disk', () => localStorage(disk), () => ({})],
  [
    'the S3-compatible server',
    () => {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: disk, ...s3.env });
      if (config.storage.kind !== 's3') throw new Error('S3 not configured');
      return s3Storage(config.storage);
    },
    () => s3.env,
  ],
];

const bytesOf = async (storage: Storage, url: string) => {
  const file = await storage.read(url);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  return { bytes: Buffer.concat(chunks), size: file.size };
};

describe.each(stores)('storage on %s', (_name, open, env) => {
  let storage: Storage;
  beforeAll(() => {
    storage = open();
  });

  it('keeps bytes under a server-made name and reads them back whole', async () => {
    const bytes = Buffer.from('first file \u00e9\0\x01');
    const url = await storage.put('content', 'png', bytes);
    expect(url).toMatch(/^\/uploads\/content\/[0-9a-f-]{36}\.png$/);
    expect(await bytesOf(storage, url)).toEqual({ bytes, size: bytes.length });
    expect(await storage.put('content', 'png', bytes)).not.toBe(url);
  });

  it('stores a file from the disk under a server-made name, streamed, whole', async () => {
    const source = path.join(disk, 'upload.tmp');
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7, 'video ');
    writeFileSync(source, bytes);
    const url = await storage.putFile('media/9', 'mp4', source);
    expect(url).toMatch(/^\/uploads\/media\/9\/[0-9a-f-]{36}\.mp4$/);
    expect(await bytesOf(storage, url)).toEqual({ bytes, size: bytes.length });
    await expect(storage.putFile('media/9', 'mp4', path.join(disk, 'none.tmp'))).rejects.toThrow();
    await expect(storage.putFile('../media', 'mp4', source)).rejects.toThrow();
    rmSync(source, { force: true });
  });

  it('keeps a variant beside its original, and lists a folder with its subfolders only', async () => {
    const url = await storage.put('media/7', 'jpg', Buffer.from('original'));
    const thumb = variantUrl(url, 'thumb', 'webp');
    expect(thumb).toBe(url.replace(/\.jpg$/, '-thumb.webp'));
    await storage.write(thumb, Buffer.from('small'));
    expect((await bytesOf(storage, thumb))?.bytes.toString()).toBe('small');
    await storage.put('media/8', 'jpg', Buffer.from('another website'));
    expect((await storage.list('media/7')).sort()).toEqual([url, thumb].sort());
    expect(await storage.list('nothing-here')).toEqual([]);
  });

  it('removes a file, twice without complaint, and then has none', async () => {
    const url = await storage.put('content', 'pdf', Buffer.from('%PDF-1.7'));
    await storage.remove(url);
    await storage.remove(url);
    expect(await storage.read(url)).toBeNull();
  });

  it.each([
    '/uploads/content/../../jwt-secret',
    '/uploads/../cms.sqlite',
    '/uploads/content/picture.png',
    '/uploads/content/00000000-0000-0000-0000-000000000000.png/../x',
    '/uploads/content/%2e%2e/secret',
    '/etc/passwd',
    '/uploads/content/00000000-0000-0000-0000-000000000000.png',
  ])('reads nothing at %s, and removing it touches nothing', async (url) => {
    expect(await storage.read(url)).toBeNull();
    await storage.remove(url);
  });

  it('refuses a folder or an extension the server would never make', async () => {
    await expect(storage.put('../up', 'png', Buffer.from('x'))).rejects.toThrow();
    await expect(storage.put('content', 'p/ng', Buffer.from('x'))).rejects.toThrow();
    await expect(storage.write('/uploads/content/evil.png', Buffer.from('x'))).rejects.toThrow();
  });

  it('serves what one server process stored from another sharing the store', async () => {
    const shared = mkdtempSync(path.join(tmpdir(), 'cms-shared-'));
    const first: TestApp = await createTestApp({ env: env() });
    // The second has a data folder of its own (on S3 nothing is shared but the bucket) and the same database.
    const second: TestApp = await createTestApp({
      env: env(),
      store: { databaseUrl: first.config.databaseUrl, dataDir: env().STORAGE ? shared : first.config.dataDir },
    });
    try {
      const admin = await clientFor(first.app, demoAdmin);
      const png = await pngOf(4, 4);
      const body = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: png }]);
      const stored = await admin.inject({ method: 'POST', url: '/misc/cms/uploads', ...body });
      expect(stored.statusCode, stored.body).toBe(201);
      const served = await second.app.inject({ method: 'GET', url: stored.json<{ url: string }>().url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.length).toBeGreaterThan(0);
    } finally {
      await second.close();
      await first.close();
      rmSync(shared, { recursive: true, force: true });
    }
  });

  it('answers 404 for a stored name that is not there', async () => {
    const t = await createTestApp({ env: env() });
    try {
      const missing = await t.app.inject({
        method: 'GET',
        url: '/uploads/content/00000000-0000-0000-0000-000000000000.png',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'File not found' });
    } finally {
      await t.close();
    }
  });
});
