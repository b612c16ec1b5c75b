import type { Blog } from '@cms/contract';
import { articleAreaSite, articleReads, articleSite } from '../../platform/site/articles.js';
import { publicResource } from '../../platform/site/public-api.js';
import type { AreaSite } from '../../platform/site/site-page.js';
import { blogTopics } from './blogs-repository.js';
import { blogs } from './blogs-routes.js';

/** Blogs on the public site: PUBLISHED posts only, newest first, filtered by topic. */
export const blogArticles = articleSite<Blog>(
  {
    path: '/blog',
    title: 'Blog',
    empty: 'No blog posts yet.',
    all: 'All blog posts',
    tag: ['topic', 'Topic'],
    schemaType: 'BlogPosting',
  },
  articleReads({ published: () => blogs.visible!, links: blogTopics, homeColumn: 'hp_blog' }),
  {
    html: 'description',
    image: 'imgUrl',
    published: 'publishedDate',
    author: 'creatorName',
    tags: 'topics',
    updated: 'updatedDate',
  },
);

/** `/blog` and `/blog/{id}` (docs/product/blogs.md), a draft's preview, and the published posts in the public API. */
export const blogsSite: AreaSite = {
  ...articleAreaSite(blogArticles, () => blogs),
  api: () => publicResource('blogs', blogs),
};
