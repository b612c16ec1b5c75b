import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning indicator; `label` is what a screen reader hears (pass '' when text sits beside it). */
export function Spinner({ className, label = 'Loading', ...props }: ComponentProps<'svg'> & { label?: string }) {
  return (
    <LoaderCircle
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}

/** A full-area loading state for a screen or section. */
export function LoadingState({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground', className)}
    >
      <Spinner label="" />
      <span>{label}</span>
    </div>
  );
}
