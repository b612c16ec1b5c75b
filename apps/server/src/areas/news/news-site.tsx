import type { News } from '@cms/contract';
import { articlePages, articlePreview, articleReads, type ArticleSite } from '../../platform/site/articles.js';
import type { AreaSite } from '../../platform/site/site-page.js';
import { newsCategories } from './news-repository.js';
import { news } from './news-routes.js';

/** News on the public site: published (ACTIVE) items only, newest first, filtered by category. */
export const newsArticles: ArticleSite<News> = {
  path: '/news',
  title: 'News',
  empty: 'No news yet.',
  tag: { param: 'category', label: 'Category' },
  reads: articleReads({
    published: () => news.visible!,
    links: newsCategories,
    homeColumn: 'show_on_home_page',
  }),
  toArticle: (item) => ({
    id: item.id,
    title: item.title,
    summary: item.summary,
    html: item.content,
    image: item.imgUrl,
    published: item.publishedDate,
    author: item.author,
    tags: item.categories,
  }),
};

/** `/news` and `/news/{id}` (docs/product/news.md). */
export const newsSite: AreaSite = {
  pages: articlePages(newsArticles),
  previews: [articlePreview(newsArticles, () => news)],
};
