import type { Poll } from '@cms/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pollsSiteWords, voteBudget, VOTED_COOKIE } from '../src/areas/polls/polls-site.js';
import { contentApp, unique, type Client } from './content-support.js';
import { clientFor, createTestApp, demoAdmin, freshDatabaseUrl } from './helper.js';
import { polls } from './resources/polls.js';
import { givePublicHost, siteHtml } from './site-support.js';

/**
 * Visitors vote in polls on the public site (docs/design.md §10: a form that posts and redirects;
 * docs/product/polls.md): one vote a browser, a limit per address, counted where the console's
 * results read, never in a poll the site does not show.
 */
const { t, admin, other } = contentApp();

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A new active poll of the client's website: Robotics with no votes, Drama with 3. */
async function activePoll(client: Client, fields: object = {}) {
  return (await polls.create(client, { question: unique('Which club next?'), status: true, ...fields })) as Poll;
}

const robotics = (poll: Poll) => poll.options[0]!.poll_option_id;

/** The votes each option has, as the console's API answers them. */
async function votesOf(client: Client, poll: Poll) {
  const response = await client.inject({ method: 'GET', url: `/misc/cms/plac/polls/${poll.id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Poll>().options.map((option) => option.option_submitted);
}

/** A vote as a browser posts it, from `address`, with the cookie it holds. */
function vote(
  app: FastifyInstance,
  poll: Poll,
  payload: string,
  options: { address?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
  const { address = '203.0.113.1', cookie, headers = {} } = options;
  const request: InjectOptions = {
    method: 'POST',
    url: `/site/polls/${poll.id}/vote`,
    remoteAddress: address,
    payload,
    headers: { ...FORM, ...(cookie ? { cookie } : {}), ...headers },
  };
  return app.inject(request);
}

/** The browser's cookie from a `Set-Cookie` answer: its `name=value`. */
const cookieOf = (setCookie: unknown) => String(setCookie).split(';')[0]!;

async function resultsPage(app: FastifyInstance, poll: Poll, cookie: string) {
  const response = await app.inject({ method: 'GET', url: `/site/polls/${poll.id}`, headers: { cookie } });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.body;
}

describe('a poll page', () => {
  it('shows a browser that has not voted the form: the question as the legend, a labelled radio per answer, Vote', async () => {
    const poll = await activePoll(admin);
    const html = await siteHtml(t.app, `/polls/${poll.id}`);
    expect(html).toContain(`<form class="poll" action="/site/polls/${poll.id}/vote" method="post">`);
    expect(html).toContain(`<fieldset><legend><h1 class="poll-question">${poll.question}</h1></legend>`);
    for (const option of poll.options) {
      const id = `poll-${poll.id}-option-${option.poll_option_id}`;
      expect(html).toContain(
        `<input type="radio" id="${id}" required="" name="option" value="${option.poll_option_id}"/><label for="${id}">${option.poll_option}</label>`,
      );
    }
    expect(html).toContain('<button type="submit">Vote</button>');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).not.toContain('poll-results');
    expect(await siteHtml(t.app, '/polls')).toContain(`href="/site/polls/${poll.id}"`);
  });

  it("posts to the website's public host on that host, and redirects there", async () => {
    const { host } = await givePublicHost(other);
    const poll = await activePoll(other);
    expect(await siteHtml(t.app, `/polls/${poll.id}`, 200, host)).toContain(`action="/polls/${poll.id}/vote"`);
    const response = await t.app.inject({
      method: 'POST',
      url: `/polls/${poll.id}/vote`,
      // As a browser may send it: with its charset, from the site's own page.
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'sec-fetch-site': 'same-origin',
        host,
        'x-forwarded-proto': 'https',
      },
      payload: `option=${robotics(poll)}`,
    });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(`/polls/${poll.id}`);
    expect(response.headers['set-cookie']).toContain('; Secure');
    expect(await votesOf(other, poll)).toEqual([1, 3]);
  });
});

describe('a vote', () => {
  it('is counted, redirects to the results (303) and leaves a cookie; the results and the console show it', async () => {
    const poll = await activePoll(admin);
    const response = await vote(t.app, poll, `option=${robotics(poll)}`);
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(`/site/polls/${poll.id}`);
    expect(response.headers['set-cookie']).toBe(
      `${VOTED_COOKIE}=${poll.id}; Path=/; Max-Age=${400 * 24 * 60 * 60}; HttpOnly; SameSite=Lax`,
    );
    expect(await votesOf(admin, poll)).toEqual([1, 3]);

    const html = await resultsPage(t.app, poll, cookieOf(response.headers['set-cookie']));
    expect(html).toContain(`<h1 class="poll-question">${poll.question}</h1>`);
    expect(html).toContain(`${pollsSiteWords.voted} 4 votes in all.`);
    expect(html).toContain('<span class="poll-answer">Robotics</span> <span class="poll-count">1 vote (25%)</span>');
    expect(html).toContain('<span class="poll-answer">Drama</span> <span class="poll-count">3 votes (75%)</span>');
    expect(html).toContain('<span class="poll-bar" aria-hidden="true"><span style="width:75%"></span></span>');
    expect(html).not.toContain('<form class="poll"');
  });

  it('is not counted again from a browser that has voted in the poll; its other polls keep their forms', async () => {
    const poll = await activePoll(admin);
    const second = await activePoll(admin);
    const first = await vote(t.app, poll, `option=${robotics(poll)}`);
    const cookie = cookieOf(first.headers['set-cookie']);
    const again = await vote(t.app, poll, `option=${robotics(poll)}`, { cookie, address: '203.0.113.2' });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/site/polls/${poll.id}`);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await votesOf(admin, poll)).toEqual([1, 3]);

    // Voting in another poll adds it to the cookie, keeping the first.
    expect(await resultsPage(t.app, second, cookie)).toContain('<form class="poll"');
    const other = await vote(t.app, second, `option=${second.options[1]!.poll_option_id}`, { cookie });
    expect(cookieOf(other.headers['set-cookie'])).toBe(`${VOTED_COOKIE}=${poll.id}.${second.id}`);
    expect(await votesOf(admin, second)).toEqual([0, 4]);
  });

  it(`counts at most ${voteBudget.max} votes a poll from one address, then answers a 429 page`, async () => {
    const poll = await activePoll(admin);
    const address = '198.51.100.7';
    for (let count = 0; count < voteBudget.max; count++) {
      expect((await vote(t.app, poll, `option=${robotics(poll)}`, { address })).statusCode).toBe(303);
    }
    const refused = await vote(t.app, poll, `option=${robotics(poll)}`, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain(pollsSiteWords.tooManyVotes);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await votesOf(admin, poll)).toEqual([voteBudget.max, 3]);
    // Another address, and the same address in another poll, still vote.
    expect((await vote(t.app, poll, `option=${robotics(poll)}`, { address: '198.51.100.8' })).statusCode).toBe(303);
    const next = await activePoll(admin);
    expect((await vote(t.app, next, `option=${robotics(next)}`, { address })).statusCode).toBe(303);
    expect(await votesOf(admin, poll)).toEqual([voteBudget.max + 1, 3]);
  });

  it('is refused with a 400 page for a form without one of the answers, and counts nothing', async () => {
    const poll = await activePoll(admin);
    const another = await activePoll(admin);
    const bodies = [
      '',
      'option=',
      'choice=1',
      'option=abc',
      'option=-1',
      `option=${robotics(another)}`,
      `option=${robotics(poll)}&option=${poll.options[1]!.poll_option_id}`,
      `option=${robotics(poll)}%00`,
      '%%%',
      '__proto__=1',
      `__proto__[option]=${robotics(poll)}`,
      `constructor=${robotics(poll)}`,
    ];
    for (const body of bodies) {
      const response = await vote(t.app, poll, body);
      expect(response.statusCode, body).toBe(400);
      expect(response.headers['content-type'], body).toBe('text/html; charset=utf-8');
      expect(response.body, body).toContain('<h1>The form could not be sent</h1>');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const bare = await t.app.inject({ method: 'POST', url: `/site/polls/${poll.id}/vote` });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain(pollsSiteWords.chooseOption);
    expect(await votesOf(admin, poll)).toEqual([0, 3]);
  });

  it('is refused with a page for a body that is not a small web form, never a 500', async () => {
    const poll = await activePoll(admin);
    const cases: [Record<string, string>, string, number][] = [
      [{ 'content-type': 'application/json' }, JSON.stringify({ option: robotics(poll) }), 415],
      [{ 'content-type': 'text/plain' }, `option=${robotics(poll)}`, 415],
      [{ 'content-type': 'multipart/form-data; boundary=x' }, `--x\r\n`, 415],
      [{ 'content-type': 'application/xml' }, '<option>1</option>', 415],
      [{ 'content-type': 'application/octet-stream' }, '\u0000\u0001', 415],
      [FORM, `option=${robotics(poll)}&pad=${'x'.repeat(10_000)}`, 413],
    ];
    for (const [headers, payload, status] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/site/polls/${poll.id}/vote`,
        headers,
        payload,
      });
      expect(response.statusCode, headers['content-type']).toBe(status);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h1>The form could not be sent</h1>');
    }
    expect(await votesOf(admin, poll)).toEqual([0, 3]);
  });

  it('is refused when another website posts it (a cross-site form)', async () => {
    const poll = await activePoll(admin);
    const response = await vote(t.app, poll, `option=${robotics(poll)}`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('<h1>The form could not be sent</h1>');
    expect(await votesOf(admin, poll)).toEqual([0, 3]);
  });

  it("is a 404 page, counting nothing, for an inactive, deleted, missing or another website's poll", async () => {
    const inactive = await activePoll(admin, { status: false });
    const deleted = await activePoll(admin);
    expect((await polls.remove(admin, deleted.id)).statusCode).toBe(200);
    const northfield = await activePoll(other);
    for (const poll of [inactive, deleted, northfield]) {
      const response = await vote(t.app, poll, `option=${robotics(poll)}`);
      expect(response.statusCode, poll.question).toBe(404);
      expect(response.body).toContain('Page not found');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await votesOf(admin, inactive)).toEqual([0, 3]);
    expect(await votesOf(other, northfield)).toEqual([0, 3]);
    for (const id of ['999999', 'abc', '0']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/site/polls/${id}/vote`,
        headers: FORM,
        payload: 'option=1',
      });
      expect(response.statusCode, id).toBe(404);
    }
  });
});

