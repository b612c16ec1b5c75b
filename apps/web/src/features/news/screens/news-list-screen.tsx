import { useState } from 'react';
import { Newspaper, Plus, Tags } from 'lucide-react';
import { Link } from 'react-router';
import { newsMessages, type News } from '@cms/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useAllCategories, useDeleteNews, useNewsList, usePublishNews } from '../api';
import { LoadError } from '@/components/load-error';
import { NewsFilters } from '../components/news-filters';
import { NewsTable } from '../components/news-table';
import { useNewsListParams } from '../use-news-list-params';

/** /news (spec 01 §2 "News list"): the website's news, newest first, filtered by status and category. */
export function NewsListScreen() {
  const canWrite = useCan('writeContent');
  const { params, setPageIndex, setFilters, clearFilters, filtered } = useNewsListParams();
  const news = useNewsList(params);
  const categories = useAllCategories();
  const publish = usePublishNews();
  const remove = useDeleteNews();
  const [busyId, setBusyId] = useState<number>();

  const whileBusy = async (item: News, work: () => Promise<unknown>) => {
    setBusyId(item.id);
    try {
      await work();
    } finally {
      setBusyId(undefined);
    }
  };

  const onPublish = (item: News) =>
    whileBusy(item, async () => {
      await publish.mutateAsync(item.id);
      toast({ variant: 'success', title: 'News published successfully', description: `"${item.title}" is now live.` });
    }).catch(() => undefined); // the shared handler already showed the failure

  const onDelete = (item: News) =>
    whileBusy(item, async () => {
      await remove.mutateAsync(item.id);
      toast({ variant: 'success', title: newsMessages.newsDeleted });
    });

  const page = news.data;
  let body;
  if (news.isPending) {
    body = <LoadingState label="Loading news..." />;
  } else if (news.isError || !page) {
    body = <LoadError title="Failed to load news" error={news.error} onRetry={() => void news.refetch()} />;
  } else if (page.content.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <Newspaper className="size-10 text-muted-foreground" aria-hidden="true" />
        {filtered ? (
          <>
            <p className="font-medium">No news items match these filters</p>
            <Button variant="outline" size="sm" onClick={clearFilters}>
              Clear filters
            </Button>
          </>
        ) : params.page > 0 ? (
          <>
            <p className="font-medium">This page is empty</p>
            <Button variant="outline" size="sm" onClick={() => setPageIndex(0)}>
              Go to first page
            </Button>
          </>
        ) : (
          <>
            <p className="font-medium">{newsMessages.empty}</p>
            {canWrite && (
              <p className="text-sm text-muted-foreground">Write the first one with the New News Article button.</p>
            )}
          </>
        )}
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <NewsTable
          news={page.content}
          stale={news.isPlaceholderData}
          canWrite={canWrite}
          onPublish={onPublish}
          onDelete={onDelete}
          busyId={busyId}
        />
        <Pagination
          pageIndex={page.number}
          totalPages={page.totalPages}
          totalElements={page.totalElements}
          itemLabel={page.totalElements === 1 ? 'news item' : 'news items'}
          onPageChange={setPageIndex}
          disabled={news.isPlaceholderData}
        />
      </div>
    );
  }

  return (
    <div>
      <PageHeader
        title="News"
        description="News articles of the school website."
        actions={
          <>
            <Link to="/news/categories" className={buttonVariants({ variant: 'outline' })}>
              <Tags aria-hidden="true" />
              Manage Categories
            </Link>
            {canWrite && (
              <Link to="/news/new" className={buttonVariants()}>
                <Plus aria-hidden="true" />
                New News Article
              </Link>
            )}
          </>
        }
      />
      <Card className="gap-4">
        <CardHeader>
          <NewsFilters
            value={{ status: params.status, categoryId: params.categoryId }}
            onChange={setFilters}
            onClear={clearFilters}
            categories={categories.data}
          />
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
