import { Link } from 'react-router';
import { Eye, Pencil, Send, Trash2 } from 'lucide-react';
import { DEFAULT_NEWS_AUTHOR, type News, type NewsStatus } from '@cms/contract';
import type { Column, RowAction } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

/** The badges' words (spec 01 §4): ACTIVE reads Published; in the order the select offers them. */
export const NEWS_STATUS_OPTIONS: { value: NewsStatus; label: string }[] = [
  { value: 'DRAFT', label: 'Draft' },
  { value: 'ACTIVE', label: 'Published' },
  { value: 'INACTIVE', label: 'Inactive' },
];
const VARIANTS = { ACTIVE: 'success', DRAFT: 'outline', INACTIVE: 'secondary' } as const;

export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  const label = NEWS_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
  return <Badge variant={VARIANTS[status] ?? 'outline'}>{label}</Badge>;
}

export function HomepageBadge({ shown }: { shown: boolean }) {
  return shown ? <Badge variant="default">Homepage</Badge> : <Badge variant="outline">Not on homepage</Badge>;
}

/** The author the public sees: the creator name, or 'System' when there is none (spec 01 §5). */
export const authorOf = (news: Pick<News, 'creator_name'>) => news.creator_name.trim() || DEFAULT_NEWS_AUTHOR;

/** The news table (spec 01 §2 "News list"): title and summary, status, homepage, created date. */
export const newsColumns: Column<News>[] = [
  {
    id: 'title',
    header: 'Title',
    className: 'min-w-56 max-w-md whitespace-normal',
    cell: (news) => (
      <div className="grid gap-0.5">
        <Link to={`/news/${news.id}`} className="w-fit rounded-sm font-medium underline-offset-4 hover:underline">
          {news.title}
        </Link>
        {news.summary && <p className="line-clamp-2 text-sm text-muted-foreground">{news.summary}</p>}
      </div>
    ),
  },
  { id: 'status', header: 'Status', cell: (news) => <NewsStatusBadge status={news.status} /> },
  { id: 'homepage', header: 'Homepage', cell: (news) => <HomepageBadge shown={news.showOnHomePage} /> },
  {
    id: 'createdDate',
    header: 'Created Date',
    className: 'whitespace-nowrap text-muted-foreground',
    cell: (news) => <time dateTime={news.created_date}>{formatDate(news.created_date)}</time>,
  },
];

/** View for everyone; Edit, Publish (until published) and Delete (after asking) for writers. */
export function newsActions(
  canWrite: boolean,
  on: { publish: (news: News) => unknown; remove: (news: News) => unknown; publishing?: number },
): RowAction<News>[] {
  const view: RowAction<News> = { label: 'View', icon: Eye, to: (news) => `/news/${news.id}` };
  if (!canWrite) return [view];
  return [
    view,
    { label: 'Edit', icon: Pencil, to: (news) => `/news/${news.id}/edit` },
    {
      label: 'Publish',
      icon: Send,
      run: on.publish,
      hidden: (news) => news.status === 'ACTIVE',
      busy: (news) => news.id === on.publishing,
    },
    {
      label: 'Delete',
      icon: Trash2,
      destructive: true,
      run: on.remove,
      confirm: {
        title: 'Delete News',
        description: (news) => `Are you sure you want to delete "${news.title}"? This cannot be undone.`,
      },
    },
  ];
}
