import { Link } from 'react-router';
import { categoryDeleteConfirm } from '@cms/contract';
import { DialogEditedList } from '@/components/dialog-edited-list';
import { categoriesResource } from '../api';

/** /spotlight/categories (docs/product/spotlight.md §2): the categories in their order, dragged into a new one. */
export function SpotlightCategoriesScreen() {
  return (
    <DialogEditedList
      resource={categoriesResource}
      description="Groups of student achievers. Drag a category by its handle to change the order the website shows them in."
      ordered
      columns={[
        {
          id: 'description',
          header: 'Description',
          className: 'max-w-md whitespace-normal text-muted-foreground',
          cell: (row) => row.description,
        },
        {
          id: 'stars',
          header: 'Stars',
          cell: (row) => (
            <Link
              to={`/spotlight/categories/${row.id}`}
              aria-label={`Stars of ${row.name}`}
              className="font-medium underline underline-offset-2"
            >
              {row.starCount === 1 ? '1 star' : `${row.starCount} stars`}
            </Link>
          ),
        },
      ]}
      deleteConfirm={{ description: (row) => categoryDeleteConfirm(row.name, row.starCount) }}
      dialog={{
        description: () => 'A category groups the stars the website shows together.',
        empty: { name: '', description: '' },
      }}
      fields={(Field) => (
        <>
          <Field.Text name="name" label="Name" required />
          <Field.Textarea name="description" label="Description" required />
        </>
      )}
    />
  );
}
