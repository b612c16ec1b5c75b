import { useState } from 'react';
import { Plus, Tags } from 'lucide-react';
import { newsMessages } from '@cms/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { useTableUrlState } from '@/hooks/use-table-url-state';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useCategoryPage, useCreateCategory, useDeleteCategory, useUpdateCategory } from '../api';
import { BackToNews } from '../components/back-to-news';
import { CategoriesTable } from '../components/categories-table';
import { CategoryFormDialog } from '../components/category-form-dialog';
import { LoadError } from '@/components/load-error';

/** /news/categories (spec 01 §2): the website's news categories with add, edit and delete. */
export function NewsCategoriesScreen() {
  const canWrite = useCan('writeContent');
  const { pageIndex, setPageIndex } = useTableUrlState();
  const categories = useCategoryPage(pageIndex);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [addOpen, setAddOpen] = useState(false);

  const page = categories.data;
  let body;
  if (categories.isPending) {
    body = <LoadingState label="Loading categories..." />;
  } else if (categories.isError || !page) {
    body = (
      <LoadError title="Failed to load categories" error={categories.error} onRetry={() => void categories.refetch()} />
    );
  } else if (page.content.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <Tags className="size-10 text-muted-foreground" aria-hidden="true" />
        {pageIndex > 0 ? (
          <>
            <p className="font-medium">This page is empty</p>
            <Button variant="outline" size="sm" onClick={() => setPageIndex(0)}>
              Go to first page
            </Button>
          </>
        ) : (
          <p className="font-medium">No categories yet</p>
        )}
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <CategoriesTable
          categories={page.content}
          canWrite={canWrite}
          stale={categories.isPlaceholderData}
          onRename={async (category, name) => {
            await update.mutateAsync({ id: category.id, name });
            toast({ variant: 'success', title: 'Category updated successfully' });
          }}
          onDelete={async (category) => {
            await remove.mutateAsync(category.id);
            toast({ variant: 'success', title: newsMessages.categoryDeleted });
          }}
        />
        <Pagination
          pageIndex={page.number}
          totalPages={page.totalPages}
          totalElements={page.totalElements}
          itemLabel={page.totalElements === 1 ? 'category' : 'categories'}
          onPageChange={setPageIndex}
          disabled={categories.isPlaceholderData}
        />
      </div>
    );
  }

  return (
    <div>
      <BackToNews />
      <PageHeader
        title="News Categories"
        description="Group news articles by topic."
        actions={
          canWrite && (
            <CategoryFormDialog
              open={addOpen}
              onOpenChange={setAddOpen}
              trigger={
                <Button>
                  <Plus aria-hidden="true" />
                  Add Category
                </Button>
              }
              onSubmit={async (values) => {
                await create.mutateAsync(values);
                toast({ variant: 'success', title: 'Category created successfully' });
                setAddOpen(false);
              }}
            />
          )
        }
      />
      <Card>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
