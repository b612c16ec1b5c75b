import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { changePasswordForm, type ChangePasswordForm } from '@cms/contract';
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
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api';

/** Spec 01 §8: the server's message, else a generic one (never a transport error's own text). */
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
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <KeyRound aria-hidden="true" />
          Change Password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>
            Enter your current password and choose a new one. You will be asked to log in again.
          </DialogDescription>
        </DialogHeader>
        <ChangePasswordFormFields
          onSavingChange={setSaving}
          onChanged={() => {
            setOpen(false);
            onChanged();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

interface ChangePasswordFormFieldsProps {
  onSavingChange: (saving: boolean) => void;
  onChanged: () => void;
}

function ChangePasswordFormFields({ onSavingChange, onChanged }: ChangePasswordFormFieldsProps) {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const change = useChangePassword({
    onMutate: () => onSavingChange(true),
    onSettled: () => onSavingChange(false),
  });

  const submit = form.handleSubmit(({ oldPassword, newPassword }) =>
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Password Changed',
            description: 'Your password has been changed successfully. Please log in again.',
          });
          onChanged();
        },
        onError: (error) => {
          // A 401 has already sent the user to /session-expired.
          if (isApiError(error, 401)) return;
          toast({ variant: 'destructive', title: 'Password change failed', description: passwordChangeFailure(error) });
        },
      },
    ),
  );

  const saving = change.isPending;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={saving}>
      <FormField label="Current Password" error={errors.oldPassword?.message}>
        <PasswordInput autoComplete="current-password" required {...form.register('oldPassword')} />
      </FormField>
      <FormField label="New Password" error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" required {...form.register('newPassword')} />
      </FormField>
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" required {...form.register('confirmPassword')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={saving}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner label="" />}
          {saving ? 'Updating...' : 'Update Password'}
        </Button>
      </DialogFooter>
    </form>
  );
}
