import type { News } from '@cms/contract';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { newsColumns, type NewsColumnContext } from './news-columns';

export interface NewsTableProps extends NewsColumnContext {
  news: News[];
  /** The rows shown are the previous page's while the next one loads. */
  stale?: boolean;
}

export function NewsTable({ news, stale, ...context }: NewsTableProps) {
  return (
    <Table aria-busy={stale || undefined} className={cn(stale && 'opacity-60 transition-opacity')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {newsColumns.map((column) => (
            <TableHead key={column.id} className={column.id === 'actions' ? 'text-right' : undefined}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {news.map((item) => (
          <TableRow key={item.id} data-testid={`news-row-${item.id}`}>
            {newsColumns.map((column) => (
              <TableCell key={column.id} className={column.className}>
                {column.cell(item, context)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
