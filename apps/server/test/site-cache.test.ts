import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerOf, encodingOf, matches, SiteCache } from '../src/platform/site/site-cache.js';
import { nextMidnight } from '../src/platform/site/parts.js';

/** Versions a test moves by hand, as writes move the database's. */
class Versions {
  private versions = new Map<number, number>();
  of = (websiteId: number) => this.versions.get(websiteId) ?? 0;
  bump = (websiteId: number) => this.versions.set(websiteId, this.of(websiteId) + 1);
}

/** A cache whose clock the test sets, and a render that counts its calls. */
function setUp() {
  const versions = new Versions();
  let time = 1_000_000;
  const cache = new SiteCache(versions, () => time);
  let renders = 0;
  const render =
    (text: string, { status = 200, until = Infinity } = {}) =>
    async () => {
      renders += 1;
      return answerOf(status, 'text/html', text, until);
    };
  return {
    versions,
    cache,
    render,
    renders: () => renders,
    setTime: (to: number) => (time = to),
  };
}

describe('the site cache', () => {
  it('answers a kept page again without rendering it', async () => {
    const { cache, render, renders } = setUp();
    const first = await cache.answer(1, '/', render('home'));
    const second = await cache.answer(1, '/', render('home'));
    expect(second).toBe(first);
    expect(renders()).toBe(1);
    expect(cache.get(1, '/')?.body.toString()).toBe('home');
  });

  it("renders again once the website's version moves, and only that website's pages", async () => {
    const { cache, render, renders, versions } = setUp();
    await cache.answer(1, 'a/', render('one'));
    await cache.answer(2, 'b/', render('two'));
    versions.bump(1);
    expect(cache.get(1, 'a/')).toBeUndefined();
    expect(cache.get(2, 'b/')?.body.toString()).toBe('two');
    expect((await cache.answer(1, 'a/', render('one, changed'))).body.toString()).toBe('one, changed');
    expect(renders()).toBe(3);
  });

  it('keeps nothing past the moment its content changes by itself', async () => {
    const { cache, render, setTime } = setUp();
    await cache.answer(1, '/', render('before', { until: 2_000_000 }));
    setTime(1_999_999);
    expect(cache.get(1, '/')).toBeDefined();
    setTime(2_000_000);
    expect(cache.get(1, '/')).toBeUndefined();
  });

  it('keeps nothing for a clock set back before it was kept', async () => {
    const { cache, render, setTime } = setUp();
    await cache.answer(1, '/', render('in the future'));
    setTime(999_999);
    expect(cache.get(1, '/')).toBeUndefined();
  });

  it('renders once for a rush of visitors asking while it renders', async () => {
    const { cache, render, renders } = setUp();
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.answer(1, '/', render('home'))));
    expect(renders()).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('does not keep what was rendered while a write came, nor let a visitor after the write wait for it', async () => {
    const { cache, versions, renders } = setUp();
    let finish: () => void = () => {};
    const slow = cache.answer(
      1,
      '/',
      () => new Promise((resolve) => (finish = () => resolve(answerOf(200, 'text/html', 'before the write')))),
    );
    versions.bump(1);
    const after = cache.answer(1, '/', async () => answerOf(200, 'text/html', 'after the write'));
    finish();
    expect((await slow).body.toString()).toBe('before the write');
    expect((await after).body.toString()).toBe('after the write');
    expect(cache.get(1, '/')?.body.toString()).toBe('after the write');
    expect(renders()).toBe(0);
  });

  it('keeps no answer but a 200: a missing page costs an attacker a render, not our memory', async () => {
    const { cache, render, renders } = setUp();
    await cache.answer(1, '/nope', render('not found', { status: 404 }));
    await cache.answer(1, '/nope', render('not found', { status: 404 }));
    expect(renders()).toBe(2);
    expect(cache.size.answers).toBe(0);
  });

  it('holds at most its budget of bytes, the least recently asked going first', async () => {
    const { cache, render } = setUp();
    const page = 'x'.repeat(1024 * 1024);
    for (let at = 0; at < 50; at++) await cache.answer(1, `/${at}`, render(page));
    expect(cache.size.bytes).toBeLessThanOrEqual(32 * 1024 * 1024);
    expect(cache.get(1, '/49')).toBeDefined();
    expect(cache.get(1, '/0')).toBeUndefined();
  });

  it('compresses a kept answer once for each encoding', async () => {
    const { cache, render } = setUp();
    const answer = await cache.answer(1, '/', render('<p>home</p>'.repeat(100)));
    const gzip = cache.encoded(answer, 'gzip');
    expect(cache.encoded(answer, 'gzip')).toBe(gzip);
    expect(gunzipSync(gzip).toString()).toBe('<p>home</p>'.repeat(100));
  });

  it('drops every answer of a website at once', async () => {
    const { cache, render } = setUp();
    await cache.answer(1, 'a/', render('one'));
    await cache.answer(2, 'b/', render('two'));
    cache.drop([1]);
    expect(cache.size.answers).toBe(1);
    expect(cache.size.bytes).toBe(3);
  });
});

describe('what the client asks for', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
  ] as const)('Accept-Encoding %s is answered %s', (accepts, encoding) => {
    expect(encodingOf(accepts)).toBe(encoding);
  });

  it.each([
    ['"a"', true],
    ['"b", "a"', true],
    ['W/"a"', true],
    ['*', true],
    ['"b"', false],
    [undefined, false],
  ] as const)('If-None-Match %s holds "a": %s', (header, holds) => {
    expect(matches(header, '"a"')).toBe(holds);
  });
});

describe("the school's next midnight", () => {
  it.each([
    ['2026-11-27T12:00:00.000Z', 'UTC', '2026-11-28T00:00:00.000Z'],
    ['2026-11-27T12:00:00.000Z', 'America/New_York', '2026-11-28T05:00:00.000Z'],
    ['2026-11-28T04:30:00.000Z', 'America/New_York', '2026-11-28T05:00:00.000Z'],
    // The night the clocks go back: the next midnight is in summer time still.
    ['2026-10-31T12:00:00.000Z', 'America/New_York', '2026-11-01T04:00:00.000Z'],
    ['2026-03-07T12:00:00.000Z', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['2026-11-27T12:00:00.000Z', 'Asia/Kolkata', '2026-11-27T18:30:00.000Z'],
  ])('after %s in %s is %s', (at, zone, midnight) => {
    expect(new Date(nextMidnight(at, zone)).toISOString()).toBe(midnight);
  });
});
