import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What helmet writes with the server's options (app.ts). */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
    "img-src 'self' data: blob: https: http:;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';upgrade-insecure-requests;" +
    "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com;connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it.each([
    ['a public answer', 'GET', '/health', 200],
    ['a refused API call', 'GET', '/nms/cms/nac/news/1', 401],
    ['a validation error', 'POST', '/ams/cms/auth/signin', 400],
    ['an unknown API path', 'GET', '/nms/nothing-here', 404],
  ])('come with %s', async (_what, method, url, status) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(SECURITY_HEADERS);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
