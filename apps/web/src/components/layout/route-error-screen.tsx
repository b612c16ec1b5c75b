import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const message =
      error.data && typeof error.data === 'object' && 'message' in error.data ? String(error.data.message) : '';
    return [`${error.status} ${error.statusText}`.trim(), message].filter(Boolean).join(': ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** The route fallback (docs/product/console.md §2): for an unmatched path or a screen that failed. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="text-2xl font-semibold tracking-tight">Unexpected Application Error!</h1>
      <p className="break-words rounded-md bg-muted px-3 py-2 font-mono text-sm">{describe(error)}</p>
      <Link to="/" className={buttonVariants({ variant: 'outline' })}>
        Go to Dashboard
      </Link>
    </div>
  );
}

/** The same screen as the whole page (root fallback: no layout around it, so it is the main landmark). */
export function RootErrorScreen() {
  return (
    <main id="main-content" className="min-h-svh bg-muted/40">
      <RouteErrorScreen />
    </main>
  );
}
