import { useNavigate, useParams } from 'react-router';
import { newsMessages } from '@cms/contract';
import { PageHeader } from '@/components/layout/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useNewsItem, useUpdateNews } from '../api';
import { parseId } from '../components/format';
import { BackToNews } from '../components/back-to-news';
import { NewsForm } from '../components/news-form';
import { NewsLoadFailed } from '../components/news-load-failed';
import { NewsWriteDenied } from '../components/news-write-denied';

/** /news/{id}/edit: the same form as New News Article, filled with the item. */
export function NewsEditScreen() {
  const canWrite = useCan('writeContent');
  const id = parseId(useParams().id);
  let body;
  if (!canWrite) body = <NewsWriteDenied />;
  else if (id === null) body = <NewsLoadFailed error={new Error('News not found')} />;
  else body = <EditNews key={id} id={id} />;
  return (
    <div>
      <BackToNews />
      <PageHeader title="Edit News" description="Change the article and save it." />
      {body}
    </div>
  );
}

function EditNews({ id }: { id: number }) {
  const navigate = useNavigate();
  const item = useNewsItem(id);
  const update = useUpdateNews();

  if (item.isPending) return <LoadingState label="Loading news item..." />;
  if (item.isError) return <NewsLoadFailed error={item.error} onRetry={() => void item.refetch()} />;

  return (
    <NewsForm
      news={item.data}
      onSubmit={async (values) => {
        await update.mutateAsync({ id, body: values });
        toast({ variant: 'success', title: newsMessages.updated });
        await navigate('/news');
      }}
    />
  );
}
