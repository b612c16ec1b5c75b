import { FileText, Plus, Tags } from 'lucide-react';
import { BLOG_STATUSES } from '@cms/contract';
import { HeaderLinks, PageHeader } from '@/components/layout/page-header';
import { ResourceList } from '@/components/resource-list';
import { useTableUrlState } from '@/hooks/use-table-url-state';
import { useCan } from '@/lib/permissions';
import { blogsResource, usePublishBlog } from '../api';
import { BLOG_STATUS_OPTIONS, blogActions, blogColumns } from '../components/blog-columns';

const FILTERS = ['status'] as const;

/** /blogs (spec 01 §2 "Blog list"): paged by 10, filtered by status, with publish and delete. */
export function BlogsListScreen() {
  const canWrite = useCan('writeContent');
  const list = useTableUrlState(FILTERS);
  const status = BLOG_STATUSES.find((value) => value === list.filters.status);
  const blogs = blogsResource.useList({ page: list.pageIndex, status });
  const publish = usePublishBlog();
  const remove = blogsResource.useDelete();

  return (
    <div>
      <PageHeader
        title="Blogs"
        description="Write, publish and manage the school's blog posts."
        actions={
          <HeaderLinks
            links={[
              { to: '/topic-management', label: 'Manage Topics', icon: Tags },
              { to: '/blogs/new', label: 'New Blog', icon: Plus, primary: true, write: true },
            ]}
          />
        }
      />
      <ResourceList
        query={blogs}
        list={list}
        icon={FileText}
        columns={blogColumns}
        actions={blogActions(canWrite, {
          publish: (blog) => publish.mutateAsync(blog.id).catch(() => undefined),
          remove: (blog) => remove.mutateAsync(blog.id),
          publishing: publish.isPending ? publish.variables : undefined,
        })}
        rowLabel={(blog) => blog.title}
        testId="blog"
        itemLabel={['blog post', 'blog posts']}
        loadingLabel="Loading blogs..."
        errorTitle="Failed to load blogs"
        empty={{ title: 'No blog posts yet', hint: canWrite && 'Write the first one with the New Blog button.' }}
        filters={{
          label: 'Filter blogs',
          fields: [{ name: 'status', label: 'Status', allLabel: 'All statuses', options: BLOG_STATUS_OPTIONS }],
        }}
      />
    </div>
  );
}
