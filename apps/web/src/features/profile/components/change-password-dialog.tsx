import { KeyRound } from 'lucide-react';
import { changePasswordForm, type ChangePasswordForm } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { FormDialog } from '@/components/form/form-dialog';
import { ApiError, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api';

const Field = fieldsFor<ChangePasswordForm>();

/** docs/product/profile.md §8: the server's message, else a generic one (never a transport error's own text). */
export function passwordChangeFailure(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || 'Something went wrong.';
}

export interface ChangePasswordDialogProps {
  /** After the 'Password Changed' toast; the screen schedules the logout. */
  onChanged: () => void;
  /** True once the password has changed: the session is ending, so the dialog cannot open again. */
  disabled?: boolean;
}

export function ChangePasswordDialog({ onChanged, disabled }: ChangePasswordDialogProps) {
  const change = useChangePassword({
    onError: (error) => {
      // A 401 has already sent the user to /session-expired.
      if (isApiError(error, 401)) return;
      toast({ variant: 'destructive', title: 'Password change failed', description: passwordChangeFailure(error) });
    },
  });
  return (
    <FormDialog
      trigger={{ label: 'Change Password', icon: KeyRound, disabled }}
      description="Enter your current password and choose a new one. You will be asked to log in again."
      submitLabel="Update Password"
      savingLabel="Updating..."
      schema={changePasswordForm}
      defaultValues={{ oldPassword: '', newPassword: '', confirmPassword: '' }}
      onSubmit={async ({ oldPassword, newPassword }) => {
        await change.mutateAsync({ oldPassword, newPassword });
        toast({
          variant: 'success',
          title: 'Password Changed',
          description: 'Your password has been changed successfully. Please log in again.',
        });
        onChanged();
      }}
    >
      <Field.Password name="oldPassword" label="Current Password" autoComplete="current-password" />
      <Field.Password name="newPassword" label="New Password" />
      <Field.Password name="confirmPassword" label="Confirm New Password" />
    </FormDialog>
  );
}
