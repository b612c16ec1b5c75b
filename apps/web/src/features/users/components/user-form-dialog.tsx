import type { ReactNode } from 'react';
import type { User } from '@cms/contract';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { UserForm, type UserFormResult } from './user-form';

export interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger?: ReactNode;
  /** Edit this user; absent for Add New User. */
  user?: User;
  lockStatus?: boolean;
  onSubmit: (values: UserFormResult) => Promise<unknown>;
}

/** Add New User / Edit User. Closing it drops what was typed; a failed save keeps it. */
export function UserFormDialog({ open, onOpenChange, trigger, user, lockStatus, onSubmit }: UserFormDialogProps) {
  const isEdit = Boolean(user);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Edit User' : 'Add New User'}</DialogTitle>
          <DialogDescription>
            {isEdit ? "Change the user's details and status." : 'Create an account that can sign in to this CMS.'}
          </DialogDescription>
        </DialogHeader>
        <UserForm user={user} lockStatus={lockStatus} onSubmit={onSubmit} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
