import type { Blog } from '@cms/contract';
import { articlePages, articlePreview, articleReads, type ArticleSite } from '../../platform/site/articles.js';
import type { AreaSite } from '../../platform/site/site-page.js';
import { blogTopics } from './blogs-repository.js';
import { blogs } from './blogs-routes.js';

/** Blogs on the public site: PUBLISHED posts only, newest first, filtered by topic. */
export const blogArticles: ArticleSite<Blog> = {
  path: '/blog',
  title: 'Blog',
  empty: 'No blog posts yet.',
  tag: { param: 'topic', label: 'Topic' },
  reads: articleReads({
    published: () => blogs.visible!,
    links: blogTopics,
    homeColumn: 'hp_blog',
  }),
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
