import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, changePasswordForm, resetPasswordRequest } from '@cms/contract';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useResetPassword } from '../api';
import { AuthCard } from '../components/auth-card';

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

const linkClass = buttonVariants({ variant: 'outline', className: 'w-full' });

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
      <AuthCard title="Reset password">
        <div className="grid gap-4">
          <p role="alert" className="text-sm">
            {authMessages.resetTokenInvalid}
          </p>
          <Link to="/forgot-password" className={linkClass}>
            Request a new link
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title="Reset password">
        <div className="grid gap-4">
          <p role="status" className="text-sm">
            {authMessages.passwordReset}
          </p>
          <Link to="/login" className={linkClass}>
            Go to Login
          </Link>
        </div>
      </AuthCard>
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
        <Link
          to="/login"
          className="w-fit justify-self-center rounded-sm text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Back to Login
        </Link>
      </form>
    </AuthCard>
  );
}
