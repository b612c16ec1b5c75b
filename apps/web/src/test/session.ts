import type { SigninResponse } from '@cms/contract';
import { startSession } from '@/lib/session';

/** The server's sign-in answer for the tests' user: Ada Admin, an ADMIN of the demo school. */
export const SIGNIN_ANSWER = {
  token: 'jwt',
  id: 1,
  firstName: 'Ada',
  lastName: 'Admin',
  username: 'admin@school.example',
  roles: ['ADMIN'],
  websiteId: 1,
} satisfies Partial<SigninResponse>;

/** Starts the session a sign-in would: Ada's, with whatever `fields` change (roles, the token). */
export function signIn(fields: Partial<Parameters<typeof startSession>[0]> = {}) {
  return startSession({ ...SIGNIN_ANSWER, ...fields });
}
