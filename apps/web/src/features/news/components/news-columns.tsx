import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { News } from '@cms/contract';
import { formatDate } from './format';
import { NewsRowActions, type NewsRowActionsProps } from './news-row-actions';
import { HomepageBadge, NewsStatusBadge } from './news-status-badge';

export type NewsColumnContext = Omit<NewsRowActionsProps, 'news' | 'busy'> & {
  /** The item whose publish or delete is under way. */
  busyId?: number;
};

export interface NewsColumn {
  id: string;
  header: ReactNode;
  className?: string;
  cell: (news: News, context: NewsColumnContext) => ReactNode;
}

/** The news table's columns (spec 01 §2 "News list"). */
export const newsColumns: NewsColumn[] = [
  {
    id: 'title',
    header: 'Title',
    className: 'min-w-56 max-w-md',
    cell: (news) => (
      <div className="grid gap-0.5">
        <Link
          to={`/news/${news.id}`}
          className="w-fit rounded-sm font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
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
  {
    id: 'actions',
    header: <span className="sr-only">Actions</span>,
    className: 'text-right',
    cell: (news, { busyId, ...context }) => <NewsRowActions news={news} busy={busyId === news.id} {...context} />,
  },
];
