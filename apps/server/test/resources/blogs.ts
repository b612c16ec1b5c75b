import { expect } from 'vitest';
import type { PublicCases } from '../site-support.js';
import { blogsArea } from '../../src/areas/blogs/blogs-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const blogs = resourceOf(blogsArea.resources.blogs, () => ({ title: unique('Blog') }));
export const topics = resourceOf(blogsArea.resources.topics, () => ({
  title: unique('Topic'),
  description: unique('About'),
}));

/** Blogs on the public site: only PUBLISHED posts of the website. */
export const blogsOnSite: PublicCases = {
  area: 'blogs',
  list: '/blog',
  shown: async ({ admin }) => onSite(await blogs.create(admin, { status: 'PUBLISHED' })),
  hidden: {
    draft: async ({ admin }) => onSite(await blogs.create(admin, { status: 'DRAFT' })),
    deleted: async ({ admin }) => {
      const post = await blogs.create(admin, { status: 'PUBLISHED' });
      expect((await blogs.remove(admin, post.id)).statusCode).toBe(200);
      return onSite(post);
    },
    "another website's": async ({ other }) => onSite(await blogs.create(other, { status: 'PUBLISHED' })),
  },
};
const onSite = (post: { id: number; title: string }) => ({ path: `/blog/${post.id}`, text: post.title });
