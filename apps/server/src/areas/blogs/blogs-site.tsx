import type { Blog } from '@cms/contract';
import { articlePages, articlePreview, type ArticleSite } from '../../platform/site/articles.js';
import type { AreaSite } from '../../platform/site/site-page.js';
import { blogTopics, topicsTable } from './blogs-repository.js';
import { blogs } from './blogs-routes.js';

/** Read when asked, not at import: the routes' module may still be loading (the list of areas imports both). */
const published = () => blogs.visible!;

/** Blogs on the public site: PUBLISHED posts only, newest first, filtered by topic. */
export const blogArticles: ArticleSite<Blog> = {
  path: '/blog',
  title: 'Blog',
  empty: 'No blog posts yet.',
  tag: { param: 'topic', label: 'Topic' },
  reads: {
    page: async (db, websiteId, query, topic) =>
      published().page(db, websiteId, query, { where: await blogTopics.whereLinkedTo(db, websiteId, topic) }),
    find: (db, websiteId, id) => published().find(db, websiteId, id),
    home: (db, websiteId, size) => published().page(db, websiteId, { page: 0, size }, { filters: { hp_blog: 1 } }),
    tags: async (db, websiteId) => (await topicsTable.all(db, websiteId)).map(({ id, title }) => ({ id, name: title })),
  },
  toArticle: (post) => ({
    id: post.id,
    title: post.title,
    summary: post.summary,
    html: post.description,
    image: post.imgUrl,
    published: post.publishedDate,
    author: post.creatorName,
    tags: post.topics.map(({ id, name }) => ({ id, name })),
  }),
};

/** `/blog` and `/blog/{id}` (docs/product/blogs.md). */
export const blogsSite: AreaSite = {
  pages: articlePages(blogArticles),
  previews: [articlePreview(blogArticles, () => blogs)],
};
