import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, forgotPasswordRequest, type ForgotPasswordRequest } from '@cms/contract';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useForgotPassword } from '../api';
import { AuthCard } from '../components/auth-card';

/** /forgot-password: asks for a reset link; the answer never reveals whether the email exists. */
export function ForgotPasswordScreen() {
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  if (forgot.isSuccess) {
    return (
      <AuthCard title="Check your email">
        <div className="grid gap-4">
          <p role="status" className="text-sm">
            {authMessages.forgotPasswordSent}
          </p>
          <Link to="/login" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
            Back to Login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot password?"
      description="Enter your email and we will send you a link to reset your password."
    >
      <form noValidate onSubmit={form.handleSubmit((values) => forgot.mutate(values))} className="grid gap-5">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" required {...form.register('email')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending && <Spinner label="" />}
          {forgot.isPending ? 'Sending...' : 'Send reset link'}
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
