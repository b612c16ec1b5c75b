import { Tags } from 'lucide-react';
import { newsCategoryRequest } from '@cms/contract';
import { DialogEditedList } from '@/components/dialog-edited-list';
import { TextField } from '@/components/form/form-fields';
import { formatDate } from '@/lib/format';
import { categoriesResource } from '../api';

/** /news/categories (spec 01 §2): the website's news categories with add, edit and delete. */
export function NewsCategoriesScreen() {
  return (
    <DialogEditedList
      resource={categoriesResource}
      title="News Categories"
      description="Group news articles by topic."
      back={{ to: '/news', label: 'Back to News' }}
      icon={Tags}
      thing={{ title: 'Category', one: 'category', many: 'categories' }}
      columns={[
        { id: 'name', header: 'Name', className: 'font-medium', cell: (row) => row.name },
        {
          id: 'createdDate',
          header: 'Created Date',
          className: 'whitespace-nowrap text-muted-foreground',
          cell: (row) => formatDate(row.createdDate),
        },
      ]}
      rowLabel={(row) => row.name}
      deleteConfirm={{
        title: 'Delete Category',
        description: (row) =>
          `Are you sure you want to delete the category "${row.name}"? It is taken off every news item that has it.`,
      }}
      dialogDescription={(row) => (row ? 'Rename this news category.' : 'A new category for grouping news articles.')}
      schema={newsCategoryRequest}
      defaultValues={(row) => ({ name: row?.name ?? '' })}
      conflictField="name"
      fields={<TextField name="name" label="Name" id="news-category-name" required />}
    />
  );
}
