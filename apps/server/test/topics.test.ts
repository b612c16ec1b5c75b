import { blogsMessages, blogsPaths, topicsContract, type Blog, type Topic } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import {
  contentApp,
  expectAuthRequired,
  expectError,
  ISO_DATE,
  postCreated,
  unique,
  UNKNOWN_ID,
  type Client,
} from './content-support.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { t, admin, editor, viewer, other } = contentApp();

const TOPICS = blogsPaths.topics;
const blogTopics = (blogId: number | string) => `/bms/cms/tc/blogs/${blogId}/topics`;

describeScopedResource(topicsContract, {
  thing: 'Topic',
  table: 'topics',
  valid: () => ({ title: unique('Topic'), description: unique('About') }),
  invalid: { body: { title: ' ' }, message: blogsMessages.titleRequired },
  taken: blogsMessages.topicTitleTaken,
});

const createTopic = (client: Client, payload: object = {}) =>
  postCreated<Topic>(client, TOPICS, { title: unique('Topic'), ...payload });

const createBlog = (client: Client, topics: number[] = []) =>
  postCreated<Blog>(client, '/bms/cms/bac/blogs', { title: unique('Blog'), topics });

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

  it('makes the description optional', async () => {
    expect((await createTopic(admin, { description: null })).description).toBe('');
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
  });

  it("lists the demo school's topics", async () => {
    const page = (await viewer.inject({ method: 'GET', url: TOPICS })).json();
    expect(page.content.map((x: Topic) => x.title)).toEqual(expect.arrayContaining(['Academics', 'Athletics']));
  });
});

describe('PUT /bms/cms/tc/topics', () => {
  it('takes the id from assetId (the topic screen), as a number or a string', async () => {
    const created = await createTopic(admin);
    expect((await putTopic(admin, { assetId: created.id, title: 'By assetId' })).json().title).toBe('By assetId');
    expect((await putTopic(admin, { assetId: String(created.id), title: 'By string' })).json().title).toBe('By string');
  });

  it.each([
    [{ title: 'No id' }, 'Topic id is required'],
    [{ assetId: -4, title: 'X' }, 'Invalid id'],
    [{ id: 1, title: '' }, 'Title is required'],
    [{ id: 1 }, 'Title is required'],
  ])('answers 400 for %j', async (payload, message) => {
    expectError(await putTopic(admin, payload), 400, message);
  });
});

describe('DELETE /bms/cms/tc/topics/{id}', () => {
  it('deletes the topic and its links to blogs, not the blogs', async () => {
    const [gone, kept] = [await createTopic(admin), await createTopic(admin)];
    const blog = await createBlog(admin, [gone.id, kept.id]);
    expect((await editor.inject({ method: 'DELETE', url: `${TOPICS}/${gone.id}` })).statusCode).toBe(200);
    const after = await admin.inject({ method: 'GET', url: `/bms/cms/bac/blogs/${blog.id}` });
    expect(after.statusCode).toBe(200);
    expect(after.json().topics.map((x: Topic) => x.id)).toEqual([kept.id]);
    const links = await t.database.db.selectFrom('blog_topics').selectAll().where('topic_id', '=', gone.id).execute();
    expect(links).toEqual([]);
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
  it("a blog's topics need a live token", async () => {
    const topic = await createTopic(admin);
    const blog = await createBlog(admin);
    await expectAuthRequired(t.app, [
      { method: 'GET', url: blogTopics(blog.id) },
      { method: 'POST', url: `${blogTopics(blog.id)}/${topic.id}` },
      { method: 'DELETE', url: `${blogTopics(blog.id)}/${topic.id}` },
    ]);
    expect((await getTopic(admin, topic.id)).json()).toEqual(topic);
  });
});
