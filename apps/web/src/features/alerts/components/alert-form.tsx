import type { Alert, AlertRequest, AlertSeverity } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { emptyText } from '@/components/form/use-resource-form';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { browserTimeZone } from '@/lib/format';
import { alertsResource } from '../api';
import { SEVERITY_OPTIONS } from './alert-columns';

const Field = fieldsFor<AlertRequest>();

/** A new alert (docs/product/alerts.md §4: active by default), and the fields a saved one is sent with. */
export const ALERT_FIELDS = {
  ...emptyText('title', 'header', 'body', 'footer', 'startsAt', 'endsAt'),
  active: true,
  severity: 'information' as AlertSeverity,
};

/**
 * New Alert and Edit Alert (docs/product/alerts.md §5: title, header and body required, footer optional), with
 * the severity and the window in which the website shows it, typed in the browser's time zone.
 */
export function AlertForm(props: ItemFormProps<Alert, AlertRequest>) {
  const aside = (
    <>
      <Field.Switch name="active" label="Active" />
      <Field.Select name="severity" label="Severity" options={SEVERITY_OPTIONS} />
      <Field.DateTime name="startsAt" label="Starts at" description="Empty: shown from now on." />
      <Field.DateTime name="endsAt" label="Ends at" description="Empty: shown until switched off." />
      <p className="text-sm text-muted-foreground">Times are in your time zone, {browserTimeZone()}.</p>
    </>
  );
  return (
    <ItemPageForm {...props} resource={alertsResource} empty={ALERT_FIELDS} aside={aside}>
      <Field.Text name="title" label="Title" required />
      <Field.Text name="header" label="Header" required />
      <Field.Textarea name="body" label="Body" rows={5} required />
      <Field.Text name="footer" label="Footer" />
    </ItemPageForm>
  );
}
