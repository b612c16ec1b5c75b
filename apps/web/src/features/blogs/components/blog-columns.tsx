import { Link } from 'react-router';
import { Eye, Pencil, Send, Trash2 } from 'lucide-react';
import { blogsMessages, type Blog, type BlogStatus } from '@cms/contract';
import type { Column, RowAction } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

export const BLOG_STATUS_OPTIONS: { value: BlogStatus; label: string }[] = [
  { value: 'DRAFT', label: 'Draft' },
  { value: 'PUBLISHED', label: 'Published' },
];

export function BlogStatusBadge({ status }: { status: BlogStatus }) {
  const label = BLOG_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
  return <Badge variant={status === 'PUBLISHED' ? 'success' : 'outline'}>{label}</Badge>;
}

export function HomepageBadge({ shown }: { shown: boolean }) {
  return shown ? <Badge variant="default">Homepage</Badge> : <Badge variant="outline">Not on homepage</Badge>;
}

/** The blog list (spec 01 §2 "Blog list"): the same columns as the news list. */
export const blogColumns: Column<Blog>[] = [
  {
    id: 'title',
    header: 'Title',
    className: 'min-w-56 max-w-md whitespace-normal',
    cell: (blog) => (
      <div className="grid gap-0.5">
        <Link to={`/blogs/${blog.id}`} className="w-fit rounded-sm font-medium underline-offset-4 hover:underline">
          {blog.title}
        </Link>
        {blog.summary && <p className="line-clamp-2 text-sm text-muted-foreground">{blog.summary}</p>}
      </div>
    ),
  },
  { id: 'status', header: 'Status', cell: (blog) => <BlogStatusBadge status={blog.status} /> },
  { id: 'homepage', header: 'Homepage', cell: (blog) => <HomepageBadge shown={blog.hpBlog} /> },
  {
    id: 'createdDate',
    header: 'Created Date',
    className: 'whitespace-nowrap text-muted-foreground',
    cell: (blog) => <time dateTime={blog.createdDate}>{formatDate(blog.createdDate)}</time>,
  },
];

/** View for everyone; Edit, Publish (until published) and Delete (after the spec's question) for writers. */
export function blogActions(
  canWrite: boolean,
  on: { publish: (blog: Blog) => unknown; remove: (blog: Blog) => unknown; publishing?: number },
): RowAction<Blog>[] {
  const view: RowAction<Blog> = { label: 'View', icon: Eye, to: (blog) => `/blogs/${blog.id}` };
  if (!canWrite) return [view];
  return [
    view,
    { label: 'Edit', icon: Pencil, to: (blog) => `/blogs/${blog.id}/edit` },
    {
      label: 'Publish',
      icon: Send,
      run: on.publish,
      hidden: (blog) => blog.status === 'PUBLISHED',
      busy: (blog) => blog.id === on.publishing,
    },
    {
      label: 'Delete',
      icon: Trash2,
      destructive: true,
      run: on.remove,
      confirm: {
        title: blogsMessages.deleteConfirm,
        description: (blog) => `"${blog.title}" will be removed for good.`,
      },
    },
  ];
}
