import { defineArea } from '../../platform/area.js';
import { newsSite } from './news-site.js';
import { newsRoutes } from './news-routes.js';
import { seedNews } from './news-seed.js';

/** News and its categories (docs/product/news.md). */
export const newsArea = defineArea({
  name: 'news',
  tables: ['news', 'news_categories', 'news_category_links'],
  site: newsSite,
  routes: newsRoutes,
  seedDemo: seedNews,
});
