import { Tags } from 'lucide-react';
import { topicRequest } from '@cms/contract';
import { DialogEditedList } from '@/components/dialog-edited-list';
import { TextareaField, TextField } from '@/components/form/form-fields';
import { formatDate } from '@/lib/format';
import { topicsResource } from '../api';

/** /topic-management (spec 01 §2): the blog topics, with add, edit and delete with confirmation. */
export function TopicManagementScreen() {
  return (
    <DialogEditedList
      resource={topicsResource}
      title="Topic Management"
      description="The topics blog posts are grouped by."
      back={{ to: '/blogs', label: 'Back to Blogs' }}
      icon={Tags}
      thing={{ title: 'Topic', one: 'topic', many: 'topics' }}
      columns={[
        { id: 'title', header: 'Title', className: 'font-medium', cell: (row) => row.title },
        {
          id: 'description',
          header: 'Description',
          className: 'max-w-md whitespace-normal text-muted-foreground',
          cell: (row) => row.description || '—',
        },
        {
          id: 'createdDate',
          header: 'Created Date',
          className: 'whitespace-nowrap text-muted-foreground',
          cell: (row) => formatDate(row.createdDate),
        },
      ]}
      rowLabel={(row) => row.title}
      deleteConfirm={{
        title: 'Are you sure you want to delete this topic?',
        description: (row) => `"${row.title}" will be removed from every blog post that has it.`,
      }}
      dialogDescription={() => 'Topics group blog posts by subject.'}
      schema={topicRequest}
      defaultValues={(row) => ({ title: row?.title ?? '', description: row?.description ?? '' })}
      conflictField="title"
      fields={
        <>
          <TextField name="title" label="Title" id="topic-title" required />
          <TextareaField name="description" label="Description" id="topic-description" />
        </>
      }
    />
  );
}
