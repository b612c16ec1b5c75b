import { Pencil, Send } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useNewsItem, usePublishNews } from '../api';
import { BackToNews } from '../components/back-to-news';
import { formatDate, parseId } from '../components/format';
import { NewsArticle } from '../components/news-article';
import { NewsLoadFailed } from '../components/news-load-failed';
import { HomepageBadge, NewsStatusBadge } from '../components/news-status-badge';

/** /news/{id}: the item read-only, as the public would see it, with an Edit button. */
export function NewsPreviewScreen() {
  const id = parseId(useParams().id);
  if (id === null) {
    return (
      <div>
        <BackToNews />
        <PageHeader title="News" />
        <NewsLoadFailed error={new Error('News not found')} />
      </div>
    );
  }
  return <NewsPreview key={id} id={id} />;
}

function NewsPreview({ id }: { id: number }) {
  const canWrite = useCan('writeContent');
  const item = useNewsItem(id);
  const publish = usePublishNews();

  if (item.isPending) {
    return (
      <div>
        <BackToNews />
        <LoadingState label="Loading news item..." />
      </div>
    );
  }
  if (item.isError) {
    return (
      <div>
        <BackToNews />
        <PageHeader title="News" />
        <NewsLoadFailed error={item.error} onRetry={() => void item.refetch()} />
      </div>
    );
  }

  const news = item.data;
  return (
    <div>
      <BackToNews />
      <PageHeader
        title="News Preview"
        description={
          <span className="flex flex-wrap items-center gap-2">
            <NewsStatusBadge status={news.status} />
            <HomepageBadge shown={news.showOnHomePage} />
            <span>Last updated {formatDate(news.updated_date)}</span>
          </span>
        }
        actions={
          canWrite && (
            <>
              {news.status !== 'ACTIVE' && (
                <Button
                  variant="outline"
                  disabled={publish.isPending}
                  onClick={() =>
                    publish.mutate(news.id, {
                      onSuccess: () => toast({ variant: 'success', title: 'News published successfully' }),
                    })
                  }
                >
                  <Send aria-hidden="true" />
                  Publish
                </Button>
              )}
              <Link to={`/news/${news.id}/edit`} className={buttonVariants()}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </>
          )
        }
      />
      <Card>
        <CardContent className="py-4">
          <NewsArticle news={news} />
        </CardContent>
      </Card>
    </div>
  );
}
