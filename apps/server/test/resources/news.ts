import { resourceCases } from '../site-support.js';
import { newsArea } from '../../src/areas/news/news-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const news = resourceOf(newsArea.resources.news, () => ({ title: unique('News'), content: '<p>Body</p>' }));
export const newsCategories = resourceOf(newsArea.resources.categories, () => ({ name: unique('Category') }));

/** News on the public site: only ACTIVE items of the website. */
export const newsOnSite = resourceCases(newsArea, news, {
  paths: ['/news/:id', '/news'],
  api: ['/news/:id', '/news'],
  shown: { status: 'ACTIVE' },
  hidden: { draft: { status: 'DRAFT' }, inactive: { status: 'INACTIVE' } },
});
