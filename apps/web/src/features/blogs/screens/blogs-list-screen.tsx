import { FileText, Plus, Tags } from 'lucide-react';
import { BLOG_STATUSES, type Blog } from '@cms/contract';
import { publishAction, useItemActions } from '@/components/columns';
import { HeaderLinks, PageHeader } from '@/components/layout/page-header';
import { ResourceList } from '@/components/resource-list';
import { useTableUrlState } from '@/hooks/use-table-url-state';
import { useCan } from '@/lib/permissions';
import { blogsResource, usePublishBlog } from '../api';
import { BLOG_STATUS_OPTIONS, blogColumns, blogDeleteConfirm, blogPath } from '../components/blog-columns';

const FILTERS = ['status'] as const;

/** /blogs (spec 01 §2 "Blog list"): paged by 10, filtered by status, with publish and delete. */
export function BlogsListScreen() {
  const canWrite = useCan('writeContent');
  const list = useTableUrlState(FILTERS);
  const status = BLOG_STATUSES.find((value) => value === list.filters.status);
  const blogs = blogsResource.useList({ page: list.pageIndex, status });
  const publish = usePublishBlog();
  const actions = useItemActions(blogsResource, {
    path: blogPath,
    confirm: blogDeleteConfirm,
    extra: [publishAction<Blog>(publish, (blog) => blog.status === 'PUBLISHED')],
  });

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
        actions={actions}
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
