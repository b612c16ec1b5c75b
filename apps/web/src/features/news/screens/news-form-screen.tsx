import { useNavigate } from 'react-router';
import { newsMessages } from '@cms/contract';
import { BackLink, WriteDenied } from '@/components/item-states';
import { ItemGate } from '@/components/item-gate';
import { PageHeader } from '@/components/layout/page-header';
import { useCan } from '@/lib/permissions';
import { newsResource } from '../api';
import { NewsForm } from '../components/news-form';

const back = { to: '/news', label: 'Back to News' };

/** /news/new and /news/{id}/edit: one form, then back to the list (spec 01 §7 "Use of answers"). */
export function NewsFormScreen({ mode }: { mode: 'new' | 'edit' }) {
  const navigate = useNavigate();
  const canWrite = useCan('writeContent');
  const create = newsResource.useCreate({ onSuccess: () => navigate('/news') });
  const update = newsResource.useUpdate({ onSuccess: () => navigate('/news') });
  const title = mode === 'new' ? 'New News Article' : 'Edit News';

  let body;
  if (!canWrite) body = <WriteDenied action="edit news" back={back} />;
  else if (mode === 'new') body = <NewsForm onSubmit={(values) => create.mutateAsync(values)} />;
  else
    body = (
      <ItemGate
        useItem={newsResource.useItem}
        thing="News"
        failedTitle={newsMessages.loadFailed}
        loadingLabel="Loading news item..."
        back={back}
      >
        {(news) => <NewsForm news={news} onSubmit={(values) => update.mutateAsync({ id: news.id, body: values })} />}
      </ItemGate>
    );
  return (
    <div>
      <BackLink {...back} />
      <PageHeader
        title={title}
        description={mode === 'new' ? 'Write an article for the school website.' : 'Change the article and save it.'}
      />
      {body}
    </div>
  );
}

export const NewsCreateScreen = () => <NewsFormScreen mode="new" />;
export const NewsEditScreen = () => <NewsFormScreen mode="edit" />;
