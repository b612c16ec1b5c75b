import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Client, contentApp, expectError, unique } from './content-support.js';
import { blogs } from './resources/blogs.js';
import { news } from './resources/news.js';
import { sitePage } from './site-support.js';

/** Preview links (docs/design.md §10): one saved item of one website, whatever its status, for 15 minutes. */
const { t, admin, editor, viewer, other } = contentApp();
afterEach(() => void vi.useRealTimers());

/** Riverside's public site on a host of its own (the demo's has none: its site is under /site). */
async function giveRiversideItsHost() {
  const website = (await admin.inject({ method: 'GET', url: `/websites/${admin.websiteId}` })).json();
  const saved = await admin.inject({
    method: 'PUT',
    url: `/websites/${admin.websiteId}`,
    payload: { name: website.name, adminUrl: website.adminUrl, publicUrl: 'https://www.riverside.example' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const PATH = '/misc/cms/preview';

/** Asks for a preview link as `client`. */
const mint = (client: Client, kind: string, id: number) =>
  client.inject({ method: 'POST', url: PATH, payload: { kind, id } });

/** A link the server handed out: its token and the host it is for. */
async function linkOf(client: Client, kind: string, id: number) {
  const response = await mint(client, kind, id);
  expect(response.statusCode, response.body).toBe(200);
  const { url, expiresAt } = response.json<{ url: string; expiresAt: string }>();
  // On the website's public host, or under /site on the console's own address when it has none.
  const address = new URL(url, 'http://console.invalid');
  const token = address.pathname.replace(/^(\/site)?\/preview\//, '');
  expect(address.pathname).toMatch(new RegExp(`^(/site)?/preview/${token}$`));
  return { url, host: address.host, token, expiresAt };
}

/** The preview page at the server's own address (under /site). */
const preview = (token: string) => sitePage(t.app, `/preview/${token}`);

function expectPrivate(response: Awaited<ReturnType<typeof preview>>) {
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['x-robots-tag']).toBe('noindex');
  expect(response.headers.etag).toBeUndefined();
  expect(response.body).toContain('<meta name="robots" content="noindex"/>');
}

describe('for a website without a public URL', () => {
  it("is under /site on the console's own address", async () => {
    const draft = await news.create(editor, { status: 'DRAFT' });
    const link = await linkOf(editor, 'news', draft.id);
    expect(link.url).toBe(`/site/preview/${link.token}`);
    expect((await preview(link.token)).body).toContain(`<h1>${draft.title}</h1>`);
  });
});

describe('a preview link', () => {
  beforeAll(giveRiversideItsHost);

  it("shows an editor's draft as its public page, never indexed nor stored, on the website's host too", async () => {
    const draft = await news.create(editor, { status: 'DRAFT', summary: unique('Summary') });
    // Not public yet.
    expect((await sitePage(t.app, `/news/${draft.id}`)).statusCode).toBe(404);
    const link = await linkOf(editor, 'news', draft.id);
    expect(link.url).toBe(`https://www.riverside.example/preview/${link.token}`);

    const shown = await preview(link.token);
    expect(shown.statusCode, shown.body).toBe(200);
    expectPrivate(shown);
    expect(shown.body).toContain(`<h1>${draft.title}</h1>`);
    expect(shown.body).toContain(draft.summary);
    expect(shown.body).toContain('<p>Body</p>');
    expect(shown.body).toContain(`<title>${draft.title} | Riverside High School</title>`);
    expect(shown.body.match(/<h1[ >]/g)).toHaveLength(1);
    // Its links are the site's, under /site on the server's own address.
    expect(shown.body).toContain('href="/site/news"');

    const onHost = await sitePage(t.app, `/preview/${link.token}`, { host: link.host });
    expect(onHost.statusCode).toBe(200);
    expectPrivate(onHost);
    expect(onHost.body).toContain(`<h1>${draft.title}</h1>`);
    expect(onHost.body).toContain('href="/news"');
  });

  it('shows a blog post in any status exactly as its public page does', async () => {
    const post = await blogs.create(admin, { status: 'PUBLISHED', description: '<p>Published words</p>' });
    const page = (await sitePage(t.app, `/blog/${post.id}`)).body;
    const shown = await preview((await linkOf(admin, 'blogs', post.id)).token);
    expect(shown.statusCode).toBe(200);
    const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(mainOf(shown.body)).toBe(mainOf(page));
    expect(mainOf(shown.body)).toContain('Published words');

    const draft = await blogs.create(admin, { status: 'DRAFT' });
    expect((await preview((await linkOf(admin, 'blogs', draft.id)).token)).body).toContain(`<h1>${draft.title}</h1>`);
  });

  it('is given to a VIEWER too, who reads every item in the console', async () => {
    const draft = await news.create(admin, { status: 'DRAFT' });
    const shown = await preview((await linkOf(viewer, 'news', draft.id)).token);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(draft.title);
  });

  it("is refused for another website's item, a missing one and a kind without a preview", async () => {
    const theirs = await news.create(other, { status: 'DRAFT' });
    expectError(await mint(admin, 'news', theirs.id), 404, 'News not found');
    expectError(await mint(admin, 'news', 99_999_999), 404, 'News not found');
    const post = await blogs.create(admin, { status: 'DRAFT' });
    expectError(await mint(admin, 'alerts', post.id), 400, 'There is no preview of alerts');
    expect((await t.app.inject({ method: 'POST', url: PATH, payload: { kind: 'news', id: post.id } })).statusCode).toBe(
      401,
    );
    expect((await mint(admin, 'news', 0)).statusCode).toBe(400);
  });

  it("shows the other website's item inside that website's layout, and never on another website's host", async () => {
    const theirs = await news.create(other, { status: 'DRAFT' });
    const link = await linkOf(other, 'news', theirs.id);
    expect(link.host).toBe('www.northfield.example');
    const shown = await preview(link.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(theirs.title);
    expect(shown.body).not.toContain('Riverside High School');
    // Riverside's public host does not show Northfield's item.
    const elsewhere = await sitePage(t.app, `/preview/${link.token}`, { host: 'www.riverside.example' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain(theirs.title);
    expect(elsewhere.body).toContain('Riverside High School');
  });

  it('names one item: the link to A never shows B', async () => {
    const a = await news.create(admin, { status: 'DRAFT' });
    const b = await news.create(admin, { status: 'DRAFT' });
    const [linkA, linkB] = [await linkOf(admin, 'news', a.id), await linkOf(admin, 'news', b.id)];
    expect(linkA.token).not.toBe(linkB.token);
    const shownA = (await preview(linkA.token)).body;
    expect(shownA).toContain(a.title);
    expect(shownA).not.toContain(b.title);
    // Only the token names the item: nothing after it or in the query chooses another.
    expect((await sitePage(t.app, `/preview/${linkA.token}?id=${b.id}`)).body).not.toContain(b.title);
  });

  it('works for 15 minutes, then says that it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const draft = await news.create(admin, { status: 'DRAFT' });
    const link = await linkOf(admin, 'news', draft.id);
    const expires = Date.parse(link.expiresAt);
    expect(expires - start).toBeGreaterThan(14 * 60_000);
    expect(expires - start).toBeLessThanOrEqual(15 * 60_000);
    vi.setSystemTime(expires - 1000);
    expect((await preview(link.token)).statusCode).toBe(200);
    vi.setSystemTime(start + 15 * 60_000 + 1000);
    const expired = await preview(link.token);
    expect(expired.statusCode).toBe(410);
    expectPrivate(expired);
    expect(expired.body).toContain('<h1>This preview link has expired</h1>');
    expect(expired.body).not.toContain(draft.title);
  });

  it("is the site's 404 once tampered with, for a deleted item, and as a session's token", async () => {
    const draft = await news.create(admin, { status: 'DRAFT' });
    const second = await news.create(admin, { status: 'DRAFT' });
    const { token } = await linkOf(admin, 'news', draft.id);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(second.id) })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${flipped}`,
      'not-a-token',
      admin.token,
    ]) {
      const response = await preview(bad);
      expect(response.statusCode, bad).toBe(404);
      expectPrivate(response);
      expect(response.body).toContain('<h1>Page not found</h1>');
      expect(response.body).not.toContain(draft.title);
      expect(response.body).not.toContain(second.title);
    }
    expect((await news.remove(admin, draft.id)).statusCode).toBe(200);
    const gone = await preview(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain(draft.title);
  });

  it("is the site's 404 for a kind that has no preview, even signed", async () => {
    const post = await blogs.create(admin, { status: 'DRAFT' });
    const signed = (kind: string) =>
      t.app.deps.tokens.signFor('site-preview', { kind, sub: String(post.id), wid: admin.websiteId }, 900);
    expect((await preview(await signed('blogs'))).statusCode).toBe(200);
    const otherKind = await preview(await signed('alerts'));
    expect(otherKind.statusCode).toBe(404);
    expect(otherKind.body).not.toContain(post.title);
    // Signed for another use than a preview.
    const elsewhere = await t.app.deps.tokens.signFor(
      'elsewhere',
      { kind: 'blogs', sub: String(post.id), wid: 1 },
      900,
    );
    expect((await preview(elsewhere)).statusCode).toBe(404);
  });

  it('never signs anyone in', async () => {
    const draft = await news.create(admin, { status: 'DRAFT' });
    const { token } = await linkOf(admin, 'news', draft.id);
    const response = await t.app.inject({
      method: 'GET',
      url: `/nms/cms/nac/news/${draft.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
