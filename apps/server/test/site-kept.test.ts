import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApp, unique } from './content-support.js';
import { alerts, alertRequired } from './resources/alerts.js';
import { polls } from './resources/polls.js';

/**
 * The site's kept pages answered before the framework sees them (site/kept-answers.ts), over a real
 * socket (an injected request never reaches the server's own handler): the same bytes and headers
 * as the routes send, never a stale page, and nothing but a kept page of the site.
 */
const { t, admin } = contentApp();
let origin = '';

beforeAll(async () => {
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.app.server.close();
});

/** The log lines of answers to `path` (the framework's carry a request id; the kept answers' do not). */
const linesOf = (path: string) =>
  t.logs
    .map((line) => JSON.parse(line) as { reqId?: string; req?: { url: string }; res?: { statusCode: number } })
    .filter((line) => line.req?.url === path && line.res);

/** The headers that say what the answer is: all but the connection's own and the date. */
function headersOf(response: Response) {
  const headers = Object.fromEntries(response.headers);
  for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding']) delete headers[name];
  return headers;
}

/** Asks for `path` twice: the framework renders and keeps it, then the kept answer is sent. */
async function twice(path: string, init: RequestInit = {}) {
  const first = await fetch(`${origin}${path}`, init);
  const firstBody = Buffer.from(await first.arrayBuffer());
  const second = await fetch(`${origin}${path}`, init);
  const secondBody = Buffer.from(await second.arrayBuffer());
  return { first, firstBody, second, secondBody };
}

describe('a kept page answered before the framework', () => {
  it('is the same page with the same headers, security headers included, and logged on one line', async () => {
    const { first, firstBody, second, secondBody } = await twice('/site/news');
    expect(second.status).toBe(200);
    expect(secondBody.equals(firstBody)).toBe(true);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    const lines = linesOf('/site/news');
    expect(lines.at(-1)).toMatchObject({ res: { statusCode: 200 } });
    expect(lines.at(-1)?.reqId).toBeUndefined();
    expect(lines.at(-2)?.reqId).toBeDefined();
  });

  it('is compressed as the browser accepts, with the length of what it sends', async () => {
    const plain = (await twice('/site/')).secondBody.toString();
    // fetch decompresses what it is sent: ask through node's own request to see the bytes.
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await rawGet('/site/', { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(decode(response.body).toString()).toBe(plain);
    }
  });

  it('answers 304 to a browser that holds it, and HEAD with no body', async () => {
    const { second } = await twice('/site/blog');
    const etag = second.headers.get('etag')!;
    const again = await fetch(`${origin}/site/blog`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await rawGet('/site/blog', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(etag);
  });

  it('is never the page from before a write', async () => {
    await twice('/site/');
    const alert = await alerts.create(admin, { ...alertRequired, header: unique('Buses cancelled') });
    expect(await (await fetch(`${origin}/site/`)).text()).toContain(alert.header);
  });

  it("is not a voter's page, nor an answer of the content API", async () => {
    const poll = await polls.create(admin, { status: true });
    const voter = await twice('/site/', { headers: { cookie: `cms_polls=${poll.id}` } });
    expect(voter.second.headers.get('cache-control')).toBe('private, no-store');
    const api = await twice('/site/api/public/v1/news');
    expect(api.second.headers.get('access-control-allow-origin')).toBe('*');
    expect(linesOf('/site/api/public/v1/news').every((line) => line.reqId !== undefined)).toBe(true);
  });
});

/** A GET (or HEAD) through node's own client: the bytes as sent, not decompressed. */
async function rawGet(path: string, headers: Record<string, string>, method = 'GET') {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const asked = request(`${origin}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      asked.on('error', reject);
      asked.end();
    },
  );
}
