import { DEFAULT_NEWS_AUTHOR, type News, type NewsStatus } from '@cms/contract';
import { badgeColumn, dateColumn, homepageColumn, itemTitleColumn } from '@/components/columns';
import type { Column } from '@/components/data-table';
import type { BadgeOption } from '@/components/option-badge';
import { newsResource } from '../api';

/** The badges' words (docs/product/news.md §4): ACTIVE reads Published; in the order the select offers them. */
export const NEWS_STATUS_OPTIONS: BadgeOption<NewsStatus>[] = [
  { value: 'DRAFT', label: 'Draft', variant: 'outline' },
  { value: 'ACTIVE', label: 'Published', variant: 'success' },
  { value: 'INACTIVE', label: 'Inactive', variant: 'secondary' },
];

/** The author the public sees: the creator name, or 'System' when there is none (docs/product/news.md §5). */
export const authorOf = (news: Pick<News, 'creator_name'>) => news.creator_name.trim() || DEFAULT_NEWS_AUTHOR;

/** The news table (docs/product/news.md §2 "News list"): title and summary, status, homepage, created date. */
export const newsColumns: Column<News>[] = [
  { ...itemTitleColumn(newsResource, (news) => news.summary), sort: 'title' },
  {
    ...badgeColumn({ id: 'status', header: 'Status', value: (news) => news.status, options: NEWS_STATUS_OPTIONS }),
    sort: 'status',
  },
  homepageColumn((news) => news.showOnHomePage),
  {
    ...dateColumn({ id: 'createdDate', header: 'Created Date', value: (news) => news.created_date }),
    sort: 'created_date',
  },
];

export const newsDeleteConfirm = {
  title: 'Delete News',
  description: (news: News) => `Are you sure you want to delete "${news.title}"? This cannot be undone.`,
};
