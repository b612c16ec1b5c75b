import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { newsCategoryRequest, type NewsCategory } from '@cms/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { contractResolver } from '@/lib/contract-resolver';

interface CategoryFormValues {
  name: string;
}

const resolver = contractResolver<CategoryFormValues, CategoryFormValues>(newsCategoryRequest);

export interface CategoryFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  /** The category being renamed; absent when adding one. */
  category?: NewsCategory;
  /** Resolves when saved (the dialog then closes); a rejection keeps what was typed. */
  onSubmit: (values: CategoryFormValues) => Promise<unknown>;
}

/** Add Category / Edit Category: a name, required ('Name is required', spec 01 §5). */
export function CategoryFormDialog({ open, onOpenChange, trigger, category, onSubmit }: CategoryFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{category ? 'Edit Category' : 'Add Category'}</DialogTitle>
          <DialogDescription>
            {category ? 'Rename this news category.' : 'A new category for grouping news articles.'}
          </DialogDescription>
        </DialogHeader>
        {open && <CategoryForm category={category} onSubmit={onSubmit} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({
  category,
  onSubmit,
  onCancel,
}: Pick<CategoryFormDialogProps, 'category' | 'onSubmit'> & { onCancel: () => void }) {
  const nameId = useId();
  const form = useForm<CategoryFormValues, unknown, CategoryFormValues>({
    resolver,
    defaultValues: { name: category?.name ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // A taken name (409) or the server's validation message belongs beside the field.
      if (error instanceof ApiError && (error.status === 409 || error.status === 400) && error.serverMessage) {
        form.setError('name', { type: 'server', message: error.serverMessage }, { shouldFocus: true });
      }
    }
  });

  return (
    <form
      onSubmit={(event) => {
        // Portalled, but React bubbles the submit to any form around the dialog's trigger.
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
      className="grid gap-4"
      aria-busy={isSubmitting}
    >
      <FormField id={nameId} label="Name" error={errors.name?.message} requiredMark>
        <Input autoComplete="off" required autoFocus {...form.register('name')} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner label="" />}
          {isSubmitting ? 'Saving...' : category ? 'Save Changes' : 'Add Category'}
        </Button>
      </DialogFooter>
    </form>
  );
}
