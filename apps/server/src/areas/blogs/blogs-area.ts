import { defineArea } from '../../platform/area.js';
import { blogsSite } from './blogs-site.js';
import { blogsRoutes } from './blogs-routes.js';
import { seedBlogs } from './blogs-seed.js';

/** Blogs and their topics (docs/product/blogs.md). */
export const blogsArea = defineArea({
  name: 'blogs',
  tables: ['blogs', 'topics', 'blog_topics'],
  site: blogsSite,
  routes: blogsRoutes,
  seedDemo: seedBlogs,
});
