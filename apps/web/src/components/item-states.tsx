import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';

/** The way back to an area's list, above its item screens ('Back to News'). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-2 mb-2 text-muted-foreground' })}
    >
      <ArrowLeft aria-hidden="true" />
      {label}
    </Link>
  );
}

/** An item that could not be shown: missing (not worth retrying) or failed (try again), and the way back. */
export function ItemLoadFailed({
  title,
  error,
  onRetry,
  back,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
  back: { to: string; label: string };
}) {
  const missing = isApiError(error, 404) || isApiError(error, 400) || !onRetry;
  return (
    <Card>
      <CardContent>
        <LoadError title={title} error={error} onRetry={missing ? undefined : onRetry}>
          <Link to={back.to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {back.label}
          </Link>
        </LoadError>
      </CardContent>
    </Card>
  );
}

/** For a VIEWER on a create or edit route: the server would refuse the save (403), so say so first. */
export function WriteDenied({ action, back }: { action: string; back: { to: string; label: string } }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="font-medium">You do not have permission to {action}</p>
        <Link to={back.to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {back.label}
        </Link>
      </CardContent>
    </Card>
  );
}
