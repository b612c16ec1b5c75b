import type { News } from '@cms/contract';
import { articleAreaSite, articleReads, articleSite } from '../../platform/site/articles.js';
import { publicResource } from '../../platform/site/public-api.js';
import type { AreaSite } from '../../platform/site/site-page.js';
import { newsCategories } from './news-repository.js';
import { news } from './news-routes.js';

/** News on the public site: published (ACTIVE) items only, newest first, filtered by category. */
export const newsArticles = articleSite<News>(
  {
    path: '/news',
    title: 'News',
    empty: 'No news yet.',
    all: 'All news',
    tag: ['category', 'Category'],
    schemaType: 'NewsArticle',
  },
  articleReads({ published: () => news.visible!, links: newsCategories, homeColumn: 'show_on_home_page' }),
  {
    html: 'content',
    image: 'imgUrl',
    published: 'publishedDate',
    author: 'author',
    tags: 'categories',
    updated: 'updated_date',
  },
);

/** `/news` and `/news/{id}` (docs/product/news.md), a draft's preview, and the published news in the public API. */
export const newsSite: AreaSite = {
  ...articleAreaSite(newsArticles, () => news),
  api: () => publicResource('news', news),
};
