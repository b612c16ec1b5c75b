import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const inputClassName =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs transition-colors outline-none placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted aria-invalid:border-destructive aria-invalid:ring-destructive/30';

/** A file input matches :read-only; it should not look like a locked field, and its button should look pressable. */
const fileInputClassName = 'cursor-pointer read-only:bg-background file:mr-3 file:cursor-pointer';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(inputClassName, type === 'file' && fileInputClassName, className)}
      {...props}
    />
  );
}
