import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Eye, Pencil, Send, Trash2 } from 'lucide-react';
import type { Blog } from '@cms/contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { BlogStatusBadge, HomepageBadge } from './blog-badges';
import { formatDate } from './format';

export interface BlogsColumnContext {
  /** Editors and admins see edit, publish and delete; viewers only view. */
  canWrite: boolean;
  /** The blog whose publish call is on its way. */
  publishingId: number | undefined;
  onPublish: (blog: Blog) => void;
  onDelete: (blog: Blog) => void;
}

export interface BlogsColumn {
  id: string;
  header: ReactNode;
  className?: string;
  cell: (blog: Blog, context: BlogsColumnContext) => ReactNode;
}

/** The blog list's columns (spec 01 §2 "Blog list"; the same columns as the news list). */
export const blogsColumns: BlogsColumn[] = [
  {
    id: 'title',
    header: 'Title',
    className: 'min-w-56 max-w-md whitespace-normal',
    cell: (blog) => (
      <div className="grid gap-0.5">
        <Link
          to={`/blogs/${blog.id}`}
          className="rounded-sm font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {blog.title}
        </Link>
        {blog.summary && <p className="line-clamp-2 text-sm text-muted-foreground">{blog.summary}</p>}
      </div>
    ),
  },
  { id: 'status', header: 'Status', cell: (blog) => <BlogStatusBadge status={blog.status} /> },
  { id: 'homepage', header: 'Homepage', cell: (blog) => <HomepageBadge hpBlog={blog.hpBlog} /> },
  {
    id: 'createdDate',
    header: 'Created Date',
    className: 'whitespace-nowrap text-muted-foreground',
    cell: (blog) => <time dateTime={blog.createdDate}>{formatDate(blog.createdDate)}</time>,
  },
  {
    id: 'actions',
    header: <span className="sr-only">Actions</span>,
    className: 'w-0 text-right',
    cell: (blog, { canWrite, publishingId, onPublish, onDelete }) => (
      <div className="flex justify-end gap-1">
        <Button asChild variant="ghost" size="icon" aria-label={`View ${blog.title}`} title="View">
          <Link to={`/blogs/${blog.id}`}>
            <Eye aria-hidden="true" />
          </Link>
        </Button>
        {canWrite && (
          <>
            <Button asChild variant="ghost" size="icon" aria-label={`Edit ${blog.title}`} title="Edit">
              <Link to={`/blogs/${blog.id}/edit`}>
                <Pencil aria-hidden="true" />
              </Link>
            </Button>
            {blog.status === 'DRAFT' && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Publish ${blog.title}`}
                title="Publish"
                disabled={publishingId !== undefined}
                onClick={() => onPublish(blog)}
              >
                {publishingId === blog.id ? <Spinner label="" /> : <Send aria-hidden="true" />}
              </Button>
            )}
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${blog.title}`}
              title="Delete"
              className="text-destructive hover:text-destructive"
              onClick={() => onDelete(blog)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </>
        )}
      </div>
    ),
  },
];
