import { Pencil, Trash2 } from 'lucide-react';
import type { Topic } from '@cms/contract';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { formatDate } from './format';

export interface TopicsTableProps {
  topics: Topic[];
  /** The rows shown are the previous page's while the next one loads. */
  stale?: boolean;
  canWrite: boolean;
  onEdit: (topic: Topic) => void;
  onDelete: (topic: Topic) => void;
}

export function TopicsTable({ topics, stale, canWrite, onEdit, onDelete }: TopicsTableProps) {
  return (
    <Table aria-busy={stale || undefined} className={cn(stale && 'opacity-60 transition-opacity')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Title</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Created Date</TableHead>
          {canWrite && (
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {topics.map((topic) => (
          <TableRow key={topic.id} data-testid={`topic-row-${topic.id}`}>
            <TableCell className="font-medium">{topic.title}</TableCell>
            <TableCell className="max-w-md whitespace-normal text-muted-foreground">
              {topic.description || <span aria-hidden="true">—</span>}
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              <time dateTime={topic.createdDate}>{formatDate(topic.createdDate)}</time>
            </TableCell>
            {canWrite && (
              <TableCell className="w-0">
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit topic ${topic.title}`}
                    title="Edit"
                    onClick={() => onEdit(topic)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete topic ${topic.title}`}
                    title="Delete"
                    className="text-destructive hover:text-destructive"
                    onClick={() => onDelete(topic)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
