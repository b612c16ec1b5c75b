import type { Notice, NoticeRequest, NoticeStatus } from '@cms/contract';
import { RichTextField, SelectField, TextareaField, TextField } from '@/components/form/form-fields';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { noticesResource } from '../api';
import { NOTICE_STATUS_OPTIONS } from './notice-columns';

/** A new notice: Active (spec 02 §4). */
const NOTICE_FIELDS = { title: '', summary: '', content: '', status: 'ACTIVE' as NoticeStatus };

/** New Notice and Edit Notice: title, summary, the rich-text content and the status (Active when new). */
export function NoticeForm(props: ItemFormProps<Notice, NoticeRequest>) {
  const aside = <SelectField name="status" label="Status" options={NOTICE_STATUS_OPTIONS} />;
  return (
    <ItemPageForm {...props} resource={noticesResource} empty={NOTICE_FIELDS} aside={aside}>
      <TextField name="title" label="Title" required />
      <TextareaField name="summary" label="Summary" description="A line or two shown in the list." />
      <RichTextField name="content" label="Content" placeholder="Write the notice..." />
    </ItemPageForm>
  );
}
