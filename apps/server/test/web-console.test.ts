import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tempDirs, type TestApp } from './helper.js';

const INDEX = '<!doctype html><html><head><title>School CMS</title></head><body><div id="root"></div></body></html>';

describe('the console served on the API port', () => {
  let t: TestApp;
  // A stand-in build of the console in a folder of this test's own, removed after it.
  const tempDir = tempDirs('cms-web-dist-');
  beforeAll(async () => {
    const webDist = tempDir();
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("console")');
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());

  it.each([
    '/',
    '/login',
    '/users',
    '/users/5',
    '/blogs/3/edit',
    '/news/categories',
    '/session-expired',
    '/no-such-screen',
  ])('answers index.html for the client route %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never lists a folder', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/' });
    expect(response.body).not.toContain('app-1234.js');
    expect(response.body).toBe(INDEX);
  });

  it('serves built assets with a long cache life', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['GET', '/ams/cms/nothing-here'],
    ['GET', '/ums/cms/cuc/nothing'],
    ['GET', '/misc/cms/unknown'],
    ['GET', '/users/me/unknown'],
    ['GET', '/uploads/avatars/missing.png'],
    ['GET', '/assets/missing-1234.js'],
    ['POST', '/users'],
    ['DELETE', '/blogs/1'],
  ] as const)('keeps %s %s a JSON 404', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('still answers the API, the docs and health', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
      status: 'ok',
      database: 'ok',
      storage: 'ok',
    });
    const docs = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.json().paths['/ams/cms/auth/signin']).toBeDefined();
    const api = await t.app.inject({ method: 'GET', url: '/ums/cms/cuc/users' });
    expect(api.statusCode).toBe(401);
  });
});

describe('the console build a server started with', () => {
  const folder = path.join(process.env.TMPDIR ?? '/tmp', `cms-web-builds-${process.pid}-${Date.now()}`);
  const build = (name: string, title: string) => {
    mkdirSync(path.join(folder, 'builds', name, 'assets'), { recursive: true });
    writeFileSync(path.join(folder, 'builds', name, 'index.html'), INDEX.replace('School CMS', title));
    writeFileSync(path.join(folder, 'builds', name, 'assets', `${name}.js`), `console.log("${name}")`);
  };
  /** Points `dist` at a build as scripts/swap-build.mjs does: a new link renamed over the old one. */
  const pointAt = (name: string) => {
    symlinkSync(path.join('builds', name), path.join(folder, 'next'));
    renameSync(path.join(folder, 'next'), path.join(folder, 'dist'));
  };
  let t: TestApp;
  beforeAll(async () => {
    build('first', 'First build');
    pointAt('first');
    t = await createTestApp({ env: { WEB_DIST: path.join(folder, 'dist') } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps serving it when a newer build is swapped in, and answers a missing file a JSON 404', async () => {
    build('second', 'Second build');
    pointAt('second');
    // Even its index gone (a build removed under it), a client route still gets the page it started with.
    rmSync(path.join(folder, 'builds', 'first', 'index.html'));
    for (const url of ['/', '/login', '/news/3/edit']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('First build');
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/first.js' })).statusCode).toBe(200);
    for (const url of ['/assets/second.js', '/index.html', '/assets/gone.css']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });
});
