import { blogsMessages, type Blog, type BlogStatus } from '@cms/contract';
import { badgeColumn, dateColumn, titleColumn } from '@/components/columns';
import type { Column } from '@/components/data-table';
import { OptionBadge, type BadgeOption } from '@/components/option-badge';
import { Badge } from '@/components/ui/badge';

export const BLOG_STATUS_OPTIONS: BadgeOption<BlogStatus>[] = [
  { value: 'DRAFT', label: 'Draft', variant: 'outline' },
  { value: 'PUBLISHED', label: 'Published', variant: 'success' },
];

export const BlogStatusBadge = ({ status }: { status: BlogStatus }) => (
  <OptionBadge options={BLOG_STATUS_OPTIONS} value={status} />
);

export function HomepageBadge({ shown }: { shown: boolean }) {
  return shown ? <Badge variant="default">Homepage</Badge> : <Badge variant="outline">Not on homepage</Badge>;
}

export const blogPath = (blog: Blog) => `/blogs/${blog.id}`;

/** The blog list (spec 01 §2 "Blog list"): the same columns as the news list. */
export const blogColumns: Column<Blog>[] = [
  titleColumn({ to: blogPath, title: (blog) => blog.title, detail: (blog) => blog.summary }),
  badgeColumn({ id: 'status', header: 'Status', value: (blog) => blog.status, options: BLOG_STATUS_OPTIONS }),
  { id: 'homepage', header: 'Homepage', cell: (blog) => <HomepageBadge shown={blog.hpBlog} /> },
  dateColumn({ id: 'createdDate', header: 'Created Date', value: (blog) => blog.createdDate }),
];

/** The spec's question before a delete (spec 01 §5). */
export const blogDeleteConfirm = {
  title: blogsMessages.deleteConfirm,
  description: (blog: Blog) => `"${blog.title}" will be removed for good.`,
};
