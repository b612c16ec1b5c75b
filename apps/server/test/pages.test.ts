import { pagesMessages as messages, pagesPaths as paths, reservedSlugMessage, type SitePage } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { contentApp, expectError, ISO_DATE, unique as uniqueName, type Client } from './content-support.js';
import { pages } from './resources/pages.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';
import { payloads, unsafety } from './xss-support.js';

const { t, admin, editor, viewer, other } = contentApp();
const db = () => t.database.db;

const image = { url: 'https://images.riverside.example/campus.jpg', alt: 'The campus from the river' };
/** One block of each of the five types (docs/product/pages.md §3), margins as the server defaults them. */
const everyBlock = [
  { type: 'text', content: { html: '<p>Our <strong>story</strong></p>' } },
  { type: 'image-text', margins: { top: 0, bottom: 100 }, content: { image, caption: 'Campus', text: 'By the river' } },
  { type: 'text-image', content: { image, caption: 'Library', text: 'Open till five' } },
  { type: 'image-only', margins: { top: 24, bottom: 8 }, content: { image, caption: 'Sports day' } },
  { type: 'table', content: { headers: ['Stage', 'Years'], rows: [['Primary', '1–6']] } },
];
const titled = (fields: object) => ({ title: 'About', ...fields });
const withBlock = (block: object) => titled({ blocks: [block] });
/** A block's content as the server answers it: an image says whether it is decorative. */
const asSaved = (content: object) =>
  'image' in content ? { ...content, image: { decorative: false, ...(content.image as object) } } : content;
const table = (content: object) => withBlock({ type: 'table', content });

describeScopedResource(pages, {
  newestFirst: true,
  invalid: { body: { title: '  ', blocks: [] }, message: messages.titleRequired },
  created: {
    body: { title: '  Our School, Today! ', blocks: [] },
    answer: {
      title: 'Our School, Today!',
      slug: 'our-school-today',
      status: 'draft',
      metaTitle: '',
      metaDescription: '',
      blocks: [],
      version: 1,
    },
  },
  filters: {
    field: 'status',
    values: [
      ['draft', 'draft'],
      ['published', 'published'],
      ['archived', 'archived'],
    ],
    invalid: messages.statusInvalid,
  },
  refused: {
    [messages.titleRequired]: [{ title: undefined }, { title: null }],
    [messages.slugRequired]: [titled({ title: '¡¿!', slug: '' })],
    [messages.slugInvalid]: [titled({ slug: 'About Us' }), titled({ slug: 'about--us' }), titled({ slug: '-about' })],
    [messages.statusInvalid]: [titled({ status: 'PUBLISHED' }), titled({ status: true })],
    [messages.blocksInvalid]: [titled({ blocks: 'text' })],
    [messages.blockTypeInvalid]: [withBlock({ type: 'video', content: {} }), withBlock({ content: { html: '' } })],
    [messages.marginInvalid]: [
      withBlock({ type: 'text', margins: { top: 6, bottom: 16 }, content: {} }),
      withBlock({ type: 'text', margins: { top: 16, bottom: 104 }, content: {} }),
      withBlock({ type: 'text', margins: { top: -4, bottom: 16 }, content: {} }),
      withBlock({ type: 'text', margins: { top: '16', bottom: 16 }, content: {} }),
    ],
    [messages.imageUrlInvalid]: [
      withBlock({ type: 'image-only', content: { image: { url: 'javascript:alert(1)', alt: '' } } }),
      withBlock({ type: 'image-text', content: { image: { url: '//evil.example/x.png', alt: '' } } }),
    ],
    [messages.tableNeedsColumn]: [table({ headers: [], rows: [[]] })],
    [messages.tableNeedsRow]: [table({ headers: ['A'], rows: [] })],
    [messages.rowWidth(1, 2)]: [table({ headers: ['A', 'B'], rows: [['only one']] })],
    [messages.tooManyBlocks]: [titled({ blocks: Array.from({ length: 101 }, () => ({ type: 'text', content: {} })) })],
  },
  children: {
    field: 'blocks',
    table: 'page_blocks',
    parentColumn: 'page_id',
    child: (name) => ({ type: 'text', content: { html: `<p>${name}</p>` } }),
  },
  versioned: { stale: messages.stale },
});

const create = (client: Client, body: object) => pages.create(client, body);
const put = (client: Client, id: number, body: object) => pages.update(client, id, body);
const typesOf = (page: SitePage) => page.blocks.map((block) => block.type);

