import { DialogEditedList } from '@/components/dialog-edited-list';
import { topicsResource } from '../api';

/** /topic-management (docs/product/blogs.md §2): the blog topics, with add, edit and delete with confirmation. */
export function TopicManagementScreen() {
  return (
    <DialogEditedList
      resource={topicsResource}
      description="The topics blog posts are grouped by."
      columns={[
        {
          id: 'description',
          header: 'Description',
          className: 'max-w-md whitespace-normal text-muted-foreground',
          cell: (row) => row.description || '—',
        },
      ]}
      deleteConfirm={{ description: (row) => `"${row.title}" will be removed from every blog post that has it.` }}
      dialog={{
        description: () => 'Topics group blog posts by subject.',
        empty: { title: '', description: '' },
      }}
      fields={(Field) => (
        <>
          <Field.Text name="title" label="Title" required />
          <Field.Textarea name="description" label="Description" />
        </>
      )}
    />
  );
}
