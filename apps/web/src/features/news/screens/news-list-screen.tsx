import { Newspaper, Plus, Tags } from 'lucide-react';
import { NEWS_STATUSES, newsMessages, type News } from '@cms/contract';
import { publishAction, useItemActions } from '@/components/columns';
import { HeaderLinks, PageHeader } from '@/components/layout/page-header';
import { ResourceList } from '@/components/resource-list';
import { useTableUrlState } from '@/hooks/use-table-url-state';
import { parseId } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { categoriesResource, newsResource, usePublishNews } from '../api';
import { NEWS_STATUS_OPTIONS, newsColumns, newsDeleteConfirm, newsPath } from '../components/news-columns';

const FILTERS = ['status', 'categoryId'] as const;

/** /news (spec 01 §2 "News list"): the website's news, newest first, filtered by status and category. */
export function NewsListScreen() {
  const canWrite = useCan('writeContent');
  const list = useTableUrlState(FILTERS);
  const status = NEWS_STATUSES.find((value) => value === list.filters.status);
  const categoryId = parseId(list.filters.categoryId) ?? undefined;
  const news = newsResource.useList({ page: list.pageIndex, status, categoryId });
  const categories = categoriesResource.useEvery();
  const publish = usePublishNews();
  const actions = useItemActions(newsResource, {
    path: newsPath,
    confirm: newsDeleteConfirm,
    extra: [publishAction<News>(publish, (item) => item.status === 'ACTIVE')],
  });

  return (
    <div>
      <PageHeader
        title="News"
        description="News articles of the school website."
        actions={
          <HeaderLinks
            links={[
              { to: '/news/categories', label: 'Manage Categories', icon: Tags },
              { to: '/news/new', label: 'New News Article', icon: Plus, primary: true, write: true },
            ]}
          />
        }
      />
      <ResourceList
        query={news}
        list={list}
        icon={Newspaper}
        columns={newsColumns}
        actions={actions}
        rowLabel={(item) => item.title}
        testId="news"
        itemLabel={['news item', 'news items']}
        loadingLabel="Loading news..."
        errorTitle="Failed to load news"
        empty={{ title: newsMessages.empty, hint: canWrite && 'Write the first one with the New News Article button.' }}
        filters={{
          label: 'Filter news',
          fields: [
            { name: 'status', label: 'Status', allLabel: 'All statuses', options: NEWS_STATUS_OPTIONS },
            {
              name: 'categoryId',
              label: 'Category',
              allLabel: 'All categories',
              loading: categories.isPending,
              options: (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            },
          ],
        }}
      />
    </div>
  );
}
