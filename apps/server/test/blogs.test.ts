import { blogsContract, blogsMessages, blogsPaths, type Blog, type Topic } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import {
  BAD_URLS,
  contentApp,
  expectError,
  GOOD_URLS,
  ISO_DATE,
  postCreated,
  unique,
  UNKNOWN_ID,
  type Client,
} from './content-support.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { t, admin, editor, viewer, other } = contentApp();

const BLOGS = blogsPaths.blogs;

describeScopedResource(blogsContract, {
  thing: 'Blog',
  table: 'blogs',
  valid: () => ({ title: unique('Blog') }),
  invalid: { body: { title: '' }, message: blogsMessages.titleRequired },
  publishing: { published: 'PUBLISHED', unpublished: { hpBlog: true } },
});

const createBlog = (client: Client, payload: object = {}) =>
  postCreated<Blog>(client, BLOGS, { title: unique('Blog'), ...payload });

const createTopic = (client: Client, title = unique('Topic')) =>
  postCreated<Topic>(client, '/bms/cms/tc/topics', { title });

const getBlog = (client: Client, id: number) => client.inject({ method: 'GET', url: `${BLOGS}/${id}` });

async function linkCount(blogId: number) {
  const row = await t.database.db
    .selectFrom('blog_topics')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('blog_id', '=', blogId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('POST /bms/cms/bac/blogs', () => {
  it('creates a draft with the server defaults, answering 201 and the blog', async () => {
    const response = await admin.inject({ method: 'POST', url: BLOGS, payload: { title: '  Welcome back  ' } });
    expect(response.statusCode).toBe(201);
    const created = response.json<Blog>();
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'Welcome back',
      creatorName: '',
      summary: '',
      description: '',
      imgUrl: null,
      status: 'DRAFT',
      hpBlog: false,
      hp_blog: false,
      topics: [],
      createdDate: expect.stringMatching(ISO_DATE),
      updatedDate: expect.stringMatching(ISO_DATE),
      publishedDate: null,
    });
    expect(created.updatedDate).toBe(created.createdDate);
    expect((await getBlog(admin, created.id)).json()).toEqual(created);
  });

  it('stores every field, with topics given as ids or as objects', async () => {
    const [a, b, c] = [await createTopic(admin, 'Zoology'), await createTopic(admin, 'Art'), await createTopic(admin)];
    const created = await createBlog(admin, {
      title: 'Science Fair Winners',
      creatorName: 'Dr. Ruiz',
      summary: 'Three winners.',
      description: '<p>Forty <strong>projects</strong>.</p>',
      imgUrl: 'https://cdn.riverside.example/fair.jpg',
      status: 'PUBLISHED',
      hpBlog: true,
      topics: [a.id, { id: b.id }, { assetId: c.id }, { asset_id: a.id }, String(b.id)],
    });
    expect(created).toMatchObject({
      title: 'Science Fair Winners',
      creatorName: 'Dr. Ruiz',
      summary: 'Three winners.',
      description: '<p>Forty <strong>projects</strong>.</p>',
      imgUrl: 'https://cdn.riverside.example/fair.jpg',
      status: 'PUBLISHED',
      hpBlog: true,
      hp_blog: true,
      publishedDate: expect.stringMatching(ISO_DATE),
    });
    // Each topic once, alphabetically, carrying both id/assetId and title/name.
    expect(created.topics).toEqual([
      { id: b.id, assetId: b.id, title: 'Art', name: 'Art', description: '' },
      { id: c.id, assetId: c.id, title: c.title, name: c.title, description: '' },
      { id: a.id, assetId: a.id, title: 'Zoology', name: 'Zoology', description: '' },
    ]);
  });

  it.each([
    [{ hp_blog: true }, true],
    [{ hp_blog: false }, false],
    [{ hpBlog: true }, true],
    [{ hpBlog: false, hp_blog: true }, false],
    [{}, false],
  ])('takes hp_blog as an alias of hpBlog: %j', async (payload, expected) => {
    const created = await createBlog(admin, payload);
    expect(created.hpBlog).toBe(expected);
    expect(created.hp_blog).toBe(expected);
  });

  it.each([
    [true, 'PUBLISHED'],
    [false, 'DRAFT'],
    ['PUBLISHED', 'PUBLISHED'],
    ['DRAFT', 'DRAFT'],
  ])('maps status %j to %s', async (status, expected) => {
    const created = await createBlog(admin, { status });
    expect(created.status).toBe(expected);
    if (expected === 'PUBLISHED') expect(created.publishedDate).toMatch(ISO_DATE);
    else expect(created.publishedDate).toBeNull();
  });

  it.each(GOOD_URLS)('accepts the image URL %s', async (imgUrl) => {
    expect((await createBlog(admin, { imgUrl })).imgUrl).toBe(imgUrl);
  });

  it.each(['', '   ', null])('stores no image URL for %j', async (imgUrl) => {
    expect((await createBlog(admin, { imgUrl })).imgUrl).toBeNull();
  });

  it('sanitizes the description and keeps the title as typed', async () => {
    const created = await createBlog(admin, {
      title: '<b>Bold</b> & "quoted"',
      summary: '<i>as typed</i>',
      description: '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    });
    expect(created.title).toBe('<b>Bold</b> & "quoted"');
    expect(created.summary).toBe('<i>as typed</i>');
    expect(created.description).toBe('<p>Hello <a rel="noopener noreferrer nofollow">x</a></p>');
  });

  it("answers 404 for an unknown topic or another website's topic, and creates nothing", async () => {
    const theirs = await createTopic(other);
    const mine = await createTopic(admin);
    const before = await t.database.db.selectFrom('blogs').select('id').execute();
    for (const topics of [[UNKNOWN_ID], [mine.id, theirs.id], [{ assetId: theirs.id }]]) {
      expectError(
        await admin.inject({ method: 'POST', url: BLOGS, payload: { title: 'With topics', topics } }),
        404,
        'Topic not found',
      );
    }
    expect(await t.database.db.selectFrom('blogs').select('id').execute()).toHaveLength(before.length);
  });

  it.each<[object, string]>([
    [{}, 'Title is required'],
    [{ title: '' }, 'Title is required'],
    [{ title: '   ' }, 'Title is required'],
    [{ title: null }, 'Title is required'],
    [{ title: 42 }, 'Title is required'],
    [{ title: 'x'.repeat(256) }, 'Must be at most 255 characters'],
    [{ title: 'T', creatorName: 'x'.repeat(101) }, 'Must be at most 100 characters'],
    [{ title: 'T', summary: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
    [{ title: 'T', summary: 5 }, 'Must be text'],
    [{ title: 'T', description: 'x'.repeat(200_001) }, 'Must be at most 200000 characters'],
    [{ title: 'T', description: { html: '<p>' } }, 'Must be text'],
    [{ title: 'T', status: 'ARCHIVED' }, 'Status must be DRAFT or PUBLISHED'],
    [{ title: 'T', status: 'published' }, 'Status must be DRAFT or PUBLISHED'],
    [{ title: 'T', status: 1 }, 'Status must be DRAFT or PUBLISHED'],
    [{ title: 'T', status: null }, 'Status must be DRAFT or PUBLISHED'],
    [{ title: 'T', hpBlog: 'yes' }, 'hpBlog must be true or false'],
    [{ title: 'T', hp_blog: 1 }, 'hpBlog must be true or false'],
    [{ title: 'T', topics: 'abc' }, 'Topics must be a list of topic ids'],
    [{ title: 'T', topics: [0] }, 'Topics must be a list of topic ids'],
    [{ title: 'T', topics: ['x'] }, 'Topics must be a list of topic ids'],
    [{ title: 'T', topics: [{}] }, 'Topics must be a list of topic ids'],
    [{ title: 'T', topics: [{ name: 'Sports' }] }, 'Topics must be a list of topic ids'],
    [{ title: 'T', topics: Array.from({ length: 101 }, (_, i) => i + 1) }, 'A blog can have at most 100 topics'],
    ...BAD_URLS.map((imgUrl): [object, string] => [{ title: 'T', imgUrl }, 'Please enter a valid URL']),
  ])('answers 400 for %j', async (payload, message) => {
    const response = await admin.inject({ method: 'POST', url: BLOGS, payload });
    expectError(response, 400, message);
    expect(response.json().issues[0]).toMatchObject({ path: expect.stringMatching(/^body/), message });
  });

  it('answers 400 for a body that is not an object', async () => {
    expect((await admin.inject({ method: 'POST', url: BLOGS, payload: [] })).statusCode).toBe(400);
    const notJson = await admin.inject({
      method: 'POST',
      url: BLOGS,
      payload: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('GET /bms/cms/bac/blogs', () => {
  // Northfield (website 2) has no demo blogs, so its list is exactly what this block creates.
  let northfield: Blog[] = [];

  it('lists newest first', async () => {
    northfield = [];
    for (let i = 0; i < 12; i++) {
      northfield.push(
        await createBlog(other, { title: `Northfield ${i}`, status: i % 3 === 0 ? 'PUBLISHED' : 'DRAFT' }),
      );
    }
    const newestFirst = [...northfield].reverse().map((b) => b.id);
    const first = (await other.inject({ method: 'GET', url: BLOGS })).json();
    expect(first.totalElements).toBe(12);
    expect(first.content.map((b: Blog) => b.id)).toEqual(newestFirst.slice(0, 10));
    const second = (await other.inject({ method: 'GET', url: `${BLOGS}?page=1` })).json();
    expect(second.content.map((b: Blog) => b.id)).toEqual(newestFirst.slice(10));
  });

  it.each([
    ['PUBLISHED', 'PUBLISHED'],
    ['true', 'PUBLISHED'],
    ['DRAFT', 'DRAFT'],
    ['false', 'DRAFT'],
  ])('filters by status=%s', async (status, expected) => {
    const page = (await other.inject({ method: 'GET', url: `${BLOGS}?status=${status}&size=100` })).json();
    const wanted = northfield.filter((b) => b.status === expected).map((b) => b.id);
    expect(wanted.length).toBeGreaterThan(0);
    expect(page.totalElements).toBe(wanted.length);
    expect(page.content.map((b: Blog) => b.id)).toEqual([...wanted].reverse());
  });

  it('lists each blog with its topics and both spellings of hpBlog', async () => {
    const page = (await viewer.inject({ method: 'GET', url: `${BLOGS}?size=100` })).json();
    const fair = page.content.find((b: Blog) => b.title === 'Science Fair Winners Announced');
    expect(fair.topics.map((topic: Topic) => topic.title)).toEqual(['Academics', 'Student Life']);
    expect(page.content.every((b: Blog) => b.hp_blog === b.hpBlog)).toBe(true);
  });

  it('answers 400 for an unknown status', async () => {
    expectError(
      await admin.inject({ method: 'GET', url: `${BLOGS}?status=ARCHIVED` }),
      400,
      'Status must be DRAFT or PUBLISHED',
    );
  });
});

describe('PUT /bms/cms/bac/blogs/{id}', () => {
  it('replaces the fields and keeps the topics when none are sent', async () => {
    const topic = await createTopic(admin);
    const created = await createBlog(admin, { summary: 'Old', hpBlog: true, topics: [topic.id] });
    const response = await editor.inject({
      method: 'PUT',
      url: `${BLOGS}/${created.id}`,
      payload: {
        title: 'New title',
        creatorName: 'Priya',
        summary: 'New',
        description: '<h2 style="text-align: center">New</h2>',
        imgUrl: '/uploads/content/new.png',
        hp_blog: false,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Blog>();
    expect(updated).toMatchObject({
      id: created.id,
      title: 'New title',
      creatorName: 'Priya',
      summary: 'New',
      description: '<h2 style="text-align:center">New</h2>',
      imgUrl: '/uploads/content/new.png',
      status: 'DRAFT',
      hpBlog: false,
      hp_blog: false,
    });
    expect(updated.topics.map((x) => x.id)).toEqual([topic.id]);
  });

  it('replaces the topics when they are sent; [] removes them all', async () => {
    const [a, b] = [await createTopic(admin), await createTopic(admin)];
    const created = await createBlog(admin, { topics: [a.id] });
    const put = (topics: unknown) =>
      admin.inject({ method: 'PUT', url: `${BLOGS}/${created.id}`, payload: { title: created.title, topics } });
    expect((await put([b.id, { assetId: a.id }])).json().topics.map((x: Topic) => x.id)).toEqual([a.id, b.id]);
    expect((await put([b.id])).json().topics.map((x: Topic) => x.id)).toEqual([b.id]);
    expect((await put([])).json().topics).toEqual([]);
    expect(await linkCount(created.id)).toBe(0);
  });

  it('sets publishedDate when the blog becomes PUBLISHED and keeps it after', async () => {
    const created = await createBlog(admin);
    const put = (status: unknown) =>
      admin.inject({ method: 'PUT', url: `${BLOGS}/${created.id}`, payload: { title: created.title, status } });
    const published = (await put(true)).json<Blog>();
    expect(published.status).toBe('PUBLISHED');
    expect(published.publishedDate).toMatch(ISO_DATE);
    const again = (await put('PUBLISHED')).json<Blog>();
    expect(again.publishedDate).toBe(published.publishedDate);
    const draft = (await put(false)).json<Blog>();
    expect(draft.status).toBe('DRAFT');
    // The date of the last publication stays on record.
    expect(draft.publishedDate).toBe(published.publishedDate);
  });

  it("answers 404 for another website's topic and keeps the blog as it was", async () => {
    const mine = await createTopic(admin);
    const theirs = await createTopic(other);
    const created = await createBlog(admin, { title: 'Before', topics: [mine.id] });
    expectError(
      await admin.inject({
        method: 'PUT',
        url: `${BLOGS}/${created.id}`,
        payload: { title: 'After', topics: [theirs.id] },
      }),
      404,
      'Topic not found',
    );
    const after = (await getBlog(admin, created.id)).json<Blog>();
    expect(after.title).toBe('Before');
    expect(after.topics.map((x) => x.id)).toEqual([mine.id]);
  });

  it('validates like create', async () => {
    const created = await createBlog(admin);
    const url = `${BLOGS}/${created.id}`;
    expectError(await admin.inject({ method: 'PUT', url, payload: { title: '' } }), 400, 'Title is required');
    expectError(
      await admin.inject({ method: 'PUT', url, payload: { title: 'T', imgUrl: 'javascript:alert(1)' } }),
      400,
      'Please enter a valid URL',
    );
    expectError(
      await admin.inject({ method: 'PUT', url, payload: { title: 'T', status: 'LIVE' } }),
      400,
      'Status must be DRAFT or PUBLISHED',
    );
    expect((await getBlog(admin, created.id)).json()).toEqual(created);
  });
});

describe('DELETE /bms/cms/bac/blogs/{id}', () => {
  it('deletes the blog and its topic links, not the topics', async () => {
    const topic = await createTopic(admin);
    const created = await createBlog(admin, { topics: [topic.id] });
    expect(await linkCount(created.id)).toBe(1);
    expect((await editor.inject({ method: 'DELETE', url: `${BLOGS}/${created.id}` })).statusCode).toBe(200);
    expect(await linkCount(created.id)).toBe(0);
    expect((await admin.inject({ method: 'GET', url: `/bms/cms/tc/topics/${topic.id}` })).statusCode).toBe(200);
  });
});
