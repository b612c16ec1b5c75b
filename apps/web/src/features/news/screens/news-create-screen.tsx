import { useNavigate } from 'react-router';
import { newsMessages } from '@cms/contract';
import { PageHeader } from '@/components/layout/page-header';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useCreateNews } from '../api';
import { BackToNews } from '../components/back-to-news';
import { NewsForm } from '../components/news-form';
import { NewsWriteDenied } from '../components/news-write-denied';

/** /news/new: a new article, then back to the list (spec 01 §7 "Use of answers"). */
export function NewsCreateScreen() {
  const navigate = useNavigate();
  const create = useCreateNews();
  const canWrite = useCan('writeContent');

  return (
    <div>
      <BackToNews />
      <PageHeader title="New News Article" description="Write an article for the school website." />
      {canWrite ? (
        <NewsForm
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            toast({ variant: 'success', title: newsMessages.created });
            await navigate('/news');
          }}
        />
      ) : (
        <NewsWriteDenied />
      )}
    </div>
  );
}
