import { noticeRequest, type Notice, type NoticeStatus } from '@cms/contract';
import { RichTextField, SelectField, TextareaField, TextField } from '@/components/form/form-fields';
import { PageForm } from '@/components/form/page-form';
import { useResourceForm, valuesFrom } from '@/components/form/use-resource-form';
import { NOTICE_STATUS_OPTIONS } from './notice-columns';

type NoticeFormResult = ReturnType<typeof noticeRequest.parse>;

/** New Notice and Edit Notice: title, summary, the rich-text content and the status (Active when new). */
export function NoticeForm({
  notice,
  onSubmit,
}: {
  notice?: Notice;
  onSubmit: (values: NoticeFormResult) => Promise<unknown>;
}) {
  const resourceForm = useResourceForm({
    schema: noticeRequest,
    draftKey: `notices:${notice?.id ?? 'new'}`,
    onSubmit,
    defaultValues: valuesFrom({ title: '', summary: '', content: '', status: 'ACTIVE' as NoticeStatus }, notice),
  });

  return (
    <PageForm
      resourceForm={resourceForm}
      label={notice ? 'Edit Notice' : 'New Notice'}
      cancelTo="/notice-board"
      submitLabel={notice ? 'Update Notice' : 'Create Notice'}
      aside={<SelectField name="status" label="Status" id="notice-status" options={NOTICE_STATUS_OPTIONS} />}
    >
      <TextField name="title" label="Title" id="notice-title" required />
      <TextareaField
        name="summary"
        label="Summary"
        id="notice-summary"
        description="A line or two shown in the list."
      />
      <RichTextField name="content" label="Content" id="notice-content" placeholder="Write the notice..." />
    </PageForm>
  );
}
