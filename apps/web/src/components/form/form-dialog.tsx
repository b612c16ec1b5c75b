import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldPath, type FieldValues } from 'react-hook-form';
import type { LucideIcon } from 'lucide-react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FieldIds } from './field-chrome';
import { BusyButton } from './form-actions';
import { useResourceForm } from './use-resource-form';

export interface FormDialogProps<V extends FieldValues, R> {
  /** Open from outside (`open` and `onOpenChange`), or by its own `trigger`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * The outlined button that opens it ('Edit Profile'), or the page's main one (`primary`: 'Add New
   * User'); the dialog then keeps its own state.
   */
  /**
   * `label` is what the button says; `name`, when given, what it is called (it starts with the
   * label): a row's short 'Edit caption' is 'Edit caption of Sports Day' to a screen reader.
   */
  trigger?: { label: string; icon: LucideIcon; disabled?: boolean; primary?: boolean; name?: string; small?: boolean };
  /** The dialog's heading: the trigger's words unless given ('Add Photo by URL'); one opened from outside gives it. */
  title?: string;
  description: string;
  submitLabel: string;
  /** What the submit says while saving: 'Saving...' unless given ('Updating...'). */
  savingLabel?: string;
  schema: z.ZodType<R>;
  defaultValues: V;
  /** Resolves when saved (the dialog then closes); a rejection keeps what was typed. */
  onSubmit: (values: R) => Promise<unknown>;
  /** The field a 409 (a taken name) is shown beside. */
  conflictField?: FieldPath<V>;
  /** The prefix of the fields' ids ('topic': 'topic-title'). */
  idPrefix?: string;
  /** The dialog's fields (the kit's bound fields). */
  children: ReactNode;
}

/**
 * A form in a dialog (add and edit a topic, a category, the profile, ...) on the kit's one form
 * hook; while it saves, neither Cancel nor Escape closes it.
 */
export function FormDialog<V extends FieldValues, R>({
  open: controlled,
  onOpenChange,
  trigger,
  title,
  description,
  idPrefix,
  ...form
}: FormDialogProps<V, R>) {
  const [own, setOwn] = useState(false);
  const [saving, setSaving] = useState(false);
  const open = controlled ?? own;
  const setOpen = (next: boolean) => {
    setOwn(next);
    onOpenChange?.(next);
  };
  const fields = (
    // Mounted on every open, so it starts from the item (or empty).
    <DialogForm {...form} onSaving={setSaving} onDone={() => setOpen(false)} />
  );
  return (
    <Dialog open={open} onOpenChange={(next) => !saving && setOpen(next)}>
      {trigger && (
        <DialogTrigger asChild>
          <Button
            variant={trigger.primary ? 'default' : 'outline'}
            size={trigger.small ? 'sm' : undefined}
            disabled={trigger.disabled}
            aria-label={trigger.name}
          >
            <trigger.icon aria-hidden="true" />
            {trigger.label}
          </Button>
        </DialogTrigger>
      )}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title ?? trigger?.label}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && (idPrefix ? <FieldIds prefix={idPrefix}>{fields}</FieldIds> : fields)}
      </DialogContent>
    </Dialog>
  );
}

function DialogForm<V extends FieldValues, R>({
  submitLabel,
  savingLabel,
  schema,
  defaultValues,
  onSubmit,
  conflictField,
  children,
  onSaving,
  onDone,
}: Omit<FormDialogProps<V, R>, 'open' | 'onOpenChange' | 'trigger' | 'title' | 'description' | 'idPrefix'> & {
  onSaving: (saving: boolean) => void;
  onDone: () => void;
}) {
  const { form, submit, saving } = useResourceForm({
    schema,
    defaultValues,
    draftKey: null,
    conflictField,
    onSubmit: async (values: R) => {
      onSaving(true);
      try {
        await onSubmit(values);
      } finally {
        onSaving(false);
      }
      onDone();
    },
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="grid gap-4"
        aria-busy={saving}
        onSubmit={(event) => {
          // Portalled, but React bubbles the submit to any form around the dialog's trigger.
          event.stopPropagation();
          void submit(event);
        }}
      >
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={saving}>
              Cancel
            </Button>
          </DialogClose>
          <BusyButton busy={saving} label={submitLabel} busyLabel={savingLabel} />
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
