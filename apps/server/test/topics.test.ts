import { blogsMessages, blogsPaths, topicsMessages, type Topic } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { contentApp, expectAuthRequired, expectError, UNKNOWN_ID } from './content-support.js';
import { blogs, topics } from './resources/blogs.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { t, admin, editor, viewer, other } = contentApp();

const blogTopics = (blogId: number | string) => blogsPaths.blogTopics.replace(':blogId', `${blogId}`);

describeScopedResource(topics, {
  invalid: { body: { title: ' ' }, message: blogsMessages.titleRequired },
  refused: {
    'Title is required': [{}, { title: '' }, { title: 7 }],
    'Must be at most 255 characters': [{ title: 'x'.repeat(256) }],
    'Must be at most 1000 characters': [{ title: 'T', description: 'x'.repeat(1001) }],
    'Must be text': [{ title: 'T', description: ['x'] }],
  },

  taken: topicsMessages.titleTaken,
  // With id and assetId, title and name.
  created: {
    body: { title: ' Robotics ', description: 'Builders and coders' },
    answer: { assetId: expect.any(Number), title: 'Robotics', name: 'Robotics', description: 'Builders and coders' },
  },
});

const putTopic = (payload: object) => admin.inject({ method: 'PUT', url: topics.path, payload });

describe('POST /bms/cms/tc/topics', () => {
  it('carries its id as assetId too (the topic screen reads it)', async () => {
    const created = await topics.create(admin);
    expect(created.assetId).toBe(created.id);
  });

  it('makes the description optional', async () => {
    expect((await topics.create(admin, { description: null })).description).toBe('');
  });
});

describe('GET /bms/cms/tc/topics', () => {
  it('answers a page of topics in alphabetical order', async () => {
    const empty = await topics.page(other, 'size=100');
    const names = ['banana', 'Apple', 'cherry', 'Date', 'elder', 'Fig'];
    for (const title of names) await topics.create(other, { title: `Fruit ${title}` });
    const all = await topics.page(other, 'size=100');
    expect(all.totalElements).toBe(empty.totalElements + names.length);
    const fruit = all.content.map((x) => x.title).filter((x) => x.startsWith('Fruit'));
    expect(fruit).toEqual(['Fruit Apple', 'Fruit banana', 'Fruit cherry', 'Fruit Date', 'Fruit elder', 'Fruit Fig']);
  });

  it("lists the demo school's topics", async () => {
    const page = await topics.page(viewer);
    expect(page.content.map((x: Topic) => x.title)).toEqual(expect.arrayContaining(['Academics', 'Athletics']));
  });
});

describe('PUT /bms/cms/tc/topics', () => {
  it('takes the id from assetId (the topic screen), as a number or a string', async () => {
    const created = await topics.create(admin);
    expect((await putTopic({ assetId: created.id, title: 'By assetId' })).json().title).toBe('By assetId');
    expect((await putTopic({ assetId: String(created.id), title: 'By string' })).json().title).toBe('By string');
  });

  it.each([
    [{ title: 'No id' }, 'Topic id is required'],
    [{ assetId: -4, title: 'X' }, 'Invalid id'],
  ])('answers 400 for %j', async (payload, message) => {
    expectError(await putTopic(payload), 400, message);
  });
});

describe("a blog's topics", () => {
  it('GET answers a plain array of the topics, alphabetically', async () => {
    const b = await topics.create(admin, { title: 'Zeta Blog Topic' });
    const a = await topics.create(admin, { title: 'Alpha Blog Topic' });
    const blog = await blogs.create(admin, { topics: [b.id, a.id] });
    const response = await viewer.inject({ method: 'GET', url: blogTopics(blog.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([a, b]);
    const bare = await blogs.create(admin);
    expect((await admin.inject({ method: 'GET', url: blogTopics(bare.id) })).json()).toEqual([]);
  });

  it('POST adds a topic (twice changes nothing) and DELETE removes it', async () => {
    const topic = await topics.create(admin);
    const blog = await blogs.create(admin);
    const url = `${blogTopics(blog.id)}/${topic.id}`;
    const added = await editor.inject({ method: 'POST', url });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual([topic]);
    expect((await editor.inject({ method: 'POST', url })).json()).toEqual([topic]);
    expect((await blogs.read(admin, blog.id)).topics.map((x) => x.id)).toEqual([topic.id]);
    const removed = await editor.inject({ method: 'DELETE', url });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([]);
    // Removing a topic the blog does not have changes nothing.
    expect((await editor.inject({ method: 'DELETE', url })).json()).toEqual([]);
    expect(await topics.read(admin, topic.id)).toEqual(topic);
  });

  it("answers 404 for an unknown or another website's blog or topic", async () => {
    const myBlog = await blogs.create(admin);
    const myTopic = await topics.create(admin);
    const theirBlog = await blogs.create(other);
    const theirTopic = await topics.create(other);
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
    const blog = await blogs.create(admin);
    const topic = await topics.create(admin);
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
    const topic = await topics.create(admin);
    const blog = await blogs.create(admin);
    await expectAuthRequired(t.app, [
      { method: 'GET', url: blogTopics(blog.id) },
      { method: 'POST', url: `${blogTopics(blog.id)}/${topic.id}` },
      { method: 'DELETE', url: `${blogTopics(blog.id)}/${topic.id}` },
    ]);
    expect(await topics.read(admin, topic.id)).toEqual(topic);
  });
});
