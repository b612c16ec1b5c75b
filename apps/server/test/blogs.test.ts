import type { Blog, Topic } from '@cms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_URLS,
  contentClients,
  expectAuthRequired,
  expectError,
  GOOD_URLS,
  ISO_DATE,
  MALFORMED_IDS,
  UNKNOWN_ID,
  type Client,
} from './content-support.js';
import { createTestApp, type TestApp } from './helper.js';

let t: TestApp;
let admin: Client;
let editor: Client;
let viewer: Client;
let other: Client;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, editor, viewer, other } = await contentClients(t.app));
});
afterAll(() => t.close());

const BLOGS = '/bms/cms/bac/blogs';

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

async function createBlog(client: Client, payload: object = {}) {
  const response = await client.inject({ method: 'POST', url: BLOGS, payload: { title: unique('Blog'), ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Blog>();
}

async function createTopic(client: Client, title = unique('Topic')) {
  const response = await client.inject({ method: 'POST', url: '/bms/cms/tc/topics', payload: { title } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Topic>();
}

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

  it('ignores the fields the server owns', async () => {
    const someone = await createBlog(admin);
    const created = await createBlog(admin, {
      id: someone.id,
      assetOwnerId: 2,
      website_id: 2,
      createdDate: '2001-01-01T00:00:00.000Z',
      updatedDate: '2001-01-01T00:00:00.000Z',
      publishedDate: '2001-01-01T00:00:00.000Z',
      createdBy: 99,
      updatedBy: 99,
      deleted: true,
    });
    expect(created.id).toBeGreaterThan(someone.id);
    expect(created.createdDate).not.toContain('2001');
    expect(created.publishedDate).toBeNull();
    expect(created).not.toHaveProperty('assetOwnerId');
    expect(created).not.toHaveProperty('deleted');
    // It belongs to the session's website, not the body's.
    expect((await getBlog(admin, created.id)).statusCode).toBe(200);
    expectError(await getBlog(other, created.id), 404, 'Blog not found');
    const row = await t.database.db.selectFrom('blogs').selectAll().where('id', '=', created.id).executeTakeFirst();
    expect(row).toMatchObject({ website_id: 1, created_by: admin.id, updated_by: admin.id });
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

  it('lets an EDITOR create and refuses a VIEWER', async () => {
    expect((await createBlog(editor)).status).toBe('DRAFT');
    expectError(
      await viewer.inject({ method: 'POST', url: BLOGS, payload: { title: 'Not mine' } }),
      403,
      'You do not have permission to edit blogs',
    );
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

  it('answers an empty page for a website without blogs', async () => {
    const response = await other.inject({ method: 'GET', url: BLOGS });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      size: 10,
      number: 0,
      first: true,
      last: true,
    });
  });

  it('answers pages of 10 by default, newest first', async () => {
    northfield = [];
    for (let i = 0; i < 12; i++) {
      northfield.push(
        await createBlog(other, { title: `Northfield ${i}`, status: i % 3 === 0 ? 'PUBLISHED' : 'DRAFT' }),
      );
    }
    const newestFirst = [...northfield].reverse().map((b) => b.id);
    const first = (await other.inject({ method: 'GET', url: BLOGS })).json();
    expect(first).toMatchObject({ totalElements: 12, totalPages: 2, size: 10, number: 0, first: true, last: false });
    expect(first.content.map((b: Blog) => b.id)).toEqual(newestFirst.slice(0, 10));
    const second = (await other.inject({ method: 'GET', url: `${BLOGS}?page=1&size=10` })).json();
    expect(second).toMatchObject({ totalElements: 12, totalPages: 2, size: 10, number: 1, first: false, last: true });
    expect(second.content.map((b: Blog) => b.id)).toEqual(newestFirst.slice(10));
    const small = (await other.inject({ method: 'GET', url: `${BLOGS}?page=2&size=5` })).json();
    expect(small).toMatchObject({ totalPages: 3, size: 5, number: 2, last: true });
    expect(small.content.map((b: Blog) => b.id)).toEqual(newestFirst.slice(10, 12));
    const beyond = (await other.inject({ method: 'GET', url: `${BLOGS}?page=7` })).json();
    expect(beyond).toMatchObject({ content: [], totalElements: 12, number: 7, last: true });
    const capped = (await other.inject({ method: 'GET', url: `${BLOGS}?size=500` })).json();
    expect(capped.size).toBe(100);
    expect(capped.content).toHaveLength(12);
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

  it("lists only the session's website, with topics, and VIEWERs may read it", async () => {
    const page = (await viewer.inject({ method: 'GET', url: `${BLOGS}?size=100` })).json();
    const titles = page.content.map((b: Blog) => b.title);
    expect(titles).toContain('Science Fair Winners Announced');
    expect(titles).not.toContain('Northfield 0');
    const fair = page.content.find((b: Blog) => b.title === 'Science Fair Winners Announced');
    expect(fair.topics.map((topic: Topic) => topic.title)).toEqual(['Academics', 'Student Life']);
    expect(page.content.every((b: Blog) => b.hp_blog === b.hpBlog)).toBe(true);
  });

  it.each([
    ['page=-1', 'page must be a whole number from 0'],
    ['page=abc', 'page must be a whole number from 0'],
    ['size=0', 'size must be a whole number from 1'],
    ['size=1.5', 'size must be a whole number from 1'],
    ['status=ARCHIVED', 'Status must be DRAFT or PUBLISHED'],
  ])('answers 400 for ?%s', async (query, message) => {
    expectError(await admin.inject({ method: 'GET', url: `${BLOGS}?${query}` }), 400, message);
  });
});

describe('GET /bms/cms/bac/blogs/{id}', () => {
  it('answers the blog; VIEWERs may read it', async () => {
    const created = await createBlog(admin, { summary: 'Read me' });
    const response = await getBlog(viewer, created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it("answers 404 for an unknown id and for another website's blog", async () => {
    expectError(await getBlog(admin, UNKNOWN_ID), 404, 'Blog not found');
    const theirs = await createBlog(other);
    expectError(await getBlog(admin, theirs.id), 404, 'Blog not found');
    const mine = await createBlog(admin);
    expectError(await getBlog(other, mine.id), 404, 'Blog not found');
  });

  it.each(MALFORMED_IDS)('answers 400 for the id %s', async (id) => {
    expectError(await admin.inject({ method: 'GET', url: `${BLOGS}/${id}` }), 400, 'Invalid id');
  });
});

describe('PUT /bms/cms/bac/blogs/{id}', () => {
  it('replaces the fields, keeps createdDate and the topics when none are sent', async () => {
    const topic = await createTopic(admin);
    const created = await createBlog(admin, { summary: 'Old', hpBlog: true, topics: [topic.id] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await editor.inject({
      method: 'PUT',
      url: `${BLOGS}/${created.id}`,
      payload: {
        id: created.id + 1000,
        title: 'New title',
        creatorName: 'Priya',
        summary: 'New',
        description: '<h2 style="text-align: center">New</h2>',
        imgUrl: '/uploads/content/new.png',
        hp_blog: false,
        createdDate: '2001-01-01T00:00:00.000Z',
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
      createdDate: created.createdDate,
    });
    expect(updated.updatedDate > created.updatedDate).toBe(true);
    expect(updated.topics.map((x) => x.id)).toEqual([topic.id]);
    const row = await t.database.db.selectFrom('blogs').selectAll().where('id', '=', created.id).executeTakeFirst();
    expect(row).toMatchObject({ created_by: admin.id, updated_by: editor.id });
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

  it("answers 404 for an unknown id and another website's blog, changing nothing", async () => {
    const payload = { title: 'Taken over' };
    expectError(await admin.inject({ method: 'PUT', url: `${BLOGS}/${UNKNOWN_ID}`, payload }), 404, 'Blog not found');
    const theirs = await createBlog(other, { title: 'Northfield news' });
    expectError(await admin.inject({ method: 'PUT', url: `${BLOGS}/${theirs.id}`, payload }), 404, 'Blog not found');
    expect((await getBlog(other, theirs.id)).json().title).toBe('Northfield news');
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

  it('validates like create, and refuses a VIEWER', async () => {
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
    expectError(
      await viewer.inject({ method: 'PUT', url, payload: { title: 'T' } }),
      403,
      'You do not have permission to edit blogs',
    );
    expectError(await admin.inject({ method: 'PUT', url: `${BLOGS}/abc`, payload: { title: 'T' } }), 400, 'Invalid id');
    expect((await getBlog(admin, created.id)).json()).toEqual(created);
  });
});

describe('PATCH /bms/cms/bac/blogs/{id}/publish', () => {
  it('publishes a draft with publishedDate, and publishing again keeps the date', async () => {
    const created = await createBlog(admin, { hpBlog: true });
    const response = await editor.inject({ method: 'PATCH', url: `${BLOGS}/${created.id}/publish` });
    expect(response.statusCode).toBe(200);
    const published = response.json<Blog>();
    expect(published).toMatchObject({ id: created.id, status: 'PUBLISHED', hpBlog: true, title: created.title });
    expect(published.publishedDate).toMatch(ISO_DATE);
    const again = (await admin.inject({ method: 'PATCH', url: `${BLOGS}/${created.id}/publish` })).json<Blog>();
    expect(again.publishedDate).toBe(published.publishedDate);
    expect((await getBlog(admin, created.id)).json().status).toBe('PUBLISHED');
  });

  it("answers 404 for an unknown id and another website's blog, 400 for a malformed id, 403 for a VIEWER", async () => {
    const theirs = await createBlog(other);
    expectError(await admin.inject({ method: 'PATCH', url: `${BLOGS}/${UNKNOWN_ID}/publish` }), 404, 'Blog not found');
    expectError(await admin.inject({ method: 'PATCH', url: `${BLOGS}/${theirs.id}/publish` }), 404, 'Blog not found');
    expect((await getBlog(other, theirs.id)).json().status).toBe('DRAFT');
    expectError(await admin.inject({ method: 'PATCH', url: `${BLOGS}/0/publish` }), 400, 'Invalid id');
    const mine = await createBlog(admin);
    expectError(
      await viewer.inject({ method: 'PATCH', url: `${BLOGS}/${mine.id}/publish` }),
      403,
      'You do not have permission to edit blogs',
    );
    expect((await getBlog(admin, mine.id)).json().status).toBe('DRAFT');
  });
});

describe('DELETE /bms/cms/bac/blogs/{id}', () => {
  it('deletes the blog and its topic links, not the topics', async () => {
    const topic = await createTopic(admin);
    const created = await createBlog(admin, { topics: [topic.id] });
    expect(await linkCount(created.id)).toBe(1);
    const response = await editor.inject({ method: 'DELETE', url: `${BLOGS}/${created.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Blog deleted successfully' });
    expectError(await getBlog(admin, created.id), 404, 'Blog not found');
    expect(await linkCount(created.id)).toBe(0);
    expect((await admin.inject({ method: 'GET', url: `/bms/cms/tc/topics/${topic.id}` })).statusCode).toBe(200);
    expectError(await admin.inject({ method: 'DELETE', url: `${BLOGS}/${created.id}` }), 404, 'Blog not found');
  });

  it("answers 404 for an unknown id and another website's blog, 403 for a VIEWER, 400 for a malformed id", async () => {
    expectError(await admin.inject({ method: 'DELETE', url: `${BLOGS}/${UNKNOWN_ID}` }), 404, 'Blog not found');
    const theirs = await createBlog(other);
    expectError(await admin.inject({ method: 'DELETE', url: `${BLOGS}/${theirs.id}` }), 404, 'Blog not found');
    expect((await getBlog(other, theirs.id)).statusCode).toBe(200);
    const mine = await createBlog(admin);
    expectError(
      await viewer.inject({ method: 'DELETE', url: `${BLOGS}/${mine.id}` }),
      403,
      'You do not have permission to edit blogs',
    );
    expect((await getBlog(admin, mine.id)).statusCode).toBe(200);
    expectError(await admin.inject({ method: 'DELETE', url: `${BLOGS}/x` }), 400, 'Invalid id');
  });
});

describe('access', () => {
  it('every blog call needs a live token', async () => {
    const blog = await createBlog(admin);
    await expectAuthRequired(t.app, [
      { method: 'GET', url: BLOGS },
      { method: 'POST', url: BLOGS, payload: { title: 'T' } },
      { method: 'GET', url: `${BLOGS}/${blog.id}` },
      { method: 'PUT', url: `${BLOGS}/${blog.id}`, payload: { title: 'T' } },
      { method: 'PATCH', url: `${BLOGS}/${blog.id}/publish` },
      { method: 'DELETE', url: `${BLOGS}/${blog.id}` },
    ]);
    expect((await getBlog(admin, blog.id)).json()).toEqual(blog);
  });
});
