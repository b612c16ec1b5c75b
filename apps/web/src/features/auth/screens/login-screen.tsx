import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { returnPathOf } from '@/lib/return-path';
import { getStoredWebsiteId, startSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useCurrentWebsite } from '@/lib/website';
import { useSignIn } from '../api';
import { AuthCard } from '../components/auth-card';

/** The demo school's admin (docs/design.md §3): the form is prefilled with it (docs/product/console.md §2). */
export const SAMPLE_CREDENTIALS = { email: 'admin@school.example', password: 'riverside-admin' } as const;

function loginFailed(description: string) {
  toast({ variant: 'destructive', title: 'Login failed', description });
}

export function LoginScreen() {
  const navigate = useNavigate();
  // A session that ended on a screen of the console goes back there once signed in again.
  const returnTo = returnPathOf(useLocation().search);
  const website = useCurrentWebsite();
  const signIn = useSignIn();
  const [email, setEmail] = useState<string>(SAMPLE_CREDENTIALS.email);
  const [password, setPassword] = useState<string>(SAMPLE_CREDENTIALS.password);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const assetOwnerId = getStoredWebsiteId() ?? website.data?.id ?? 0;
    signIn.mutate(
      { username: email.trim(), password, assetOwnerId },
      {
        onSuccess: (response) => {
          if (!response?.token || typeof response.id !== 'number') {
            loginFailed('Invalid email or password. Please try again.');
            return;
          }
          startSession({
            token: response.token,
            id: response.id,
            firstName: response.firstName ?? '',
            lastName: response.lastName ?? '',
            username: response.username ?? email.trim(),
            roles: response.roles ?? [],
            websiteId: response.websiteId ?? assetOwnerId,
            avatar: response.avatar ?? null,
          });
          toast({
            variant: 'success',
            title: 'Login successful',
            description: 'Welcome back! Redirecting to dashboard...',
          });
          navigate(returnTo ?? '/', { replace: true });
        },
        onError: (error) => {
          const rejected = error instanceof ApiError && (error.status === 400 || error.status === 401);
          loginFailed(
            rejected ? 'Invalid email or password. Please try again.' : 'An error occurred. Please try again later.',
          );
        },
      },
    );
  };

  const busy = signIn.isPending;
  return (
    <AuthCard title="Login to CMS" description="Enter your email and password to access the dashboard">
      {returnTo && (
        <div role="status" className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p>
            Your session has ended. Log in again to go back to where you were; anything you had typed there is kept in
            this browser.
          </p>
        </div>
      )}
      <form onSubmit={submit} className="grid gap-5" aria-busy={busy}>
        <FormField label="Email">
          <Input
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <div className="grid gap-2">
          <FormField label="Password">
            <PasswordInput
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <Link
            to="/forgot-password"
            className="w-fit rounded-sm text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy && <Spinner label="" />}
          {busy ? 'Logging in...' : 'Log in'}
        </Button>
        <p className="text-center text-sm text-muted-foreground">Don&apos;t have an account? Contact admin</p>
      </form>
    </AuthCard>
  );
}
