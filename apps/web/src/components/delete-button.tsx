import { Trash2 } from 'lucide-react';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

/**
 * A screen's Delete button for the item it shows (a blog post, a user): destructive, with the same
 * word and icon everywhere, and run only after its question (the kit's `deleteAction` is a table
 * row's).
 */
export function DeleteButton(props: Omit<ConfirmDialogProps, 'trigger' | 'open' | 'onOpenChange'>) {
  return (
    <ConfirmDialog
      {...props}
      trigger={
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
    />
  );
}
