import { Pencil, Send } from 'lucide-react';
import { Link } from 'react-router';
import { newsMessages } from '@cms/contract';
import { BackLink } from '@/components/item-states';
import { ItemGate } from '@/components/item-gate';
import { PageHeader } from '@/components/layout/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { newsResource, usePublishNews } from '../api';
import { NewsArticle } from '../components/news-article';
import { HomepageBadge, NewsStatusBadge } from '../components/news-columns';

const back = { to: '/news', label: 'Back to News' };

/** /news/{id}: the item read-only, as the public would see it, with Publish and Edit. */
export function NewsViewScreen() {
  const canWrite = useCan('writeContent');
  const publish = usePublishNews();
  return (
    <div>
      <BackLink {...back} />
      <ItemGate
        useItem={newsResource.useItem}
        thing="News"
        failedTitle={newsMessages.loadFailed}
        loadingLabel="Loading news item..."
        back={back}
      >
        {(news) => (
          <>
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
                      <Button variant="outline" disabled={publish.isPending} onClick={() => publish.mutate(news.id)}>
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
          </>
        )}
      </ItemGate>
    </div>
  );
}
