import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/utils';
import { Label } from './label';

export interface FormFieldProps {
  label: ReactNode;
  /** The field's error message; shown beside the field and announced. */
  error?: string;
  /** Help text under the control. */
  description?: ReactNode;
  /** Shows the spec's '*' after the label (the control still needs its own `required`). */
  requiredMark?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  className?: string;
  /** Exactly one control (Input, Textarea, Select, PasswordInput ...); it receives id and aria-*. */
  children: ReactElement;
}

/**
 * Label + control + message (docs/design.md §11 "Console"): the control gets the label's id, `aria-invalid`
 * when there is an error, and `aria-describedby` pointing at the help text and the error.
 */
export function FormField({ label, error, description, requiredMark, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={controlId}>
        {label}
        {requiredMark && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      <Slot.Root id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined}>
        {children}
      </Slot.Root>
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
