import type { TopicRequest } from '@cms/contract';
import { DialogEditedList } from '@/components/dialog-edited-list';
import { fieldsFor } from '@/components/form/fields-for';
import { topicsResource } from '../api';

const Field = fieldsFor<TopicRequest>();

/** /topic-management (docs/product/blogs.md §2): the blog topics, with add, edit and delete with confirmation. */
export function TopicManagementScreen() {
  return (
    <DialogEditedList
      resource={topicsResource}
      description="The topics blog posts are grouped by."
      named="title"
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
      fields={
        <>
          <Field.Text name="title" label="Title" required />
          <Field.Textarea name="description" label="Description" />
        </>
      }
    />
  );
}
