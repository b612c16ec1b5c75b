import { Send } from 'lucide-react';
import { ItemViewScreen } from '@/components/item-screens';
import { HomepageBadge } from '@/components/option-badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { newsResource } from '../api';
import { NewsArticle } from '../components/news-article';
import { NEWS_STATUS_OPTIONS } from '../components/news-columns';

/** /news/{id}: the item read-only, as the public would see it, with Publish and Edit. */
export function ViewScreen() {
  const publish = newsResource.usePublish();
  return (
    <ItemViewScreen
      resource={newsResource}
      title={() => 'News Preview'}
      status={{ options: NEWS_STATUS_OPTIONS, of: (news) => news.status }}
      description={(news) => (
        <>
          <HomepageBadge shown={news.showOnHomePage} />
          <span>Last updated {formatDate(news.updated_date)}</span>
        </>
      )}
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
