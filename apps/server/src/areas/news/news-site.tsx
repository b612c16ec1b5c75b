import type { News } from '@cms/contract';
import { articlePages, articlePreview, type ArticleSite } from '../../platform/site/articles.js';
import type { AreaSite } from '../../platform/site/site-page.js';
import { categoriesTable, newsCategories } from './news-repository.js';
import { news } from './news-routes.js';

/** Read when asked, not at import: the routes' module may still be loading (the list of areas imports both). */
const published = () => news.visible!;

/** News on the public site: published (ACTIVE) items only, newest first, filtered by category. */
export const newsArticles: ArticleSite<News> = {
  path: '/news',
  title: 'News',
  empty: 'No news yet.',
  tag: { param: 'category', label: 'Category' },
  reads: {
    page: async (db, websiteId, query, category) =>
      published().page(db, websiteId, query, { where: await newsCategories.whereLinkedTo(db, websiteId, category) }),
    find: (db, websiteId, id) => published().find(db, websiteId, id),
    home: (db, websiteId, size) =>
      published().page(db, websiteId, { page: 0, size }, { filters: { show_on_home_page: 1 } }),
    tags: async (db, websiteId) => (await categoriesTable.all(db, websiteId)).map(({ id, name }) => ({ id, name })),
  },
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
