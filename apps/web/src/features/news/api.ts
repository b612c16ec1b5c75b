import {
  newsMessages,
  newsPaths,
  type News,
  type NewsCategory,
  type NewsCategoryRequest,
  type NewsRequest,
} from '@cms/contract';
import type { ItemRoute } from '@/components/item-gate';
import { defineResource } from '@/lib/resource';

/** News items (`/nms/cms/nac/news`), spec 01 §7 and §8. */
export const newsResource = defineResource<News, NewsRequest>({
  key: 'news',
  paths: { collection: newsPaths.news, item: newsPaths.newsItem },
  messages: {
    created: { title: newsMessages.created },
    updated: { title: newsMessages.updated },
    deleted: { title: newsMessages.newsDeleted },
    // Create and edit both fail with the spec's 'Failed to save news' (and the server's reason).
    saveFailed: newsMessages.saveFailed,
    deleteFailed: 'Failed to delete news',
  },
});

/** /news/{id} and /news/{id}/edit. */
export const newsItem: ItemRoute<News> = {
  useItem: newsResource.useItem,
  thing: 'News',
  failedTitle: newsMessages.loadFailed,
  loadingLabel: 'Loading news item...',
  back: { to: '/news', label: 'Back to News' },
};

/** PATCH /nms/cms/nac/news/{id}/publish: ACTIVE and a published date (DESIGN §9.7). */
export const usePublishNews = () =>
  newsResource.useItemAction(newsPaths.publish, {
    success: (news) => ({ title: 'News published successfully', description: `"${news.title}" is now live.` }),
    failed: 'Failed to publish news',
  });

/** News categories (`/nms/cms/cac/categories`); the update names its category in the body. */
export const categoriesResource = defineResource<NewsCategory, NewsCategoryRequest>({
  key: 'news-categories',
  paths: { collection: newsPaths.categories, item: newsPaths.category },
  updateAt: 'collection',
  // A news item shows its categories' names; a deleted category leaves every item it was on.
  shownIn: ['news'],
  messages: {
    created: { title: 'Category created successfully' },
    updated: { title: 'Category updated successfully' },
    deleted: { title: newsMessages.categoryDeleted },
    saveFailed: 'Failed to save category',
    deleteFailed: 'Failed to delete category',
  },
});
