import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Card, CardContent } from '@/components/ui/card';
import type { Screens } from '@/lib/resource-screens';
import { DraftBanner } from './draft-banner';
import { FieldIds } from './field-chrome';
import { FormActions } from './form-actions';
import { LeaveGuard } from './leave-guard';
import {
  draftBaseOf,
  requestDefaults,
  useResourceForm,
  valuesFrom,
  type ResourceForm,
  type ResourceFormOptions,
} from './use-resource-form';

/** What an area's one form for create and edit is given by its screen. */
export interface ItemFormProps<T, B> {
  /** The saved item when editing; none for a new one. */
  item?: T;
  /** Resolves when saved; a rejection keeps the form as typed (the error toast is shared). */
  onSubmit: (body: B) => Promise<unknown>;
}

/**
 * An area's one form for create and edit on its own page (docs/design.md §11 "Console": `isEdit =
 * Boolean(item)`), named from the resource's words: 'New Alert' or 'Edit Alert', its submit
 * 'Create Alert' or 'Update Alert', Cancel back to the list, its draft kept as 'alerts:7' and its
 * fields' ids as 'alert-title'. The area gives its starting values (besides its contract's defaults)
 * and fields.
 */
export function ItemPageForm<T extends { id: number }, V extends FieldValues, R>({
  resource,
  item,
  onSubmit,
  empty,
  saved = (item) => item,
  onInvalid,
  updateLabel,
  aside,
  children,
}: ItemFormProps<T, R> & {
  resource: { key: string; screens: Screens; request?: z.ZodType<R> };
  /**
   * A new item's values besides the request's defaults (a news item's `status: 'DRAFT'`, its
   * contract's); a saved one's fields are taken from the item.
   */
  empty: V;
  /** The saved item as the form holds it, where that differs (a carousel's elements are edited apart). */
  saved?: (item: T) => object;
  onInvalid?: ResourceFormOptions<V, R>['onInvalid'];
  /** The submit's words for a saved item: 'Update <thing>' unless given ('Save Changes'). */
  updateLabel?: string;
  /** The settings beside the fields (status, switches). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { key, screens } = resource;
  const resourceForm = useResourceForm({
    schema: resource.request!,
    defaultValues: valuesFrom({ ...requestDefaults(resource.request), ...empty }, item && saved(item)),
    draftKey: `${key}:${item?.id ?? 'new'}`,
    draftBase: draftBaseOf(item),
    onSubmit,
    onInvalid,
  });
  return (
    <FieldIds prefix={screens.idPrefix}>
      <PageForm
        resourceForm={resourceForm}
        label={item ? `Edit ${screens.name}` : screens.create}
        cancelTo={screens.path}
        submitLabel={item ? (updateLabel ?? `Update ${screens.name}`) : `Create ${screens.name}`}
        aside={aside}
      >
        {children}
      </PageForm>
    </FieldIds>
  );
}

/**
 * A form on its own page (New News Article, Edit Blog) on the kit's form hook: the offer of an
 * unsaved draft above it, its fields, then Cancel and the submit button; leaving it changed asks first. With `aside`, the fields
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
  const { form, submit, saving, draft, restoreDraft, discardDraft, unsaved, isSaving } = resourceForm;
  return (
    <FormProvider {...form}>
      <LeaveGuard unsaved={unsaved} isSaving={isSaving} />
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
