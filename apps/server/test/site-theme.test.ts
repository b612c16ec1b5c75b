import { afterEach, describe, expect, it, vi } from 'vitest';
import { websiteDefaults } from '@cms/contract';
import { contentApp, type Client } from './content-support.js';
import { news } from './resources/news.js';
import { siteHtml } from './site-support.js';

/**
 * Each website's look on its public site comes from its settings (docs/product/websites.md §3,
 * docs/design.md §10): its colours, logo, footer and time zone, and never another website's.
 */
const { t, admin, other } = contentApp();
afterEach(() => void vi.useRealTimers());

/** Northfield's site: the host of its public URL (the demo's). */
const NORTHFIELD = 'www.northfield.example';

async function saveSettings(client: Client, id: number, settings: Record<string, unknown>) {
  const website = (await client.inject({ method: 'GET', url: `/websites/${id}` })).json();
  const response = await client.inject({
    method: 'PUT',
    url: `/websites/${id}`,
    payload: { name: website.name, adminUrl: website.adminUrl, publicUrl: website.publicUrl, ...settings },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const riverside = {
  logoUrl: '/uploads/2026/12/riverside-crest.png',
  primaryColor: '#7a1f2b',
  onPrimaryColor: '#fffdf7',
  accentColor: '#0b5394',
  address: '1200 River Road\nRiverside, NY 10001',
  phone: '+1 (555) 010-2400',
  email: 'office@riverside.example',
  facebookUrl: 'https://www.facebook.com/riverside.example',
  instagramUrl: null,
  xUrl: 'https://x.com/riverside_hs',
  youtubeUrl: null,
};
const northfield = {
  logoUrl: 'https://cdn.northfield.example/logo.svg',
  primaryColor: '#2d5016',
  onPrimaryColor: '#ffffff',
  accentColor: '#2d6a1f',
  address: '5 Prairie Lane',
  phone: '555-0199',
  email: 'hello@northfield.example',
  facebookUrl: null,
  instagramUrl: 'https://www.instagram.com/northfield.example',
  xUrl: null,
  youtubeUrl: 'https://www.youtube.com/@northfield',
};

describe("a website's theme on its site", () => {
  it('has the default colours, no logo and no contact details until they are chosen', async () => {
    const host = 'www.new-school.example';
    const created = await admin.inject({
      method: 'POST',
      url: '/websites',
      payload: { name: 'New School', adminUrl: 'admin.new-school.example', publicUrl: `https://${host}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const html = await siteHtml(t.app, '/news', 200, host);
    expect(html).toContain(
      `<style>:root{--primary:${websiteDefaults.primaryColor};--on-primary:${websiteDefaults.onPrimaryColor};` +
        `--link:${websiteDefaults.accentColor};--accent:${websiteDefaults.accentColor};--focus:${websiteDefaults.accentColor}}</style>`,
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<address>');
    expect(html).not.toContain('class="social"');
  });

  it('carries its colours, logo, footer contact and social links, and none of the other website’s', async () => {
    await saveSettings(admin, 1, riverside);
    await saveSettings(other, 2, northfield);
    const ours = await siteHtml(t.app, '/');
    const theirs = await siteHtml(t.app, '/', 200, NORTHFIELD);

    expect(ours).toContain(
      '<style>:root{--primary:#7a1f2b;--on-primary:#fffdf7;--link:#0b5394;--accent:#0b5394;--focus:#0b5394}</style>',
    );
    // The logo beside the school's name, which names the link: the image itself is decorative.
    expect(ours).toContain(
      '<a class="brand" href="/site"><img src="/uploads/2026/12/riverside-crest.png" alt=""/><span>Riverside High School</span></a>',
    );
    expect(ours).toContain(
      '<address><p>1200 River Road<br/>Riverside, NY 10001</p>' +
        '<p>Phone: <a href="tel:+15550102400">+1 (555) 010-2400</a></p>' +
        '<p>Email: <a href="mailto:office@riverside.example">office@riverside.example</a></p></address>',
    );
    expect(ours).toContain(
      '<ul class="social" aria-label="Social media">' +
        '<li><a href="https://www.facebook.com/riverside.example" rel="noopener">Facebook</a></li>' +
        '<li><a href="https://x.com/riverside_hs" rel="noopener">X</a></li></ul>',
    );
    expect(ours).not.toContain('Instagram');
    expect(ours).not.toContain('YouTube');

    expect(theirs).toContain('--primary:#2d5016;--on-primary:#ffffff;--link:#2d6a1f');
    expect(theirs).toContain('<img src="https://cdn.northfield.example/logo.svg" alt=""/>');
    expect(theirs).toContain('<address><p>5 Prairie Lane</p><p>Phone: <a href="tel:5550199">555-0199</a></p>');
    expect(theirs).toContain('<a href="https://www.instagram.com/northfield.example" rel="noopener">Instagram</a>');

    // Neither website's theme reaches the other's pages, the 404 page included.
    const ourMissing = await siteHtml(t.app, '/no-such-page', 404);
    for (const value of Object.values(northfield).filter((v): v is string => typeof v === 'string')) {
      expect(ours).not.toContain(value);
      expect(ourMissing).not.toContain(value);
    }
    for (const value of Object.values(riverside).filter((v): v is string => typeof v === 'string')) {
      expect(theirs).not.toContain(value.split('\n')[0]);
    }
  });

  it('puts only #rrggbb colours into the inline style and only safe addresses into links', async () => {
    await saveSettings(other, 2, northfield);
    // A row changed by other means than the API, which would have refused every one of these.
    await t.database.db
      .updateTable('websites')
      .set({
        // As long as the columns allow (PostgreSQL holds them to 7 characters).
        primary_color: '</style',
        on_primary_color: '};a{b:c',
        accent_color: 'url(x)',
        logo_url: 'javascript:alert(1)',
        instagram_url: 'javascript:alert(2)',
        time_zone: 'Mars/Olympus',
      })
      .where('id', '=', 2)
      .execute();
    const html = await siteHtml(t.app, '/news', 200, NORTHFIELD);
    expect(html).not.toContain('</style</style>');
    expect(html).not.toContain('};a{b:c');
    expect(html).not.toContain('url(x)');
    expect(html).not.toContain('javascript:');
    const style = /<style>([^<]*)<\/style>/.exec(html)![1]!;
    expect(style).toBe(
      `:root{--primary:${websiteDefaults.primaryColor};--on-primary:${websiteDefaults.onPrimaryColor};` +
        `--link:${websiteDefaults.accentColor};--accent:${websiteDefaults.accentColor};--focus:${websiteDefaults.accentColor}}`,
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('Instagram');
    // The zone it does not know is the default's: its dates still show.
    await saveSettings(other, 2, northfield);
  });
});

describe("dates on a website's site", () => {
  /** The last 03:00 UTC before now: the clock goes back to it, never forward past a session's end. */
  function lastThreeAm() {
    const at = new Date();
    at.setUTCHours(3, 0, 0, 0);
    if (at.getTime() > Date.now()) at.setUTCDate(at.getUTCDate() - 1);
    return at;
  }
  const dayOf = (at: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(at);

  it("are shown in the website's time zone: 03:00 UTC is the day before in New York", async () => {
    const at = lastThreeAm();
    const dayBefore = new Date(at.getTime() - 24 * 60 * 60_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    const item = await news.create(admin, { status: 'ACTIVE' });
    vi.useRealTimers();
    expect(item.publishedDate).toBe(at.toISOString());

    await saveSettings(admin, 1, { timeZone: 'America/New_York' });
    const inNewYork = await siteHtml(t.app, `/news/${item.id}`);
    expect(inNewYork).toContain(`<time dateTime="${at.toISOString()}">${dayOf(dayBefore)}</time>`);
    expect(inNewYork).not.toContain(dayOf(at));

    await saveSettings(admin, 1, { timeZone: 'Europe/London' });
    const inLondon = await siteHtml(t.app, `/news/${item.id}`);
    expect(inLondon).toContain(`<time dateTime="${at.toISOString()}">${dayOf(at)}</time>`);
    // The list's dates too.
    expect(await siteHtml(t.app, '/news')).toContain(`<time dateTime="${at.toISOString()}">${dayOf(at)}</time>`);
  });

  it('are shown in the default time zone when the stored one is not known', async () => {
    const at = lastThreeAm();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    const item = await news.create(other, { status: 'ACTIVE' });
    vi.useRealTimers();
    await t.database.db.updateTable('websites').set({ time_zone: 'Mars/Olympus' }).where('id', '=', 2).execute();
    const html = await siteHtml(t.app, `/news/${item.id}`, 200, NORTHFIELD);
    const dayBefore = new Date(at.getTime() - 24 * 60 * 60_000);
    expect(html).toContain(`<time dateTime="${at.toISOString()}">${dayOf(dayBefore)}</time>`);
    await saveSettings(other, 2, { timeZone: 'America/Chicago' });
  });
});
