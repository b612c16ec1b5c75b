import { Tags } from 'lucide-react';
import { ResourceListScreen } from '@/components/resource-list-screen';
import { parseId } from '@/lib/format';
import { categoriesResource, newsResource } from '../api';
import { NEWS_STATUS_OPTIONS, newsColumns, newsDeleteConfirm } from '../components/news-columns';

/** /news (docs/product/news.md §2 "News list"): the website's news, newest first, filtered by status and category. */
export function ListScreen() {
  const categories = categoriesResource.useEvery();
  return (
    <ResourceListScreen
      resource={newsResource}
      description="News articles of the school website."
      columns={newsColumns}
      confirm={newsDeleteConfirm}
      links={[{ to: categoriesResource.screens.path, label: 'Manage Categories', icon: Tags }]}
      filters={[
        { name: 'status', label: 'Status', allLabel: 'All statuses', options: NEWS_STATUS_OPTIONS },
        {
          name: 'categoryId',
          label: 'Category',
          allLabel: 'All categories',
          loading: categories.isPending,
          options: (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          // Any category of a shared link, before the categories have loaded.
          parse: (value) => parseId(value) ?? undefined,
        },
      ]}
    />
  );
}
