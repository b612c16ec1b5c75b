import type { Blog, Topic } from '@cms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentClients,
  expectAuthRequired,
  expectError,
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

const TOPICS = '/bms/cms/tc/topics';
const blogTopics = (blogId: number | string) => `/bms/cms/tc/blogs/${blogId}/topics`;

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

async function createTopic(client: Client, payload: object = {}) {
  const response = await client.inject({
    method: 'POST',
    url: TOPICS,
    payload: { title: unique('Topic'), ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Topic>();
}

async function createBlog(client: Client, topics: number[] = []) {
  const response = await client.inject({
    method: 'POST',
    url: '/bms/cms/bac/blogs',
    payload: { title: unique('Blog'), topics },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Blog>();
}

const getTopic = (client: Client, id: number | string) => client.inject({ method: 'GET', url: `${TOPICS}/${id}` });
const putTopic = (client: Client, payload: object) => client.inject({ method: 'PUT', url: TOPICS, payload });

describe('POST /bms/cms/tc/topics', () => {
  it('creates a topic with id and assetId, title and name', async () => {
    const response = await editor.inject({
      method: 'POST',
      url: TOPICS,
      payload: { title: ' Robotics ', description: 'Builders and coders' },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Topic>();
    expect(created).toEqual({
      id: expect.any(Number),
      assetId: created.id,
      title: 'Robotics',
      name: 'Robotics',
      description: 'Builders and coders',
      createdDate: expect.stringMatching(ISO_DATE),
      updatedDate: created.createdDate,
    });
    expect((await getTopic(admin, created.id)).json()).toEqual(created);
  });

  it('makes the description optional and ignores the fields the server owns', async () => {
    const created = await createTopic(admin, {
      id: 1,
      assetId: 1,
      assetOwnerId: 2,
      createdDate: '2001-01-01T00:00:00.000Z',
      description: null,
    });
    expect(created.id).not.toBe(1);
    expect(created.description).toBe('');
    expect(created.createdDate).not.toContain('2001');
    expectError(await getTopic(other, created.id), 404, 'Topic not found');
  });

  it('refuses a title the website already has, in any case; another website may use it', async () => {
    await createTopic(admin, { title: 'Debate Club' });
    for (const title of ['Debate Club', 'debate club', ' DEBATE CLUB ']) {
      expectError(
        await admin.inject({ method: 'POST', url: TOPICS, payload: { title } }),
        409,
        'A topic with this title already exists',
      );
    }
    expect((await createTopic(other, { title: 'Debate Club' })).title).toBe('Debate Club');
  });

  it.each([
    [{}, 'Title is required'],
    [{ title: '' }, 'Title is required'],
    [{ title: '   ' }, 'Title is required'],
    [{ title: 7 }, 'Title is required'],
    [{ title: 'x'.repeat(256) }, 'Must be at most 255 characters'],
    [{ title: 'T', description: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
    [{ title: 'T', description: ['x'] }, 'Must be text'],
  ])('answers 400 for %j', async (payload, message) => {
    expectError(await admin.inject({ method: 'POST', url: TOPICS, payload }), 400, message);
  });

  it('refuses a VIEWER', async () => {
    expectError(
      await viewer.inject({ method: 'POST', url: TOPICS, payload: { title: 'Nope' } }),
      403,
      'You do not have permission to edit topics',
    );
  });
});

describe('GET /bms/cms/tc/topics', () => {
  it('answers a page of topics in alphabetical order', async () => {
    const empty = (await other.inject({ method: 'GET', url: `${TOPICS}?size=100` })).json();
    const names = ['banana', 'Apple', 'cherry', 'Date', 'elder', 'Fig'];
    for (const title of names) await createTopic(other, { title: `Fruit ${title}` });
    const all = (await other.inject({ method: 'GET', url: `${TOPICS}?size=100` })).json();
    expect(all.totalElements).toBe(empty.totalElements + names.length);
    const fruit = all.content.map((x: Topic) => x.title).filter((x: string) => x.startsWith('Fruit'));
    expect(fruit).toEqual(['Fruit Apple', 'Fruit banana', 'Fruit cherry', 'Fruit Date', 'Fruit elder', 'Fruit Fig']);
    const page = (await other.inject({ method: 'GET', url: `${TOPICS}?page=1&size=2` })).json();
    expect(page).toMatchObject({
      size: 2,
      number: 1,
      first: false,
      totalElements: all.totalElements,
      totalPages: Math.ceil(all.totalElements / 2),
    });
    expect(page.content).toEqual(all.content.slice(2, 4));
  });

  it("lists the demo school's topics with the default page size, for a VIEWER too", async () => {
    const response = await viewer.inject({ method: 'GET', url: TOPICS });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ size: 10, number: 0, first: true });
    expect(page.content.map((x: Topic) => x.title)).toEqual(expect.arrayContaining(['Academics', 'Athletics']));
    expect(page.content.map((x: Topic) => x.title)).not.toContain('Fruit Apple');
  });

  it.each([
    ['page=-1', 'page must be a whole number from 0'],
    ['size=0', 'size must be a whole number from 1'],
  ])('answers 400 for ?%s', async (query, message) => {
    expectError(await admin.inject({ method: 'GET', url: `${TOPICS}?${query}` }), 400, message);
  });
});

describe('GET /bms/cms/tc/topics/{id} and /name/{name}', () => {
  it('finds a topic by id and by name, whatever the case', async () => {
    const created = await createTopic(admin, { title: 'Field Trips & Tours' });
    expect((await getTopic(viewer, created.id)).json()).toEqual(created);
    for (const name of ['Field Trips & Tours', 'field trips & tours']) {
      const response = await viewer.inject({ method: 'GET', url: `${TOPICS}/name/${encodeURIComponent(name)}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(created);
    }
  });

  it("answers 404 for unknown ids and names and for another website's topic", async () => {
    const theirs = await createTopic(other, { title: 'Northfield Only' });
    expectError(await getTopic(admin, UNKNOWN_ID), 404, 'Topic not found');
    expectError(await getTopic(admin, theirs.id), 404, 'Topic not found');
    expectError(await admin.inject({ method: 'GET', url: `${TOPICS}/name/Nothing%20here` }), 404, 'Topic not found');
    expectError(await admin.inject({ method: 'GET', url: `${TOPICS}/name/Northfield%20Only` }), 404, 'Topic not found');
  });

  it.each(MALFORMED_IDS)('answers 400 for the id %s', async (id) => {
    expectError(await getTopic(admin, id), 400, 'Invalid id');
  });
});

describe('PUT /bms/cms/tc/topics', () => {
  it('updates the topic named by id in the body', async () => {
    const created = await createTopic(admin, { description: 'old' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await putTopic(editor, { id: created.id, title: 'Renamed', description: 'new' });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Topic>();
    expect(updated).toMatchObject({ id: created.id, assetId: created.id, title: 'Renamed', name: 'Renamed' });
    expect(updated.description).toBe('new');
    expect(updated.createdDate).toBe(created.createdDate);
    expect(updated.updatedDate > created.updatedDate).toBe(true);
  });

  it('takes the id from assetId (the topic screen), as a number or a string', async () => {
    const created = await createTopic(admin);
    expect((await putTopic(admin, { assetId: created.id, title: 'By assetId' })).json().title).toBe('By assetId');
    expect((await putTopic(admin, { assetId: String(created.id), title: 'By string' })).json().title).toBe('By string');
  });

  it('allows a change of case in its own title, refuses the title of another topic', async () => {
    const first = await createTopic(admin, { title: 'Chess' });
    await createTopic(admin, { title: 'Drama' });
    expect((await putTopic(admin, { id: first.id, title: 'CHESS' })).json().title).toBe('CHESS');
    expectError(await putTopic(admin, { id: first.id, title: 'drama' }), 409, 'A topic with this title already exists');
    expect((await getTopic(admin, first.id)).json().title).toBe('CHESS');
  });

  it("answers 404 for an unknown id and another website's topic", async () => {
    expectError(await putTopic(admin, { id: UNKNOWN_ID, title: 'X' }), 404, 'Topic not found');
    const theirs = await createTopic(other, { title: 'Theirs' });
    expectError(await putTopic(admin, { id: theirs.id, title: 'Mine now' }), 404, 'Topic not found');
    expect((await getTopic(other, theirs.id)).json().title).toBe('Theirs');
  });

  it.each([
    [{ title: 'No id' }, 'Topic id is required'],
    [{ id: 0, title: 'X' }, 'Invalid id'],
    [{ id: 'abc', title: 'X' }, 'Invalid id'],
    [{ assetId: -4, title: 'X' }, 'Invalid id'],
    [{ id: 1, title: '' }, 'Title is required'],
    [{ id: 1 }, 'Title is required'],
  ])('answers 400 for %j', async (payload, message) => {
    expectError(await putTopic(admin, payload), 400, message);
  });

  it('refuses a VIEWER', async () => {
    const created = await createTopic(admin);
    expectError(
      await putTopic(viewer, { id: created.id, title: 'X' }),
      403,
      'You do not have permission to edit topics',
    );
  });
});

describe('DELETE /bms/cms/tc/topics/{id}', () => {
  it('deletes the topic and its links to blogs, not the blogs', async () => {
    const [gone, kept] = [await createTopic(admin), await createTopic(admin)];
    const blog = await createBlog(admin, [gone.id, kept.id]);
    const response = await editor.inject({ method: 'DELETE', url: `${TOPICS}/${gone.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Topic deleted successfully' });
    expectError(await getTopic(admin, gone.id), 404, 'Topic not found');
    const after = await admin.inject({ method: 'GET', url: `/bms/cms/bac/blogs/${blog.id}` });
    expect(after.statusCode).toBe(200);
    expect(after.json().topics.map((x: Topic) => x.id)).toEqual([kept.id]);
    const links = await t.database.db.selectFrom('blog_topics').selectAll().where('topic_id', '=', gone.id).execute();
    expect(links).toEqual([]);
  });

  it("answers 404 for an unknown id and another website's topic, 403 for a VIEWER, 400 for a malformed id", async () => {
    expectError(await admin.inject({ method: 'DELETE', url: `${TOPICS}/${UNKNOWN_ID}` }), 404, 'Topic not found');
    const theirs = await createTopic(other);
    expectError(await admin.inject({ method: 'DELETE', url: `${TOPICS}/${theirs.id}` }), 404, 'Topic not found');
    expect((await getTopic(other, theirs.id)).statusCode).toBe(200);
    const mine = await createTopic(admin);
    expectError(
      await viewer.inject({ method: 'DELETE', url: `${TOPICS}/${mine.id}` }),
      403,
      'You do not have permission to edit topics',
    );
    expect((await getTopic(admin, mine.id)).statusCode).toBe(200);
    expectError(await admin.inject({ method: 'DELETE', url: `${TOPICS}/-3` }), 400, 'Invalid id');
  });
});

describe("a blog's topics", () => {
  it('GET answers a plain array of the topics, alphabetically', async () => {
    const b = await createTopic(admin, { title: 'Zeta Blog Topic' });
    const a = await createTopic(admin, { title: 'Alpha Blog Topic' });
    const blog = await createBlog(admin, [b.id, a.id]);
    const response = await viewer.inject({ method: 'GET', url: blogTopics(blog.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([a, b]);
    const bare = await createBlog(admin);
    expect((await admin.inject({ method: 'GET', url: blogTopics(bare.id) })).json()).toEqual([]);
  });

  it('POST adds a topic (twice changes nothing) and DELETE removes it', async () => {
    const topic = await createTopic(admin);
    const blog = await createBlog(admin);
    const url = `${blogTopics(blog.id)}/${topic.id}`;
    const added = await editor.inject({ method: 'POST', url });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual([topic]);
    expect((await editor.inject({ method: 'POST', url })).json()).toEqual([topic]);
    const blogAfter = await admin.inject({ method: 'GET', url: `/bms/cms/bac/blogs/${blog.id}` });
    expect(blogAfter.json().topics.map((x: Topic) => x.id)).toEqual([topic.id]);
    const removed = await editor.inject({ method: 'DELETE', url });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([]);
    // Removing a topic the blog does not have changes nothing.
    expect((await editor.inject({ method: 'DELETE', url })).json()).toEqual([]);
    expect((await getTopic(admin, topic.id)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown or another website's blog or topic", async () => {
    const myBlog = await createBlog(admin);
    const myTopic = await createTopic(admin);
    const theirBlog = await createBlog(other);
    const theirTopic = await createTopic(other);
    expectError(await admin.inject({ method: 'GET', url: blogTopics(UNKNOWN_ID) }), 404, 'Blog not found');
    expectError(await admin.inject({ method: 'GET', url: blogTopics(theirBlog.id) }), 404, 'Blog not found');
    for (const method of ['POST', 'DELETE'] as const) {
      const cases: [number, number, string][] = [
        [UNKNOWN_ID, myTopic.id, 'Blog not found'],
        [theirBlog.id, myTopic.id, 'Blog not found'],
        [myBlog.id, UNKNOWN_ID, 'Topic not found'],
        [myBlog.id, theirTopic.id, 'Topic not found'],
      ];
      for (const [blogId, topicId, message] of cases) {
        expectError(await admin.inject({ method, url: `${blogTopics(blogId)}/${topicId}` }), 404, message);
      }
    }
    const links = await t.database.db
      .selectFrom('blog_topics')
      .selectAll()
      .where((eb) => eb.or([eb('blog_id', '=', theirBlog.id), eb('topic_id', '=', theirTopic.id)]))
      .execute();
    expect(links).toEqual([]);
  });

  it('answers 400 for malformed ids and 403 for a VIEWER', async () => {
    const blog = await createBlog(admin);
    const topic = await createTopic(admin);
    expectError(await admin.inject({ method: 'GET', url: blogTopics('abc') }), 400, 'Invalid id');
    expectError(await admin.inject({ method: 'POST', url: `${blogTopics(blog.id)}/0` }), 400, 'Invalid id');
    expectError(await admin.inject({ method: 'DELETE', url: `${blogTopics('x')}/${topic.id}` }), 400, 'Invalid id');
    for (const method of ['POST', 'DELETE'] as const) {
      expectError(
        await viewer.inject({ method, url: `${blogTopics(blog.id)}/${topic.id}` }),
        403,
        'You do not have permission to edit topics',
      );
    }
    expect((await admin.inject({ method: 'GET', url: blogTopics(blog.id) })).json()).toEqual([]);
  });
});

describe('access', () => {
  it('every topic call needs a live token', async () => {
    const topic = await createTopic(admin);
    const blog = await createBlog(admin);
    await expectAuthRequired(t.app, [
      { method: 'GET', url: TOPICS },
      { method: 'POST', url: TOPICS, payload: { title: 'T' } },
      { method: 'PUT', url: TOPICS, payload: { id: topic.id, title: 'T' } },
      { method: 'GET', url: `${TOPICS}/${topic.id}` },
      { method: 'GET', url: `${TOPICS}/name/${encodeURIComponent(topic.title)}` },
      { method: 'DELETE', url: `${TOPICS}/${topic.id}` },
      { method: 'GET', url: blogTopics(blog.id) },
      { method: 'POST', url: `${blogTopics(blog.id)}/${topic.id}` },
      { method: 'DELETE', url: `${blogTopics(blog.id)}/${topic.id}` },
    ]);
    expect((await getTopic(admin, topic.id)).json()).toEqual(topic);
  });
});
