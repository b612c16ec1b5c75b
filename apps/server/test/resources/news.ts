import { expect } from 'vitest';
import type { PublicCases } from '../site-support.js';
import { newsArea } from '../../src/areas/news/news-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const news = resourceOf(newsArea.resources.news, () => ({ title: unique('News'), content: '<p>Body</p>' }));
export const newsCategories = resourceOf(newsArea.resources.categories, () => ({ name: unique('Category') }));

/** News on the public site: only ACTIVE items of the website. */
export const newsOnSite: PublicCases = {
  area: 'news',
  list: '/news',
  shown: async ({ admin }) => onSite(await news.create(admin, { status: 'ACTIVE' })),
  hidden: {
    draft: async ({ admin }) => onSite(await news.create(admin, { status: 'DRAFT' })),
    inactive: async ({ admin }) => onSite(await news.create(admin, { status: 'INACTIVE' })),
    deleted: async ({ admin }) => {
      const item = await news.create(admin, { status: 'ACTIVE' });
      expect((await news.remove(admin, item.id)).statusCode).toBe(200);
      return onSite(item);
    },
    "another website's": async ({ other }) => onSite(await news.create(other, { status: 'ACTIVE' })),
  },
};
const onSite = (item: { id: number; title: string }) => ({ path: `/news/${item.id}`, text: item.title });