describe('pages', () => {
  it('saves a page with a block of each type as one document, numbered from 0, margins 16 and 16 unless given', async () => {
    const created = await create(editor, {
      title: 'About Riverside',
      status: 'published',
      metaTitle: 'About us',
      metaDescription: 'Who we are',
      blocks: everyBlock,
    });
    expect(created).toEqual({
      id: expect.any(Number),
      assetOwnerId: editor.websiteId,
      title: 'About Riverside',
      slug: 'about-riverside',
      status: 'published',
      metaTitle: 'About us',
      metaDescription: 'Who we are',
      version: 1,
      createdBy: editor.id,
      updatedBy: editor.id,
      createdDate: expect.stringMatching(ISO_DATE),
      updatedDate: created.createdDate,
      createdAt: created.createdDate,
      updatedAt: created.createdDate,
      blocks: [
        { type: 'text', order: 0, margins: { top: 16, bottom: 16 }, content: everyBlock[0]!.content },
        { type: 'image-text', order: 1, margins: { top: 0, bottom: 100 }, content: everyBlock[1]!.content },
        { type: 'text-image', order: 2, margins: { top: 16, bottom: 16 }, content: everyBlock[2]!.content },
        { type: 'image-only', order: 3, margins: { top: 24, bottom: 8 }, content: everyBlock[3]!.content },
        { type: 'table', order: 4, margins: { top: 16, bottom: 16 }, content: everyBlock[4]!.content },
      ].map((block) => ({ id: expect.any(Number), ...block, content: asSaved(block.content) })),
    });
    expect(await pages.read(viewer, created.id)).toEqual(created);
  });

  it('keeps the ids of the blocks it keeps, moves them, adds new ones and deletes the missing, in one save', async () => {
    const created = await create(admin, { title: uniqueName('Page'), blocks: everyBlock });
    const [text, imageText, , imageOnly] = created.blocks;
    const response = await put(admin, created.id, {
      title: created.title,
      blocks: [imageOnly, text, { type: 'text', content: { html: '<p>New</p>' } }, imageText],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<SitePage>();
    expect(typesOf(saved)).toEqual(['image-only', 'text', 'text', 'image-text']);
    expect(saved.blocks.map((block) => block.order)).toEqual([0, 1, 2, 3]);
    expect(saved.blocks[0]!.id).toBe(imageOnly!.id);
    expect(saved.blocks[1]!.id).toBe(text!.id);
    expect(saved.blocks[3]!.id).toBe(imageText!.id);
    expect([imageOnly!.id, text!.id, imageText!.id]).not.toContain(saved.blocks[2]!.id);
    expect(saved.version).toBe(2);
  });

  it('generates an empty slug from the title, and keeps a slug given', async () => {
    const generated = await create(admin, { title: `  Parents' Evening — ${uniqueName('Page')} 2026 `, slug: '  ' });
    expect(generated.slug).toMatch(/^parents-evening-page-\d+-2026$/);
    const given = await create(admin, { title: uniqueName('Page'), slug: 'open-day-2026' });
    expect(given.slug).toBe('open-day-2026');
  });

  it('refuses a slug another page of the website has with a 400 naming it, saving nothing', async () => {
    const first = await create(admin, { title: uniqueName('Page'), slug: 'enrolment' });
    const second = await create(admin, { title: uniqueName('Page'), slug: 'enrolment-2' });
    const total = await pages.total(admin);
    const clash = { title: 'Enrolment', blocks: [] };
    expectError(await pages.post(admin, clash), 400, messages.slugTaken('enrolment'));
    expect((await pages.post(admin, clash)).json()).toMatchObject({
      issues: [{ path: 'body.slug', message: messages.slugTaken('enrolment') }],
    });
    expectError(await put(admin, second.id, { ...clash, slug: 'enrolment' }), 400, messages.slugTaken('enrolment'));
    expect(await pages.total(admin)).toBe(total);
    expect(await pages.read(admin, second.id)).toEqual(second);
    // Its own slug is no clash; another website may have the same one.
    expect((await put(admin, first.id, { title: first.title, slug: 'enrolment' })).statusCode).toBe(200);
    expect((await create(other, { title: uniqueName('Page'), slug: 'enrolment' })).slug).toBe('enrolment');
  });

  it("refuses a slug that is one of the site's own addresses, given or made from the title, saving nothing", async () => {
    const page = await create(admin, { title: uniqueName('Page'), status: 'published' });
    const total = await pages.total(admin);
    const refusals: [body: object, slug: string][] = [
      [{ title: 'News', status: 'published' }, 'news'],
      [{ title: 'Our blog', slug: 'blog' }, 'blog'],
      [{ title: 'Bell Schedules!' }, 'bell-schedules'],
      [{ title: 'Staff', slug: ' ' }, 'staff'],
    ];
    for (const [body, slug] of refusals) {
      for (const response of [await pages.post(admin, body), await put(admin, page.id, body)]) {
        expectError(response, 400, reservedSlugMessage(slug));
        expect(response.json()).toMatchObject({ issues: [{ path: 'body.slug', message: reservedSlugMessage(slug) }] });
      }
    }
    expect(await pages.total(admin)).toBe(total);
    expect(await pages.read(admin, page.id)).toEqual(page);
    // A slug that only begins with a route's name is a page's own.
    expect((await create(admin, { title: 'News letters' })).slug).toBe('news-letters');
  });

  it('publishes an image only with alt text or marked decorative; a draft may wait for it', async () => {
    const bare = { url: image.url, alt: '' };
    const title = uniqueName('Page');
    const page = (shown: object, status = 'published') => ({
      title,
      status,
      blocks: [{ type: 'image-only', content: { image: shown, caption: 'Field' } }],
    });
    const total = await pages.total(admin);
    const refused = await pages.post(admin, page(bare));
    expectError(refused, 400, messages.altRequired);
    expect(refused.json()).toMatchObject({
      issues: [{ path: 'body.blocks.0.content.image.alt', message: messages.altRequired }],
    });
    expect(await pages.total(admin)).toBe(total);

    const draft = await create(admin, page(bare, 'draft'));
    expectError(await put(admin, draft.id, page(bare)), 400, messages.altRequired);
    expect(await pages.read(admin, draft.id)).toEqual(draft);
    const decorative = await put(admin, draft.id, page({ ...bare, decorative: true }));
    expect(decorative.statusCode, decorative.body).toBe(200);
    expect(decorative.json()).toMatchObject({
      status: 'published',
      blocks: [{ content: { image: { url: image.url, alt: '', decorative: true } } }],
    });
    const described = await put(admin, draft.id, page(image));
    expect(described.json().blocks[0].content.image).toEqual({ ...image, decorative: false });
  });

  it('lists by title search and status, each page with its number of blocks, not its blocks', async () => {
    const word = uniqueName('Zebra').replace(' ', '');
    await create(other, { title: `${word} draft`, blocks: everyBlock });
    await create(other, { title: `${word} live`, status: 'published' });
    await create(other, { title: uniqueName('Page') });
    const found = await pages.page(other, `search=${word.toUpperCase()}`);
    expect(found.content.map((row) => (row as SitePage).title)).toEqual([`${word} live`, `${word} draft`]);
    expect(found.content[1]).toMatchObject({ blockCount: 5 });
    expect(found.content[1]).not.toHaveProperty('blocks');
    const live = await pages.page(other, `search=${word}&status=published`);
    expect(live.content.map((row) => (row as SitePage).title)).toEqual([`${word} live`]);
  });

  it('stores the XSS corpus harmless in a text block and in a table cell', async () => {
    const created = await create(admin, { title: uniqueName('Page'), blocks: [] });
    for (const { title, payload } of payloads) {
      const response = await put(admin, created.id, {
        title: created.title,
        blocks: [
          { type: 'text', content: { html: payload } },
          { type: 'table', content: { headers: [payload], rows: [[payload]] } },
        ],
      });
      if (response.statusCode === 400) continue; // refused whole (too deep): nothing stored
      expect(response.statusCode, title).toBe(200);
      const [text, cells] = response.json<SitePage>().blocks;
      expect(unsafety(text!.content.html!), title).toBeNull();
      for (const cell of [...cells!.content.headers!, ...cells!.content.rows![0]!])
        expect(unsafety(cell), title).toBeNull();
    }
  });

  it('previews a page as it would be saved, sanitized, saving nothing; a VIEWER may not', async () => {
    const total = await pages.total(admin);
    const response = await admin.inject({
      method: 'POST',
      url: paths.preview,
      payload: {
        title: 'Draft Page',
        blocks: [
          { type: 'text', content: { html: '<p onclick="alert(1)">Hi<script>alert(2)</script></p>' } },
          { type: 'table', content: { headers: ['<img src=x onerror=alert(3)>A'], rows: [['<b>1</b>']] } },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      title: 'Draft Page',
      slug: 'draft-page',
      blocks: [
        { type: 'text', order: 0, margins: { top: 16, bottom: 16 }, content: { html: '<p>Hi</p>' } },
        {
          type: 'table',
          order: 1,
          margins: { top: 16, bottom: 16 },
          content: { headers: ['A'], rows: [['<b>1</b>']] },
        },
      ],
    });
    expect(await pages.total(admin)).toBe(total);
    expectError(
      await admin.inject({ method: 'POST', url: paths.preview, payload: { title: ' ' } }),
      400,
      messages.titleRequired,
    );
    const viewed = await viewer.inject({ method: 'POST', url: paths.preview, payload: { title: 'Draft Page' } });
    expect(viewed.statusCode, viewed.body).toBe(403);
  });

  it('tells the media library which pages show a file', async () => {
    const title = uniqueName('Page');
    await create(admin, { title, blocks: everyBlock.slice(1, 2) });
    const uses = await t.app.deps.fileUses.find(db(), admin.websiteId, [image.url]);
    expect(uses).toContainEqual({ kind: 'page', name: title });
  });
});
