import {
  BELL_BLOCKS_MAX,
  BELL_ENTRIES_MAX,
  bellSchedulesMessages,
  bodyMessages,
  CAROUSEL_ELEMENTS_MAX,
  carouselsMessages,
  PAGE_MAX_BLOCKS,
  PAGE_TABLE_MAX,
  pagesMessages,
  POLL_OPTIONS_MAX,
  pollsMessages,
} from '@cms/contract';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API } from '../src/site/public-api.js';
import { clientFor, createTestApp, demoEditor, type TestApp } from './helper.js';
import { bellSchedules } from './resources/bell-schedules.js';
import { carousels } from './resources/carousels.js';
import { pages } from './resources/pages.js';
import { photoAlbums } from './resources/photo-albums.js';
import { polls } from './resources/polls.js';

/**
 * Issue 25 points 1 and 6: no document an editor sends holds more than real use needs (each list
 * one over its limit is a 400 naming it, nothing saved), a body of a quarter of a million empty
 * objects is refused before it is parsed while the server keeps answering, and a list carries
 * what a list shows, not every document's children.
 */

let t: TestApp;
let editor: Awaited<ReturnType<typeof clientFor>>;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  editor = await clientFor(t.app, demoEditor);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const times = <T>(n: number, make: (index: number) => T) => Array.from({ length: n }, (_, index) => make(index));
const entry = { subject: 'Math', teacher: '', startTime: '8:00 AM', endTime: '8:45 AM' };
const block = (entries = 1) => ({ title: 'Morning', blockEntries: times(entries, () => entry) });
const rowsOf = (table: string) =>
  t.database.db
    .selectFrom(table as 'pages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));

describe('one over each limit of a document', () => {
  const cases = [
    {
      name: 'a bell schedule’s blocks',
      resource: bellSchedules,
      body: () => ({ ...bellSchedules.valid(), blocks: times(BELL_BLOCKS_MAX + 1, () => block()) }),
      at: () => ({ ...bellSchedules.valid(), blocks: times(BELL_BLOCKS_MAX, () => block()) }),
      message: bellSchedulesMessages.tooManyBlocks,
    },
    {
      name: 'a block’s entries',
      resource: bellSchedules,
      body: () => ({ ...bellSchedules.valid(), blocks: [block(BELL_ENTRIES_MAX + 1)] }),
      at: () => ({ ...bellSchedules.valid(), blocks: [block(BELL_ENTRIES_MAX)] }),
      message: bellSchedulesMessages.tooManyEntries,
    },
    {
      name: 'a page’s blocks',
      resource: pages,
      body: () => ({ ...pages.valid(), blocks: times(PAGE_MAX_BLOCKS + 1, () => ({ type: 'text', content: {} })) }),
      at: () => ({ ...pages.valid(), blocks: times(PAGE_MAX_BLOCKS, () => ({ type: 'text', content: {} })) }),
      message: pagesMessages.tooManyBlocks,
    },
    {
      name: 'a table row’s cells',
      resource: pages,
      body: () => ({
        ...pages.valid(),
        blocks: [{ type: 'table', content: { headers: ['A'], rows: [times(PAGE_TABLE_MAX + 1, () => 'x')] } }],
      }),
      at: () => ({
        ...pages.valid(),
        blocks: [
          {
            type: 'table',
            content: { headers: times(PAGE_TABLE_MAX, () => 'A'), rows: [times(PAGE_TABLE_MAX, () => 'x')] },
          },
        ],
      }),
      message: pagesMessages.tooManyCells,
    },
    {
      name: 'a poll’s options',
      resource: polls,
      body: () => ({ ...polls.valid(), options: times(POLL_OPTIONS_MAX + 1, (n) => ({ poll_option: `Option ${n}` })) }),
      at: () => ({ ...polls.valid(), options: times(POLL_OPTIONS_MAX, (n) => ({ poll_option: `Option ${n}` })) }),
      message: pollsMessages.optionsTooMany,
    },
    {
      name: 'a carousel’s elements',
      resource: carousels,
      body: () => {
        const valid = carousels.valid() as { elements: unknown[] };
        return { ...valid, elements: times(CAROUSEL_ELEMENTS_MAX + 1, () => valid.elements[0]) };
      },
      at: () => {
        const valid = carousels.valid() as { elements: unknown[] };
        return { ...valid, elements: times(CAROUSEL_ELEMENTS_MAX, () => valid.elements[0]) };
      },
      message: carouselsMessages.tooManyElements,
    },
  ];

  for (const { name, resource, body, at, message } of cases) {
    it(`refuses ${name} one over the limit with a 400 naming it, saving nothing, /health under 100 ms meanwhile; takes the limit itself`, async () => {
      const before = await rowsOf(resource.table);
      const { answer: refused, health } = await withHealth(ask('POST', resource.path, JSON.stringify(body())));
      expect(refused.status, refused.body).toBe(400);
      expect(JSON.parse(refused.body)).toMatchObject({ message });
      expect(Math.max(...health), `/health took ${health.map(Math.round).join(', ')} ms`).toBeLessThan(100);
      expect(await rowsOf(resource.table)).toBe(before);
      const taken = await editor.inject({ method: 'POST', url: resource.path, payload: at() });
      expect([200, 201], taken.body).toContain(taken.statusCode);
    });
  }
});

/**
 * `request`'s answer, with /health asked one request after another while it is handled (five times
 * at least): the issue asks that /health answer within 100 ms whatever an editor sends.
 */
async function withHealth<T>(request: Promise<T>) {
  await ask('GET', '/health'); // the route warm
  let done = false;
  const answered = request.finally(() => (done = true));
  const health: number[] = [];
  while (!done || health.length < 5) {
    const answer = await ask('GET', '/health');
    expect(answer.status).toBe(200);
    health.push(answer.ms);
  }
  return { answer: await answered, health };
}

/** One answer of the listening server: its status, body and how long it took. */
function ask(method: string, path: string, body?: string) {
  return new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
    // Issue 25 asks for this bound itself (/health under 100 ms while a huge body is handled).
    // eslint-disable-next-line no-restricted-syntax
    const started = performance.now();
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          authorization: `Bearer ${editor.token}`,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          // eslint-disable-next-line no-restricted-syntax
          resolve({ status: response.statusCode!, body: text, ms: performance.now() - started }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('a body of a quarter of a million empty objects', () => {
  // The body: 50 blocks of 4,900 empty entries, 737 KB.
  const huge = JSON.stringify({
    title: 'Huge',
    blocks: times(50, (b) => ({ title: `Block ${b}`, blockEntries: times(4900, () => ({})) })),
  });

  it('is refused before it is parsed, and /health answers under 100 ms while it is handled', async () => {
    expect(huge.length).toBeGreaterThan(700_000);
    const before = await rowsOf('bell_schedules');
    const { answer, health } = await withHealth(ask('POST', bellSchedules.path, huge));
    expect(answer.status, answer.body).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ message: bodyMessages.tooManyValues });
    expect(Math.max(...health), `/health took ${health.map(Math.round).join(', ')} ms`).toBeLessThan(100);
    expect(await rowsOf('bell_schedules')).toBe(before);
  });
});

describe('a list carries what a list shows', () => {
  const bigPages: number[] = [];
  /** 40 published pages of ~0.9 MB each, made once: the console's and the public API's lists read them. */
  async function fortyBigPages() {
    if (bigPages.length > 0) return bigPages;
    const text = `<p>${'All about our school. '.repeat(400)}</p>`; // ~9 KB a block, 100 blocks a page
    for (let n = 0; n < 40; n++) {
      const page = await pages.create(editor, {
        title: `Big page ${n}`,
        slug: `big-page-${n}-${Date.now()}`,
        status: 'published',
        blocks: times(PAGE_MAX_BLOCKS, () => ({ type: 'text', content: { html: text } })),
      });
      bigPages.push(page.id);
    }
    return bigPages;
  }

  it('answers a list of 40 pages of ~0.9 MB each in under 200 KB, with the list’s fields', async () => {
    const ids = await fortyBigPages();
    const one = await editor.inject({ method: 'GET', url: pages.item(ids[0]!) });
    expect(one.body.length).toBeGreaterThan(800_000);
    const list = await editor.inject({ method: 'GET', url: `${pages.path}?size=100` });
    expect(list.statusCode).toBe(200);
    expect(list.body.length).toBeLessThan(200_000);
    const row = list.json<{ content: Record<string, unknown>[] }>().content.find((page) => page.id === ids[0]);
    expect(row).toMatchObject({ title: 'Big page 0', status: 'published', blockCount: PAGE_MAX_BLOCKS });
    for (const field of ['slug', 'metaTitle', 'createdDate', 'updatedDate', 'version'])
      expect(row).toHaveProperty(field);
    expect(row).not.toHaveProperty('blocks');
  });

  it('answers the public API’s list of the same 40 published pages in under 200 KB; one page keeps its blocks', async () => {
    const ids = await fortyBigPages();
    const list = await t.app.inject({ method: 'GET', url: `/site${PUBLIC_API}/pages?size=100` });
    expect(list.statusCode, list.body.slice(0, 300)).toBe(200);
    expect(list.body.length).toBeLessThan(200_000);
    const rows = list.json<{ content: Record<string, unknown>[] }>().content;
    expect(rows.filter((page) => ids.includes(page.id as number))).toHaveLength(40);
    const row = rows.find((page) => page.id === ids[0]);
    expect(row).toMatchObject({ title: 'Big page 0', blockCount: PAGE_MAX_BLOCKS });
    for (const field of ['slug', 'createdDate', 'updatedDate']) expect(row).toHaveProperty(field);
    expect(row).not.toHaveProperty('blocks');
    const one = await t.app.inject({ method: 'GET', url: `/site${PUBLIC_API}/pages/${String(row!.slug)}` });
    expect(one.statusCode).toBe(200);
    expect(one.json<{ blocks: unknown[] }>().blocks).toHaveLength(PAGE_MAX_BLOCKS);
  });

  it('lists bell schedules with their number of blocks, not their blocks and entries; the public API too', async () => {
    const schedule = await bellSchedules.create(editor, { ...bellSchedules.valid(), blocks: [block(3), block(2)] });
    for (const url of [`${bellSchedules.path}?size=100`, `/site${PUBLIC_API}/bell-schedules?size=100`]) {
      const list = await editor.inject({ method: 'GET', url });
      expect(list.statusCode, list.body.slice(0, 300)).toBe(200);
      const row = list.json<{ content: Record<string, unknown>[] }>().content.find((s) => s.id === schedule.id);
      expect(row).toMatchObject({ title: schedule.title, description: schedule.description, blockCount: 2 });
      expect(row).not.toHaveProperty('blocks');
    }
    const one = await editor.inject({ method: 'GET', url: `/site${PUBLIC_API}/bell-schedules/${schedule.id}` });
    expect(one.json<{ blocks: unknown[] }>().blocks).toHaveLength(2);
  });

  it('lists albums with their cover and number of photos, not their photos', async () => {
    const album = await photoAlbums.create(editor);
    for (const n of [1, 2]) {
      const added = await editor.inject({
        method: 'POST',
        url: `/misc/cms/paac/photos?albumId=${album.id}`,
        payload: { url: `https://cdn.riverside.example/${n}.jpg`, caption: `Photo ${n}` },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const list = await editor.inject({ method: 'GET', url: `${photoAlbums.path}?size=100` });
    const row = list.json<{ content: Record<string, unknown>[] }>().content.find((a) => a.id === album.id);
    expect(row).toMatchObject({ name: album.name, photoCount: 2, coverUrl: 'https://cdn.riverside.example/1.jpg' });
    expect(Object.keys(row!).some((key) => /photos/i.test(key))).toBe(false);
  });
});
