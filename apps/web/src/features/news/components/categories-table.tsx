import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { NewsCategory } from '@cms/contract';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { CategoryFormDialog } from './category-form-dialog';
import { formatDate } from './format';

export interface CategoriesTableProps {
  categories: NewsCategory[];
  canWrite: boolean;
  stale?: boolean;
  onRename: (category: NewsCategory, name: string) => Promise<unknown>;
  onDelete: (category: NewsCategory) => Promise<unknown>;
}

/** /news/categories' table: name, dates, and edit and delete for those who may. */
export function CategoriesTable({ categories, canWrite, stale, onRename, onDelete }: CategoriesTableProps) {
  return (
    <Table aria-busy={stale || undefined} className={cn(stale && 'opacity-60 transition-opacity')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Name</TableHead>
          <TableHead>Created Date</TableHead>
          <TableHead>Updated Date</TableHead>
          {canWrite && (
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {categories.map((category) => (
          <TableRow key={category.id} data-testid={`category-row-${category.id}`}>
            <TableCell className="font-medium">{category.name}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              <time dateTime={category.createdDate}>{formatDate(category.createdDate)}</time>
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              <time dateTime={category.updatedDate}>{formatDate(category.updatedDate)}</time>
            </TableCell>
            {canWrite && (
              <TableCell className="text-right">
                <CategoryActions category={category} onRename={onRename} onDelete={onDelete} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function CategoryActions({
  category,
  onRename,
  onDelete,
}: Pick<CategoriesTableProps, 'onRename' | 'onDelete'> & { category: NewsCategory }) {
  const [editOpen, setEditOpen] = useState(false);
  return (
    <div className="flex justify-end gap-1">
      <CategoryFormDialog
        open={editOpen}
        onOpenChange={setEditOpen}
        category={category}
        trigger={
          <Button variant="ghost" size="sm" aria-label={`Edit ${category.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        }
        onSubmit={async ({ name: newName }) => {
          await onRename(category, newName);
          setEditOpen(false);
        }}
      />
      <ConfirmDialog
        title="Delete Category"
        description={`Are you sure you want to delete the category "${category.name}"? News items in it stay, without this category.`}
        confirmLabel="Delete"
        onConfirm={() => onDelete(category)}
        trigger={
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${category.name}`}
            className="text-destructive hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        }
      />
    </div>
  );
}
