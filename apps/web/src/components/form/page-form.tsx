import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { DraftBanner, FormActions } from './form-fields';
import type { ResourceForm } from './use-resource-form';

/**
 * A form on its own page (New News Article, Edit Blog) on the kit's form hook: the offer of an
 * unsaved draft above it, its fields, then Cancel and the submit button.
 */
export function PageForm<V extends FieldValues, R>({
  resourceForm,
  label,
  cancelTo,
  submitLabel,
  children,
}: {
  resourceForm: ResourceForm<V, R>;
  /** The form's accessible name: 'New News Article'. */
  label: string;
  cancelTo: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const { form, submit, saving, draft, restoreDraft, discardDraft } = resourceForm;
  return (
    <FormProvider {...form}>
      <DraftBanner draft={draft} onRestore={restoreDraft} onDiscard={discardDraft} />
      <form onSubmit={submit} noValidate aria-busy={saving} aria-label={label}>
        {children}
        <FormActions cancelTo={cancelTo} saving={saving} label={submitLabel} />
      </form>
    </FormProvider>
  );
}
