import { DEFAULT_NEWS_AUTHOR, type News, type NewsStatus } from '@cms/contract';
import { badgeColumn, dateColumn, titleColumn } from '@/components/columns';
import type { Column } from '@/components/data-table';
import { OptionBadge, type BadgeOption } from '@/components/option-badge';
import { Badge } from '@/components/ui/badge';

/** The badges' words (spec 01 §4): ACTIVE reads Published; in the order the select offers them. */
export const NEWS_STATUS_OPTIONS: BadgeOption<NewsStatus>[] = [
  { value: 'DRAFT', label: 'Draft', variant: 'outline' },
  { value: 'ACTIVE', label: 'Published', variant: 'success' },
  { value: 'INACTIVE', label: 'Inactive', variant: 'secondary' },
];

export const NewsStatusBadge = ({ status }: { status: NewsStatus }) => (
  <OptionBadge options={NEWS_STATUS_OPTIONS} value={status} />
);

export function HomepageBadge({ shown }: { shown: boolean }) {
  return shown ? <Badge variant="default">Homepage</Badge> : <Badge variant="outline">Not on homepage</Badge>;
}

/** The author the public sees: the creator name, or 'System' when there is none (spec 01 §5). */
export const authorOf = (news: Pick<News, 'creator_name'>) => news.creator_name.trim() || DEFAULT_NEWS_AUTHOR;

export const newsPath = (news: News) => `/news/${news.id}`;

/** The news table (spec 01 §2 "News list"): title and summary, status, homepage, created date. */
export const newsColumns: Column<News>[] = [
  titleColumn({ to: newsPath, title: (news) => news.title, detail: (news) => news.summary }),
  badgeColumn({ id: 'status', header: 'Status', value: (news) => news.status, options: NEWS_STATUS_OPTIONS }),
  { id: 'homepage', header: 'Homepage', cell: (news) => <HomepageBadge shown={news.showOnHomePage} /> },
  dateColumn({ id: 'createdDate', header: 'Created Date', value: (news) => news.created_date }),
];

export const newsDeleteConfirm = {
  title: 'Delete News',
  description: (news: News) => `Are you sure you want to delete "${news.title}"? This cannot be undone.`,
};
