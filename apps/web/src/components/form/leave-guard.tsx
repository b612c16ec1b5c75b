import { useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { getSession } from '@/lib/session';

/** The screens a session that ended goes to: never held back by a question. */
const SIGN_IN_PATHS = ['/login', '/session-expired'];

/**
 * Whether leaving `currentLocation` for `nextLocation` asks first: a changed form that is not being
 * saved, left for another screen while signed in (a session that ended goes to sign in at once;
 * its typing is kept as the draft).
 */
export function asksBeforeLeaving(
  unsaved: boolean,
  saving: boolean,
  { currentLocation, nextLocation }: Pick<Parameters<BlockerFunction>[0], 'currentLocation' | 'nextLocation'>,
): boolean {
  if (!unsaved || saving || !getSession()) return false;
  if (SIGN_IN_PATHS.includes(nextLocation.pathname)) return false;
  return currentLocation.pathname !== nextLocation.pathname;
}

/**
 * The question before leaving a form with unsaved changes (docs/architecture.md, "Console"): a link,
 * Back or Cancel in the console opens the kit's confirm dialog (focus on Stay; Escape stays too),
 * and closing or reloading the tab asks through the browser's own question. Neither is asked for an
 * untouched form, nor while it saves (a save goes on to the list).
 */
export function LeaveGuard({ unsaved, isSaving }: { unsaved: boolean; isSaving: () => boolean }) {
  const blocker = useBlocker((locations) => asksBeforeLeaving(unsaved, isSaving(), locations));

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (isSaving() || !getSession()) return;
      event.preventDefault();
      // Older browsers ask only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved, isSaving]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="Your changes are not saved. They stay in this browser as a draft, offered again when you come back to this form."
      cancelLabel="Stay"
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
