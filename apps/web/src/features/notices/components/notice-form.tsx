import type { Notice, NoticeRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { noticesResource } from '../api';
import { NOTICE_STATUS_OPTIONS } from './notice-columns';

const Field = fieldsFor<NoticeRequest>();

/** A new notice: Active (docs/product/notices.md §4), as its contract says. */
const NOTICE_FIELDS = { title: '', summary: '', content: '' };

/** New Notice and Edit Notice: title, summary, the rich-text content and the status (Active when new). */
export function NoticeForm(props: ItemFormProps<Notice, NoticeRequest>) {
  const aside = <Field.Select name="status" label="Status" options={NOTICE_STATUS_OPTIONS} />;
  return (
    <ItemPageForm {...props} resource={noticesResource} empty={NOTICE_FIELDS} aside={aside}>
      <Field.Text name="title" label="Title" required />
      <Field.Textarea name="summary" label="Summary" description="A line or two shown in the list." />
      <Field.RichText name="content" label="Content" placeholder="Write the notice..." />
    </ItemPageForm>
  );
}