describe('the home page', () => {
  it('shows the newest active poll marked for it, as a section after the others: the form, then the results', async () => {
    await activePoll(admin, { status: false, show_on_hp: true });
    const poll = await activePoll(admin, { show_on_hp: true });
    await activePoll(admin, { show_on_hp: false });
    await activePoll(other, { show_on_hp: true });
    const home = await siteHtml(t.app, '/');
    const section = home.slice(home.indexOf('<section aria-labelledby="home-poll">'));
    expect(section).toMatch(/^<section aria-labelledby="home-poll"><h2 id="home-poll">Poll<\/h2>/);
    expect(section).toContain(`<legend><h3 class="poll-question">${poll.question}</h3></legend>`);
    expect(section).toContain(`action="/site/polls/${poll.id}/vote"`);
    expect(home.match(/class="poll-question"/g)).toHaveLength(1);
    // After the other sections, its headings in order: h1, then h2s, each question an h3 under its h2.
    const sections = [...home.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]);
    expect(sections.length).toBeGreaterThan(1);
    expect(sections.at(-1)).toBe('home-poll');
    const levels = [...home.matchAll(/<h([1-6])[ >]/g)].map((match) => Number(match[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1));

    const voted = await vote(t.app, poll, `option=${robotics(poll)}`);
    const after = await t.app.inject({
      method: 'GET',
      url: '/site/',
      headers: { cookie: cookieOf(voted.headers['set-cookie']) },
    });
    expect(after.body).toContain(`<h3 class="poll-question">${poll.question}</h3><p>${pollsSiteWords.voted}`);
    expect(after.body).toContain('<span class="poll-count">1 vote (25%)</span>');
  });
});

describe('a restart', () => {
  it('keeps the votes', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-polls-'));
    const { url, drop } = await freshDatabaseUrl(dataDir);
    const store = { databaseUrl: url, dataDir };
    try {
      const first = await createTestApp({ store });
      let poll: Poll;
      let cookie: string;
      try {
        poll = await activePoll(await clientFor(first.app, demoAdmin));
        cookie = cookieOf((await vote(first.app, poll, `option=${robotics(poll)}`)).headers['set-cookie']);
      } finally {
        await first.close();
      }
      const second = await createTestApp({ store });
      try {
        expect(await votesOf(await clientFor(second.app, demoAdmin), poll)).toEqual([1, 3]);
        expect(await resultsPage(second.app, poll, cookie)).toContain('<span class="poll-count">1 vote (25%)</span>');
      } finally {
        await second.close();
      }
    } finally {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
