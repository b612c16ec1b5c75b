import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Plus, Tags } from 'lucide-react';
import type { Topic } from '@cms/contract';
import { PageHeader } from '@/components/layout/page-header';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { useTableUrlState } from '@/hooks/use-table-url-state';
import { toast } from '@/lib/toast';
import { LoadError } from '@/components/load-error';
import { TopicDialog } from '../components/topic-dialog';
import { TopicsTable } from '../components/topics-table';
import { useDeleteTopic, useTopics } from '../topics-api';
import { useCanWriteBlogs } from '../use-can-write-blogs';

/** The dialog on screen: adding, editing one topic, or none. */
type Editing = { topic?: Topic } | null;

/** /topic-management (spec 01 §2): the blog topics, with add, edit and delete with confirmation. */
export function TopicManagementScreen() {
  const canWrite = useCanWriteBlogs();
  const { pageIndex, setPageIndex } = useTableUrlState();
  const topics = useTopics(pageIndex);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Topic | null>(null);
  const remove = useDeleteTopic({
    onSuccess: (answer) => toast({ variant: 'success', title: 'Success', description: answer.message }),
  });

  const page = topics.data;
  let body;
  if (topics.isPending) {
    body = <LoadingState label="Loading topics..." />;
  } else if (topics.isError || !page) {
    body = <LoadError title="Failed to load topics" error={topics.error} onRetry={() => void topics.refetch()} />;
  } else if (page.content.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <Tags className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No topics yet</p>
        {pageIndex > 0 ? (
          <Button variant="outline" size="sm" onClick={() => setPageIndex(0)}>
            Go to first page
          </Button>
        ) : (
          canWrite && <p className="text-sm text-muted-foreground">Add the first one with the Add Topic button.</p>
        )}
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <TopicsTable
          topics={page.content}
          stale={topics.isPlaceholderData}
          canWrite={canWrite}
          onEdit={(topic) => setEditing({ topic })}
          onDelete={setDeleting}
        />
        <Pagination
          pageIndex={page.number}
          totalPages={page.totalPages}
          totalElements={page.totalElements}
          itemLabel={page.totalElements === 1 ? 'topic' : 'topics'}
          onPageChange={setPageIndex}
          disabled={topics.isPlaceholderData}
        />
      </div>
    );
  }

  return (
    <div>
      <PageHeader
        title="Topic Management"
        description="The topics blog posts are grouped by."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/blogs">
                <ArrowLeft aria-hidden="true" />
                Back to Blogs
              </Link>
            </Button>
            {canWrite && (
              <Button onClick={() => setEditing({})}>
                <Plus aria-hidden="true" />
                Add Topic
              </Button>
            )}
          </>
        }
      />
      <Card>
        <CardContent>{body}</CardContent>
      </Card>
      <TopicDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} topic={editing?.topic} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure you want to delete this topic?"
        description={deleting ? `"${deleting.title}" will be removed from every blog post that has it.` : undefined}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      />
    </div>
  );
}
