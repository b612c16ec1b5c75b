import { authEndpoints } from './endpoints';
import { api } from './api-client';
import { queryClient } from './query-client';
import { clearSession, getSession } from './session';
import { CURRENT_WEBSITE_KEY } from './website';

/**
 * Ends the session in this browser: clears every stored session key and every cached query of the
 * signed-in user (the website lookup stays; it is public). With `callServer`, first revokes the
 * token with POST /auth/logout, ignoring any failure. The caller navigates afterwards.
 */
export async function logout({ callServer = true }: { callServer?: boolean } = {}): Promise<void> {
  if (callServer && getSession()) {
    try {
      await api.post(authEndpoints.logout, undefined, { redirectOn401: false });
    } catch {
      // An expired or revoked token cannot be revoked again; logging out locally is enough.
    }
  }
  clearSession();
  queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_WEBSITE_KEY });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_WEBSITE_KEY });
  queryClient.getMutationCache().clear();
}
