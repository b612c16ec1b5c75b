import { Send } from 'lucide-react';
import { ItemViewScreen } from '@/components/item-screens';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { newsItem, usePublishNews } from '../api';
import { NewsArticle } from '../components/news-article';
import { HomepageBadge, NewsStatusBadge } from '../components/news-columns';

/** /news/{id}: the item read-only, as the public would see it, with Publish and Edit. */
export function NewsViewScreen() {
  const publish = usePublishNews();
  return (
    <ItemViewScreen
      item={newsItem}
      title={() => 'News Preview'}
      description={(news) => (
        <span className="flex flex-wrap items-center gap-2">
          <NewsStatusBadge status={news.status} />
          <HomepageBadge shown={news.showOnHomePage} />
          <span>Last updated {formatDate(news.updated_date)}</span>
        </span>
      )}
      edit={{ to: (news) => `/news/${news.id}/edit` }}
      actions={(news) =>
        news.status !== 'ACTIVE' && (
          <Button variant="outline" disabled={publish.isPending} onClick={() => publish.mutate(news.id)}>
            <Send aria-hidden="true" />
            Publish
          </Button>
        )
      }
    >
      {(news) => <NewsArticle news={news} />}
    </ItemViewScreen>
  );
}
