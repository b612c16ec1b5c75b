import { newsCategoriesContract, newsContract, newsMessages } from '@cms/contract';
import { areaRoutes } from '../../platform/area.js';
import { badRequest } from '../../platform/errors.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import { hasVisibleContent, sanitizeRichHtml } from '../../platform/sanitize.js';
import { categoriesTable, newsCategories, newsTable } from './news-repository.js';

/**
 * News with their categories, filtered by status and category; the content sanitized (docs/design.md §4)
 * and still showing something; a client's `author` is never read; ACTIVE is published.
 */
export const news = tableResource(newsContract, newsTable, {
  links: { table: newsCategories, ids: (body) => body.categoryIds },
  published: 'ACTIVE',
  draft: 'DRAFT',
  list: async ({ status, categoryId }, db, websiteId) => ({
    filters: { status },
    where: await newsCategories.whereLinkedTo(db, websiteId, categoryId),
  }),
  columns(body) {
    const content = sanitizeRichHtml(body.content, 'content');
    if (!hasVisibleContent(content)) throw badRequest(newsMessages.contentRequired);
    return {
      ...columnsFrom(body, ['title', 'summary', 'creator_name', 'imgUrl', 'status']),
      content,
      show_on_home_page: body.showOnHomePage ? 1 : 0,
    };
  },
  // The media library warns before deleting a file a news item still shows.
  files: { kind: 'news item', name: 'title', urls: ['img_url'], rich: ['content'] },
});

/** News categories, by name; deleting one takes it off its news items. */
export const categories = tableResource(newsCategoriesContract, categoriesTable, {
  columns: ['name'],
  removing: (trx, _websiteId, id) => newsCategories.clearTo(trx, id),
});

/** News (`/nms/cms/nac/news`) and news categories (`/nms/cms/cac/categories`), docs/product/news.md §7. */
export const newsRoutes = areaRoutes({ news, categories });
