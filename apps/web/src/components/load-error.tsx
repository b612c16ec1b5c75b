import type { ReactNode } from 'react';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

/** A section that could not load: what went wrong and, when it may help, a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
  children,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
  /** Other ways out (a link back to the list). */
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        )}
        {children}
      </div>
    </div>
  );
}
