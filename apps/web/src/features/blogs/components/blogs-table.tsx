import type { Blog } from '@cms/contract';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { blogsColumns, type BlogsColumnContext } from './blogs-columns';

export interface BlogsTableProps extends BlogsColumnContext {
  blogs: Blog[];
  /** The rows shown are the previous page's while the next one loads. */
  stale?: boolean;
}

export function BlogsTable({ blogs, stale, ...context }: BlogsTableProps) {
  return (
    <Table aria-busy={stale || undefined} className={cn(stale && 'opacity-60 transition-opacity')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {blogsColumns.map((column) => (
            <TableHead key={column.id}>{column.header}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {blogs.map((blog) => (
          <TableRow key={blog.id} data-testid={`blog-row-${blog.id}`}>
            {blogsColumns.map((column) => (
              <TableCell key={column.id} className={column.className}>
                {column.cell(blog, context)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
