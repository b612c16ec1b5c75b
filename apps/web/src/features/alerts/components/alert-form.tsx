import { alertRequest, type Alert, type AlertSeverity } from '@cms/contract';
import { DateTimeField, SelectField, SwitchField, TextareaField, TextField } from '@/components/form/form-fields';
import { PageForm } from '@/components/form/page-form';
import { useResourceForm, valuesFrom } from '@/components/form/use-resource-form';
import { browserTimeZone } from '@/lib/format';
import { SEVERITY_OPTIONS } from './alert-columns';

type AlertFormResult = ReturnType<typeof alertRequest.parse>;

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
export function AlertForm({
  alert,
  onSubmit,
}: {
  alert?: Alert;
  onSubmit: (values: AlertFormResult) => Promise<unknown>;
}) {
  const resourceForm = useResourceForm({
    schema: alertRequest,
    draftKey: `alerts:${alert?.id ?? 'new'}`,
    onSubmit,
    defaultValues: valuesFrom(ALERT_FIELDS, alert),
  });

  return (
    <PageForm
      resourceForm={resourceForm}
      label={alert ? 'Edit Alert' : 'New Alert'}
      cancelTo="/alerts"
      submitLabel={alert ? 'Update Alert' : 'Create Alert'}
      aside={
        <>
          <SwitchField name="active" label="Active" id="alert-active" />
          <SelectField name="severity" label="Severity" id="alert-severity" options={SEVERITY_OPTIONS} />
          <DateTimeField
            name="startsAt"
            label="Starts at"
            id="alert-starts-at"
            description="Empty: shown from now on."
          />
          <DateTimeField
            name="endsAt"
            label="Ends at"
            id="alert-ends-at"
            description="Empty: shown until switched off."
          />
          <p className="text-sm text-muted-foreground">Times are in your time zone, {browserTimeZone()}.</p>
        </>
      }
    >
      <TextField name="title" label="Title" id="alert-title" required />
      <TextField name="header" label="Header" id="alert-header" required />
      <TextareaField name="body" label="Body" id="alert-body" rows={5} required />
      <TextField name="footer" label="Footer" id="alert-footer" />
    </PageForm>
  );
}
