import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The card every public auth screen sits in; its title is the page's h1. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * An auth screen that only says how things stand (a link sent, a password reset, a link that no
 * longer works) and offers the one way on; `role` is how a screen reader hears the message.
 */
export function AuthNotice({
  title,
  role,
  message,
  to,
  action,
}: {
  title: string;
  role: 'status' | 'alert';
  message: string;
  to: string;
  action: string;
}) {
  return (
    <AuthCard title={title}>
      <div className="grid gap-4">
        <p role={role} className="text-sm">
          {message}
        </p>
        <Link to={to} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
          {action}
        </Link>
      </div>
    </AuthCard>
  );
}

/** The way back to the login screen under an auth form. */
export function BackToLogin() {
  return (
    <Link
      to="/login"
      className="w-fit justify-self-center rounded-sm text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      Back to Login
    </Link>
  );
}
