import { blogsMessages } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { contentApp, ISO_DATE } from './content-support.js';
import { blogs, topics } from './resources/blogs.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { admin, viewer } = contentApp();

describeScopedResource(blogs, {
  invalid: { body: { title: '' }, message: blogsMessages.titleRequired },
  refused: {
    'Title is required': [{}, { title: '   ' }, { title: null }, { title: 42 }],
    'Must be at most 255 characters': [{ title: 'x'.repeat(256) }],
    'Must be at most 100 characters': [{ title: 'T', creatorName: 'x'.repeat(101) }],
    'Must be at most 1000 characters': [{ title: 'T', summary: 'x'.repeat(1001) }],
    'Must be text': [
      { title: 'T', summary: 5 },
      { title: 'T', description: { html: '<p>' } },
    ],
    'Must be at most 200000 characters': [{ title: 'T', description: 'x'.repeat(200_001) }],
    'Status must be DRAFT or PUBLISHED': [
      { title: 'T', status: 'ARCHIVED' },
      { title: 'T', status: 'published' },
      { title: 'T', status: 1 },
      { title: 'T', status: null },
    ],
    'hpBlog must be true or false': [
      { title: 'T', hpBlog: 'yes' },
      { title: 'T', hp_blog: 1 },
    ],
    'Topics must be a list of topic ids': [
      { title: 'T', topics: 'abc' },
      { title: 'T', topics: [0] },
      { title: 'T', topics: ['x'] },
      { title: 'T', topics: [{}] },
      { title: 'T', topics: [{ name: 'Sports' }] },
    ],
    'A blog can have at most 100 topics': [{ title: 'T', topics: Array.from({ length: 101 }, (_, i) => i + 1) }],
  },

  urls: { fields: ['imgUrl'], message: blogsMessages.invalidUrl },
  newestFirst: true,
  filters: {
    field: 'status',
    values: [
      ['PUBLISHED', 'PUBLISHED'],
      ['true', 'PUBLISHED'],
      ['DRAFT', 'DRAFT'],
      ['false', 'DRAFT'],
    ],
    invalid: blogsMessages.statusInvalid,
  },
  links: {
    target: topics,
    thing: 'Topic',
    label: 'title',
    field: 'topics',
    listed: 'topics',
    table: 'blog_topics',
    from: 'blog_id',
    to: 'topic_id',
  },
  publishing: { published: 'PUBLISHED', unpublished: { hpBlog: true } },
  created: {
    body: { title: '  Welcome back  ' },
    answer: {
      title: 'Welcome back',
      creatorName: '',
      summary: '',
      description: '',
      imgUrl: null,
      status: 'DRAFT',
      hpBlog: false,
      hp_blog: false,
      topics: [],
      publishedDate: null,
    },
  },
  updated: {
    from: { summary: 'Old', hpBlog: true },
    body: {
      title: 'New title',
      creatorName: 'Priya',
      summary: 'New',
      description: '<h2 style="text-align: center">New</h2>',
      imgUrl: '/uploads/content/new.png',
      hp_blog: false,
    },
    answer: {
      title: 'New title',
      creatorName: 'Priya',
      summary: 'New',
      description: '<h2 style="text-align:center">New</h2>',
      imgUrl: '/uploads/content/new.png',
      status: 'DRAFT',
      hpBlog: false,
      hp_blog: false,
    },
  },
});

describe('POST /bms/cms/bac/blogs', () => {
  it('stores every field, with topics given as ids or as objects', async () => {
    const topic = (title?: string) => topics.create(admin, { ...(title && { title }), description: '' });
    const [a, b, c] = [await topic('Zoology'), await topic('Art'), await topic()];
    const fields = {
      title: 'Science Fair Winners',
      creatorName: 'Dr. Ruiz',
      summary: 'Three winners.',
      description: '<p>Forty <strong>projects</strong>.</p>',
      imgUrl: 'https://cdn.riverside.example/fair.jpg',
      status: 'PUBLISHED',
      hpBlog: true,
    };
    const topicRefs = [a.id, { id: b.id }, { assetId: c.id }, { asset_id: a.id }, String(b.id)];
    const created = await blogs.create(admin, { ...fields, topics: topicRefs });
    expect(created).toMatchObject({ ...fields, hp_blog: true, publishedDate: expect.stringMatching(ISO_DATE) });
    // Each topic once, alphabetically, carrying both id/assetId and title/name.
    expect(created.topics).toEqual([
      { id: b.id, assetId: b.id, title: 'Art', name: 'Art', description: '' },
      { id: c.id, assetId: c.id, title: c.title, name: c.title, description: '' },
      { id: a.id, assetId: a.id, title: 'Zoology', name: 'Zoology', description: '' },
    ]);
  });

  // The old console's spellings: hp_blog for hpBlog, true and false for the status.
  const published = { status: 'PUBLISHED', publishedDate: expect.stringMatching(ISO_DATE) };
  const draft = { status: 'DRAFT', publishedDate: null };
  it.each<[object, object]>([
    [{ hp_blog: true }, { hpBlog: true, hp_blog: true }],
    [{ hp_blog: false }, { hpBlog: false, hp_blog: false }],
    [{ hpBlog: true }, { hpBlog: true, hp_blog: true }],
    [
      { hpBlog: false, hp_blog: true },
      { hpBlog: false, hp_blog: false },
    ],
    [{}, { hpBlog: false, hp_blog: false }],
    [{ status: true }, published],
    [{ status: false }, draft],
    [{ status: 'PUBLISHED' }, published],
    [{ status: 'DRAFT' }, draft],
  ])('reads %j as the old console meant it', async (payload, expected) => {
    expect(await blogs.create(admin, payload)).toMatchObject(expected);
  });

  it('sanitizes the description and keeps the title as typed', async () => {
    const created = await blogs.create(admin, {
      title: '<b>Bold</b> & "quoted"',
      summary: '<i>as typed</i>',
      description: '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    });
    expect(created.title).toBe('<b>Bold</b> & "quoted"');
    expect(created.summary).toBe('<i>as typed</i>');
    expect(created.description).toBe('<p>Hello <a rel="noopener noreferrer nofollow">x</a></p>');
  });
});

describe('GET /bms/cms/bac/blogs', () => {
  it('lists each blog with its topics and both spellings of hpBlog', async () => {
    const page = await blogs.page(viewer, 'size=100');
    const fair = page.content.find((b) => b.title === 'Science Fair Winners Announced')!;
    expect(fair.topics.map((topic) => topic.title)).toEqual(['Academics', 'Student Life']);
    expect(page.content.every((b) => b.hp_blog === b.hpBlog)).toBe(true);
  });
});
