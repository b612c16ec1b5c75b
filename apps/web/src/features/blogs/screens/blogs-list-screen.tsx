import { useState } from 'react';
import { Link } from 'react-router';
import { FileText, Plus, Tags } from 'lucide-react';
import { BLOG_STATUSES, blogsMessages, type Blog, type BlogStatus } from '@cms/contract';
import { PageHeader } from '@/components/layout/page-header';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { LoadingState } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useBlogs, useDeleteBlog, usePublishBlog } from '../api';
import { BLOG_STATUS_LABELS } from '../components/blog-badges';
import { BlogsTable } from '../components/blogs-table';
import { LoadError } from '@/components/load-error';
import { useBlogsUrlState } from '../use-blogs-url-state';
import { useCanWriteBlogs } from '../use-can-write-blogs';

const ALL = 'ALL';

/** /blogs (spec 01 §2 "Blog list"): paged by 10, filtered by status, with publish and delete. */
export function BlogsListScreen() {
  const canWrite = useCanWriteBlogs();
  const { pageIndex, status, setPageIndex, setStatus } = useBlogsUrlState();
  const blogs = useBlogs({ page: pageIndex, status });
  const [deleting, setDeleting] = useState<Blog | null>(null);

  const publish = usePublishBlog({
    onSuccess: (blog) =>
      toast({
        variant: 'success',
        title: 'Blog Published',
        description: `Blog post "${blog.title}" has been published.`,
      }),
  });
  const remove = useDeleteBlog({
    onSuccess: (data) => toast({ variant: 'success', title: 'Success', description: data.message }),
  });

  const page = blogs.data;
  let body;
  if (blogs.isPending) {
    body = <LoadingState label="Loading blogs..." />;
  } else if (blogs.isError || !page) {
    body = <LoadError title="Failed to load blogs" error={blogs.error} onRetry={() => void blogs.refetch()} />;
  } else if (page.content.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <FileText className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">
          {status ? `No ${BLOG_STATUS_LABELS[status].toLowerCase()} blog posts` : 'No blog posts yet'}
        </p>
        {status ? (
          <Button variant="outline" size="sm" onClick={() => setStatus(undefined)}>
            Show all blog posts
          </Button>
        ) : pageIndex > 0 ? (
          <Button variant="outline" size="sm" onClick={() => setPageIndex(0)}>
            Go to first page
          </Button>
        ) : (
          canWrite && <p className="text-sm text-muted-foreground">Write the first one with the New Blog button.</p>
        )}
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <BlogsTable
          blogs={page.content}
          stale={blogs.isPlaceholderData}
          canWrite={canWrite}
          publishingId={publish.isPending ? publish.variables : undefined}
          onPublish={(blog) => publish.mutate(blog.id)}
          onDelete={setDeleting}
        />
        <Pagination
          pageIndex={page.number}
          totalPages={page.totalPages}
          totalElements={page.totalElements}
          itemLabel={page.totalElements === 1 ? 'blog post' : 'blog posts'}
          onPageChange={setPageIndex}
          disabled={blogs.isPlaceholderData}
        />
      </div>
    );
  }

  return (
    <div>
      <PageHeader
        title="Blogs"
        description="Write, publish and manage the school's blog posts."
        actions={
          canWrite && (
            <>
              <Button asChild variant="outline">
                <Link to="/topic-management">
                  <Tags aria-hidden="true" />
                  Manage Topics
                </Link>
              </Button>
              <Button asChild>
                <Link to="/blogs/new">
                  <Plus aria-hidden="true" />
                  New Blog
                </Link>
              </Button>
            </>
          )
        }
      />
      <Card className="gap-4">
        <CardHeader>
          <div className="flex items-center gap-2">
            <Label htmlFor="blog-status-filter" className="shrink-0">
              Status
            </Label>
            <div className="w-44">
              <Select
                id="blog-status-filter"
                value={status ?? ALL}
                onChange={(event) =>
                  setStatus(event.target.value === ALL ? undefined : (event.target.value as BlogStatus))
                }
              >
                <option value={ALL}>All</option>
                {BLOG_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {BLOG_STATUS_LABELS[value]}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={blogsMessages.deleteConfirm}
        description={deleting ? `"${deleting.title}" will be removed for good.` : undefined}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      />
    </div>
  );
}
