import type { ReactNode } from 'react';
import { FormProvider, type FieldPath, type FieldValues } from 'react-hook-form';
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
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useResourceForm } from './use-resource-form';

export interface FormDialogProps<V extends FieldValues, R> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  schema: z.ZodType<R>;
  defaultValues: V;
  /** Resolves when saved (the dialog then closes); a rejection keeps what was typed. */
  onSubmit: (values: R) => Promise<unknown>;
  /** The field a 409 (a taken name) is shown beside. */
  conflictField?: FieldPath<V>;
  /** The dialog's fields (the kit's bound fields). */
  children: ReactNode;
}

/** A form in a dialog (add and edit a topic, a category, ...) on the kit's one form hook. */
export function FormDialog<V extends FieldValues, R>({
  open,
  onOpenChange,
  title,
  description,
  ...form
}: FormDialogProps<V, R>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* Mounted on every open, so it starts from the item (or empty). */}
        {open && <DialogForm {...form} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function DialogForm<V extends FieldValues, R>({
  submitLabel,
  schema,
  defaultValues,
  onSubmit,
  conflictField,
  children,
  onDone,
}: Omit<FormDialogProps<V, R>, 'open' | 'onOpenChange' | 'title' | 'description'> & { onDone: () => void }) {
  const { form, submit, saving } = useResourceForm({
    schema,
    defaultValues,
    draftKey: null,
    conflictField,
    onSubmit: async (values: R) => {
      await onSubmit(values);
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
          <Button type="submit" disabled={saving}>
            {saving && <Spinner label="" />}
            {saving ? 'Saving...' : submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
