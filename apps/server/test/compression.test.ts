import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createTestApp, demoAdmin, engine, tempDirs, type TestApp } from './helper.js';

/** A script of the console's build as the build writes it: the file, and its .br and .gz beside it. */
const SCRIPT = `export const screens = [${Array.from({ length: 400 }, (_, i) => `"screen ${i}"`).join(',')}];\n`;
const INDEX = `<!doctype html><html lang="en"><head><title>CMS</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- the console -->'.repeat(20)}</body></html>`;

const decoded = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe(`compressed answers (${engine})`, () => {
  let t: TestApp;
  let webDist: string;
  const tempDir = tempDirs('cms-web-compressed-');
  beforeAll(async () => {
    webDist = tempDir();
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    for (const [name, body] of [
      ['index.html', INDEX],
      ['assets/index-abc123.js', SCRIPT],
    ] as const) {
      writeFileSync(path.join(webDist, name), body);
      writeFileSync(path.join(webDist, `${name}.br`), brotliCompressSync(body));
      writeFileSync(path.join(webDist, `${name}.gz`), gzipSync(body));
    }
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());

  it.each([
    ['br, gzip, deflate', 'br', '.br'],
    ['gzip, deflate, br, zstd', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['br;q=0, gzip', 'gzip', '.gz'],
    ['identity', undefined, ''],
    [undefined, undefined, ''],
  ])(
    'serves the console script for Accept-Encoding %s as %s, the build’s own bytes',
    async (accepts, encoding, ext) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: accepts === undefined ? {} : { 'accept-encoding': accepts },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(readFileSync(path.join(webDist, `assets/index-abc123.js${ext}`)))).toBe(true);
      expect(decoded(response.rawPayload, encoding).toString()).toBe(SCRIPT);
    },
  );

  it.each(['/', '/login', '/news/3/edit'])(
    'answers %s with index.html compressed, asked again each time',
    async (url) => {
      for (const [accepts, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accepts } });
        expect(response.statusCode, `${url} ${accepts}`).toBe(200);
        expect(response.headers['content-type'], url).toContain('text/html');
        expect(response.headers['content-encoding'], `${url} ${accepts}`).toBe(encoding);
        expect(String(response.headers.vary), url).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(decoded(response.rawPayload, encoding).toString(), `${url} ${accepts}`).toBe(INDEX);
      }
    },
  );

  it('compresses a JSON answer over 1 KB as the client accepts, and HEAD tells the same', async () => {
    const admin = await clientFor(t.app, demoAdmin);
    const url = '/nms/cms/nac/news?page=0&size=10';
    const plain = await admin.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    for (const [accepts, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await admin.inject({ method: 'GET', url, headers: { 'accept-encoding': accepts } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('application/json');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(response.rawPayload, encoding).toString())).toEqual(plain.json());
    }
    const head = await admin.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });

  it('leaves a JSON answer of 1 KB or less as it is, an error too', async () => {
    const admin = await clientFor(t.app, demoAdmin);
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    for (const [response, status] of [
      [await admin.inject({ method: 'GET', url: '/health', headers }), 200],
      [await admin.inject({ method: 'GET', url: '/nms/cms/nac/news/999999', headers }), 404],
      [await t.app.inject({ method: 'GET', url: '/nms/cms/nac/news', headers }), 401],
    ] as const) {
      const url = response.raw.req.url;
      expect(response.statusCode, url).toBe(status);
      expect(response.rawPayload.length, url).toBeLessThanOrEqual(1024);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.headers.vary, url).toBeUndefined();
      expect(response.json(), url).toBeTypeOf('object');
    }
  });

  it('compresses the public content API’s answers once, not twice', async () => {
    const url = '/site/api/public/v1/news';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });
});
