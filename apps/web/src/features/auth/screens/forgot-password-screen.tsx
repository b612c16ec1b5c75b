import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, forgotPasswordRequest, type ForgotPasswordRequest } from '@cms/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useForgotPassword } from '../api';
import { AuthCard, AuthNotice, BackToLogin } from '../components/auth-card';

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
      <AuthNotice
        title="Check your email"
        role="status"
        message={authMessages.forgotPasswordSent}
        to="/login"
        action="Back to Login"
      />
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
        <BackToLogin />
      </form>
    </AuthCard>
  );
}
