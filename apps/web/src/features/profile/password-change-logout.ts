import { onlineManager } from '@tanstack/react-query';
import { logout } from '@/lib/logout';
import { queryClient } from '@/lib/query-client';
import { getToken } from '@/lib/session';

/** docs/product/profile.md §4 and §9: the user is logged out 5 seconds after changing their password. */
export const LOGOUT_AFTER_PASSWORD_CHANGE_MS = 5000;

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Logs out 5 s from now, without a server call, then runs `onLoggedOut` (the screen navigates to
 * /login). The server has already ended the session (docs/design.md §5), so any call in the meantime would
 * answer 401 and land on /session-expired: until then every query and mutation is paused (TanStack
 * Query's offline mode) and what is in flight is cancelled. The timer outlives the screen, so
 * leaving /profile in those 5 s still logs out.
 */
export function logoutAfterPasswordChange(onLoggedOut: () => void | Promise<void>): void {
  const token = getToken();
  onlineManager.setOnline(false);
  void queryClient.cancelQueries();
  clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    void finish(token, onLoggedOut);
  }, LOGOUT_AFTER_PASSWORD_CHANGE_MS);
}

async function finish(token: string | null, onLoggedOut: () => void | Promise<void>): Promise<void> {
  try {
    // Someone who logged out and signed in again meanwhile keeps their new session.
    if (getToken() === token) {
      await logout({ callServer: false });
      await onLoggedOut();
    }
  } finally {
    // Back online only once the signed-in screens are gone (logout dropped their queries), so
    // nothing resumes with the dead token.
    setTimeout(() => onlineManager.setOnline(true), 0);
  }
}
