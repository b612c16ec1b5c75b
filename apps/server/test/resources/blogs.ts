import { resourceCases } from '../site-support.js';
import { blogsArea } from '../../src/areas/blogs/blogs-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const blogs = resourceOf(blogsArea.resources.blogs, () => ({ title: unique('Blog') }));
export const topics = resourceOf(blogsArea.resources.topics, () => ({
  title: unique('Topic'),
  description: unique('About'),
}));

/** Blogs on the public site: only PUBLISHED posts of the website. */
export const blogsOnSite = resourceCases(blogsArea, blogs, {
  paths: ['/blog/:id', '/blog'],
  api: ['/blogs/:id', '/blogs'],
  shown: { status: 'PUBLISHED' },
  hidden: { draft: { status: 'DRAFT' } },
});
