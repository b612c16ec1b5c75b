import type { Blog, BlogStatus } from '@cms/contract';
import { badgeColumn, dateColumn, homepageColumn, itemTitleColumn } from '@/components/columns';
import type { Column } from '@/components/data-table';
import type { BadgeOption } from '@/components/option-badge';
import { blogsResource } from '../api';

export const BLOG_STATUS_OPTIONS: BadgeOption<BlogStatus>[] = [
  { value: 'DRAFT', label: 'Draft', variant: 'outline' },
  { value: 'PUBLISHED', label: 'Published', variant: 'success' },
];

/** The blog list (docs/product/blogs.md §2 "Blog list"): the same columns as the news list. */
export const blogColumns: Column<Blog>[] = [
  { ...itemTitleColumn(blogsResource, (blog) => blog.summary), sort: 'title' },
  {
    ...badgeColumn({ id: 'status', header: 'Status', value: (blog) => blog.status, options: BLOG_STATUS_OPTIONS }),
    sort: 'status',
  },
  homepageColumn((blog) => blog.hpBlog),
  {
    ...dateColumn({ id: 'createdDate', header: 'Created Date', value: (blog) => blog.createdDate }),
    sort: 'createdDate',
  },
];
