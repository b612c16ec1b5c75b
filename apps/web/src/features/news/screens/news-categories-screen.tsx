import { DialogEditedList } from '@/components/dialog-edited-list';
import { categoriesResource } from '../api';

/** /news/categories (docs/product/news.md §2): the website's news categories with add, edit and delete. */
export function NewsCategoriesScreen() {
  return (
    <DialogEditedList
      resource={categoriesResource}
      description="Group news articles by topic."
      deleteConfirm={{
        title: 'Delete Category',
        description: (row) =>
          `Are you sure you want to delete the category "${row.name}"? It is taken off every news item that has it.`,
      }}
      dialog={{
        description: (row) => (row ? 'Rename this news category.' : 'A new category for grouping news articles.'),
        empty: { name: '' },
      }}
      fields={(Field) => <Field.Text name="name" label="Name" required />}
    />
  );
}
