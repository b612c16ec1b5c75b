import { useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, changePasswordForm, resetPasswordRequest } from '@cms/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useResetPassword } from '../api';
import { AuthCard, AuthNotice, BackToLogin } from '../components/auth-card';

// The contract's new-password rule plus the Change Password form's confirmation wording.
const resetPasswordForm = resetPasswordRequest
  .pick({ newPassword: true })
  .extend({ confirmPassword: changePasswordForm.shape.confirmPassword })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * /reset-password#token=...: the end of the forgot-password mail. The token rides in the fragment,
 * which the browser never sends, so no server log sees it; links of the older form
 * `?token=...` still work.
 */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.slice(1)).get('token') ?? params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (!token) {
    return (
      <AuthNotice
        title="Reset password"
        role="alert"
        message={authMessages.resetTokenInvalid}
        to="/forgot-password"
        action="Request a new link"
      />
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthNotice
        title="Reset password"
        role="status"
        message={authMessages.passwordReset}
        to="/login"
        action="Go to Login"
      />
    );
  }

  return (
    <AuthCard title="Reset password" description="Choose a new password for your account.">
      <form
        noValidate
        onSubmit={form.handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }))}
        className="grid gap-5"
      >
        <FormField label="New password" error={errors.newPassword?.message}>
          <PasswordInput autoComplete="new-password" required {...form.register('newPassword')} />
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" required {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending && <Spinner label="" />}
          {reset.isPending ? 'Resetting...' : 'Reset password'}
        </Button>
        <BackToLogin />
      </form>
    </AuthCard>
  );
}
