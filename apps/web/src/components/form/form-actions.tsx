import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/*
 * How a form or a step ends: the button that waits while its work runs, Cancel beside it, and a
 * page form's Cancel link and submit. Apart from the fields, since screens that bind no field by
 * name end with them too (a user's form, the avatar upload, the homework of a day).
 */

/**
 * A button that waits while its work runs: disabled, with a spinner and `busyLabel` ('Saving...')
 * meanwhile. A form's submit unless given `onClick`; `icon` shows while it does not wait.
 */
export function BusyButton({
  busy,
  label,
  busyLabel = 'Saving...',
  icon,
  onClick,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  icon?: ReactNode;
  onClick?: () => void;
  className?: string;
}) {
  return (
    <Button type={onClick ? 'button' : 'submit'} onClick={onClick} className={className} disabled={busy}>
      {busy ? <Spinner label="" /> : icon}
      {busy ? busyLabel : label}
    </Button>
  );
}

/** Cancel and the button that does the work, as a form or a step ends; Cancel waits too. */
export function CancelAndDo({
  onCancel,
  className,
  ...action
}: Parameters<typeof BusyButton>[0] & { onCancel: () => void }) {
  return (
    <div className={className}>
      <Button variant="outline" onClick={onCancel} disabled={action.busy}>
        Cancel
      </Button>
      <BusyButton {...action} />
    </div>
  );
}

/** Cancel (a link back) and the submit button, which reads 'Saving...' and waits while saving. */
export function FormActions({ cancelTo, saving, label }: { cancelTo: string; saving: boolean; label: string }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Link
        to={cancelTo}
        className={buttonVariants({ variant: 'outline' })}
        aria-disabled={saving || undefined}
        onClick={(event) => saving && event.preventDefault()}
      >
        Cancel
      </Link>
      <BusyButton busy={saving} label={label} />
    </div>
  );
}
