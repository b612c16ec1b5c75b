import type { Alert, AlertRequest, AlertSeverity } from '@cms/contract';
import { DateTimeField, SelectField, SwitchField, TextareaField, TextField } from '@/components/form/form-fields';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { browserTimeZone } from '@/lib/format';
import { alertsResource } from '../api';
import { SEVERITY_OPTIONS } from './alert-columns';

/** A new alert (spec 02 §4: active by default), and the fields a saved one is sent with. */
export const ALERT_FIELDS = {
  title: '',
  header: '',
  body: '',
  footer: '',
  active: true,
  severity: 'information' as AlertSeverity,
  startsAt: '',
  endsAt: '',
};

/**
 * New Alert and Edit Alert (spec 02 §5: title, header and body required, footer optional), with
 * the severity and the window in which the website shows it, typed in the browser's time zone.
 */
export function AlertForm(props: ItemFormProps<Alert, AlertRequest>) {
  const aside = (
    <>
      <SwitchField name="active" label="Active" />
      <SelectField name="severity" label="Severity" options={SEVERITY_OPTIONS} />
      <DateTimeField name="startsAt" label="Starts at" description="Empty: shown from now on." />
      <DateTimeField name="endsAt" label="Ends at" description="Empty: shown until switched off." />
      <p className="text-sm text-muted-foreground">Times are in your time zone, {browserTimeZone()}.</p>
    </>
  );
  return (
    <ItemPageForm {...props} resource={alertsResource} empty={ALERT_FIELDS} aside={aside}>
      <TextField name="title" label="Title" required />
      <TextField name="header" label="Header" required />
      <TextareaField name="body" label="Body" rows={5} required />
      <TextField name="footer" label="Footer" />
    </ItemPageForm>
  );
}
