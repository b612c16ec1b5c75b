import { newsCategoriesContract, newsCategoriesMessages, newsContract, newsMessages } from '@cms/contract';
import { defineResource } from '@/lib/resource';
import { newsArea } from './area';

/** News items (`/nms/cms/nac/news`), docs/product/news.md §7 and §8, published with ACTIVE (docs/design.md §9.7). */
export const newsResource = defineResource({
  contract: newsContract,
  published: (news) => news.status === 'ACTIVE',
  // Create and edit both fail with the spec's 'Failed to save news' (and the server's reason).
  messages: {
    ...newsMessages,
    deleteFailed: 'Failed to delete news',
    published: (news) => ({ title: 'News published successfully', description: `"${news.title}" is now live.` }),
    publishFailed: 'Failed to publish news',
  },
  screens: { ...newsArea.menu, thing: ['News', 'news item', 'news items'], create: 'New News Article' },
  site: { path: (news) => `/news/${news.id}`, preview: true },
});

/** News categories (`/nms/cms/cac/categories`); the update names its category in the body (the contract's). */
export const categoriesResource = defineResource({
  contract: newsCategoriesContract,
  // A news item shows its categories' names; a deleted category leaves every item it was on.
  parent: newsResource,
  messages: {
    created: 'Category created successfully',
    updated: 'Category updated successfully',
    deleted: newsCategoriesMessages.deleted,
    saveFailed: 'Failed to save category',
    deleteFailed: 'Failed to delete category',
  },
  screens: { path: '/news/categories', title: 'News Categories', thing: ['Category', 'category', 'categories'] },
});
