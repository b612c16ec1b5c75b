import { reservedSlugMessage, SITE_ROUTES } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { areas } from '../src/areas.js';
import { untyped } from '../src/platform/kit/any-table.js';
import { contentApp, expectError, unique } from './content-support.js';
import { pages } from './resources/pages.js';
import { sitePage, siteHtml } from './site-support.js';

/** The website's pages on its public site, at `/{slug}` (docs/product/pages.md §4, docs/design.md §10). */
const { t, admin } = contentApp();

const image = { url: 'https://images.riverside.example/campus.jpg', alt: 'The campus from the river' };

describe('a published page', () => {
  it('shows its title as the one h1, its meta title and description, and every block in order', async () => {
    const title = unique('Our campus');
    const page = await pages.create(admin, {
      title,
      status: 'published',
      metaTitle: 'Campus & grounds',
      metaDescription: 'Where we learn: "the river" campus',
      blocks: [
        {
          type: 'text',
          margins: { top: 0, bottom: 100 },
          content: { html: '<h2>Our story</h2><p>Founded in <strong>1962</strong></p><script>alert(1)</script>' },
        },
        { type: 'image-text', content: { image, caption: 'The main building', text: 'Beside the river' } },
        {
          type: 'text-image',
          content: { image: { url: image.url, alt: '', decorative: true }, caption: '', text: 'A quiet library' },
        },
        { type: 'image-only', margins: { top: 24, bottom: 8 }, content: { image, caption: 'Sports day' } },
        {
          type: 'table',
          content: { headers: ['Stage', '<em>Years</em>'], rows: [['Primary', '1–6']] },
        },
      ],
    });
    const html = await siteHtml(t.app, `/${page.slug}`);

    expect(html).toContain('<title>Campus &amp; grounds | Riverside High School</title>');
    expect(html).toContain('<meta name="description" content="Where we learn: &quot;the river&quot; campus"/>');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain(`<h1>${title}</h1>`);

    // The text block's stored HTML as it was saved; the script was never kept.
    expect(html).toContain('<h2>Our story</h2><p>Founded in <strong>1962</strong></p>');
    expect(html).not.toMatch(/<script/i);
    // Images with their alt text, a decorative one with an empty alt; captions as figcaptions.
    expect(html).toContain(`<img src="${image.url}" alt="${image.alt}"`);
    expect(html).toContain(`<img src="${image.url}" alt=""`);
    expect(html).toContain('<figcaption>The main building</figcaption>');
    expect(html).toContain('<figcaption>Sports day</figcaption>');
    expect(html).toContain('Beside the river');
    expect(html).toContain('A quiet library');
    // A real table, its header row of column headers, inside a box that scrolls on a phone.
    expect(html).toMatch(/<div class="table-scroll"><table class="data"><thead><tr><th scope="col">/);
    expect(html.match(/<th scope="col">/g)).toHaveLength(2);
    expect(html).toContain('<em>Years</em>');
    expect(html).toMatch(/<td><div class="cell">Primary<\/div><\/td>/);
    // Each block with its margins, in the page's order.
    expect(html).toContain('class="block block-text" style="--mt:0px;--mb:100px"');
    expect(html).toContain('class="block block-image-only" style="--mt:24px;--mb:8px"');
    const order = ['block-text', 'block-image-text', 'block-text-image', 'block-image-only', 'block-table'].map(
      (type) => html.indexOf(`class="block ${type}"`),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Image then text, or text then image, as the block's type says.
    expect(html.indexOf('The main building')).toBeLessThan(html.indexOf('Beside the river'));
    expect(html.indexOf('A quiet library')).toBeLessThan(html.indexOf('alt=""'));
  });

  it('takes its title for the tab when it has no meta title, and has no description when none is given', async () => {
    const page = await pages.create(admin, { title: unique('Clubs'), status: 'published' });
    const html = await siteHtml(t.app, `/${page.slug}`);
    expect(html).toContain(`<title>${page.title} | Riverside High School</title>`);
    expect(html).not.toContain('<meta name="description"');
  });

  it('is not found at another slug, or when its slug is asked in capitals', async () => {
    const page = await pages.create(admin, { title: unique('Uniform'), status: 'published' });
    expect(await siteHtml(t.app, `/${page.slug.toUpperCase()}`, 404)).toContain('Page not found');
    expect(await siteHtml(t.app, `/${page.slug}-policy`, 404)).toContain('Page not found');
  });
});

describe("the site's own addresses", () => {
  it('are never a page: a page titled or slugged as one is refused, and the list stays the list', async () => {
    expectError(await pages.post(admin, { title: 'News', status: 'published' }), 400, reservedSlugMessage('news'));
    expectError(
      await pages.post(admin, { title: 'Latest', slug: 'news', status: 'published' }),
      400,
      reservedSlugMessage('news'),
    );
    const html = await siteHtml(t.app, '/news');
    expect(html).toContain('<title>News | Riverside High School</title>');
  });

  it('hide a page that holds one from before the rule', async () => {
    const page = await pages.create(admin, { title: unique('Old uploads page'), status: 'published' });
    await untyped(t.database.db).updateTable('pages').set({ slug: 'uploads' }).where('id', '=', page.id).execute();
    const html = await siteHtml(t.app, '/uploads', 404);
    expect(html).not.toContain(page.title);
  });
});

describe("the demo school's menu", () => {
  /** The first segment of each address an area's public pages answer (`/news/:id` is `news`). */
  const served = new Set(areas.flatMap((area) => area.site?.pages ?? []).map((page) => page.path.split('/')[1] ?? ''));

  it('leads only to addresses the site answers', async () => {
    const home = await siteHtml(t.app, '/');
    const menu = /<nav class="site-menu" aria-label="Main">([\s\S]*?)<\/nav>/.exec(home)?.[1] ?? '';
    const hrefs = [...new Set([...menu.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!))];
    expect(hrefs.length).toBeGreaterThanOrEqual(10);
    // The demo pages it leads to are published, and the news and blog lists are there.
    for (const path of ['/news', '/blog', '/about', '/academics', '/admissions', '/contact', '/principals-message'])
      expect(hrefs).toContain(`/site${path}`);

    const unchecked: string[] = [];
    for (const href of hrefs) {
      if (/^https?:\/\//.test(href)) continue;
      expect(href).toMatch(/^\/site(\/|$)/);
      const path = href.slice('/site'.length) || '/';
      const segment = path.split('/')[1]!;
      // A list of the site that no area serves yet may only be one of the site's own addresses.
      if (segment !== '' && (SITE_ROUTES as readonly string[]).includes(segment) && !served.has(segment)) {
        unchecked.push(path);
        continue;
      }
      expect((await sitePage(t.app, path)).statusCode, href).toBe(200);
    }
    // Lists other areas are still building; each is a site route, never a page's slug.
    expect(unchecked.every((path) => !path.slice(1).includes('/'))).toBe(true);
  });

  it("leaves out the demo school's draft page", async () => {
    const draft = (await pages.page(admin, 'status=draft')).content.find((page) => page.title === 'Open Day 2027');
    expect(draft).toBeDefined();
    expect(await siteHtml(t.app, `/${(draft as { slug: string }).slug}`, 404)).not.toContain('Open Day 2027');
  });
});
