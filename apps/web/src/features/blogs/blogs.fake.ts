import {
  blogTopic,
  blogsContract,
  blogsPaths,
  topic,
  topicsContract,
  topicsMessages,
  type Blog,
  type Topic,
} from '@cms/contract';
import { z } from 'zod';
import { fakeArea, linkEndpoints, publishEndpoint, resourceEndpoints, table } from '@/test/fake-api';
import { FAKE_STAMPS, listing, namedListing } from '@/test/fake-rows';

/* Blogs and their topics on the fake API (test/fake-api.ts), as the server keeps them. */

const STAMP = FAKE_STAMPS.createdDate;

export function makeTopic(id: number, title: string, description = ''): Topic {
  return { id, assetId: id, title, name: title, description, createdDate: STAMP, updatedDate: STAMP };
}

export function makeBlog(id: number, fields: Partial<Blog> = {}): Blog {
  const hpBlog = fields.hpBlog ?? false;
  return {
    id,
    title: `Blog ${id}`,
    creatorName: 'Ms. Rivera',
    summary: `Summary of blog ${id}`,
    description: '<p>Hello</p>',
    imgUrl: null,
    status: 'DRAFT',
    topics: [],
    createdDate: STAMP,
    updatedDate: STAMP,
    publishedDate: null,
    ...fields,
    hpBlog,
    hp_blog: hpBlog,
  };
}

/** Blogs newest first, by status, with their topics (linked one at a time); topics by name, each title once. */
const blogsFake = fakeArea({ blogs: table<Blog>('Blog'), topics: table<Topic>('Topic') }, ({ blogs, topics }) => {
  /** A topic as a blog shows it: the contract's `blogTopic`, which leaves out its dates. */
  const inBlog = (topic: Topic) => blogTopic.parse(topic);
  return [
    ...resourceEndpoints({
      table: blogs,
      contract: blogsContract,
      list: listing({ filters: ['status'] }),
      build: (body, id, current) => {
        const { topics: ids, ...fields } = body;
        return makeBlog(id, {
          ...current,
          ...fields,
          imgUrl: fields.imgUrl ?? null,
          topics: ids ? ids.map((topicId) => inBlog(topics.get(topicId))) : (current?.topics ?? []),
        });
      },
    }),
    publishEndpoint(blogs, blogsContract, 'PUBLISHED'),
    ...linkEndpoints(blogsPaths.blogTopic, z.array(topic), (params, linked) => {
      const current = blogs.get(params.blogId!);
      const chosen = topics.get(params.topicId!);
      const others = current.topics.filter((t) => t.id !== chosen.id);
      blogs.put({ ...current, topics: linked ? [...others, inBlog(chosen)] : others });
      return blogs.get(current.id).topics.map((t) => topics.get(t.id));
    }),
    ...resourceEndpoints({
      table: topics,
      contract: topicsContract,
      list: namedListing(),
      unique: { field: 'name', taken: topicsMessages.titleTaken },
      build: (body, id) => makeTopic(id, body.title, body.description),
      onDelete: (gone) => {
        for (const b of blogs.all()) blogs.put({ ...b, topics: b.topics.filter((t) => t.id !== gone.id) });
      },
    }),
  ];
});

export default blogsFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    blogs: typeof blogsFake;
  }
}
