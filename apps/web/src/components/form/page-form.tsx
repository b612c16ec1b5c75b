import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { Card, CardContent } from '@/components/ui/card';
import { DraftBanner, FormActions } from './form-fields';
import type { ResourceForm } from './use-resource-form';

/**
 * A form on its own page (New News Article, Edit Blog) on the kit's form hook: the offer of an
 * unsaved draft above it, its fields, then Cancel and the submit button. With `aside`, the fields
 * are a card and the aside (status, switches) a narrow card beside it on wide screens.
 */
export function PageForm<V extends FieldValues, R>({
  resourceForm,
  label,
  cancelTo,
  submitLabel,
  aside,
  children,
}: {
  resourceForm: ResourceForm<V, R>;
  /** The form's accessible name: 'New News Article'. */
  label: string;
  cancelTo: string;
  submitLabel: string;
  /** The settings beside the fields (status, switches). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { form, submit, saving, draft, restoreDraft, discardDraft } = resourceForm;
  return (
    <FormProvider {...form}>
      <DraftBanner draft={draft} onRestore={restoreDraft} onDiscard={discardDraft} />
      <form onSubmit={submit} noValidate aria-busy={saving} aria-label={label}>
        {aside ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <Card>
              <CardContent className="grid gap-5">{children}</CardContent>
            </Card>
            <Card className="content-start">
              <CardContent className="grid gap-5">{aside}</CardContent>
            </Card>
          </div>
        ) : (
          children
        )}
        <FormActions cancelTo={cancelTo} saving={saving} label={submitLabel} />
      </form>
    </FormProvider>
  );
}
