import type { MutationOptions } from '@/lib/area-mutation';
import { useMutation } from '@tanstack/react-query';
import type {
  ForgotPasswordRequest,
  MessageResponse,
  ResetPasswordRequest,
  SigninRequest,
  SigninResponse,
} from '@cms/contract';
import { api } from '@/lib/api-client';
// Not `authPaths` from the contract: this module is on the /login page (see lib/endpoints.ts).
import { authEndpoints as authPaths } from '@/lib/endpoints';

export const authKeys = {
  all: ['auth'] as const,
  verify: () => ['auth', 'verify'] as const,
};

type SigninPayload = Required<Pick<SigninRequest, 'username' | 'password' | 'assetOwnerId'>>;

/**
 * POST /ams/cms/auth/signin. The answer may lack a token (the old console's "returns false");
 * the screen treats that as a failed sign-in.
 */
export function signIn(payload: SigninPayload): Promise<Partial<SigninResponse> | null> {
  return api.post<Partial<SigninResponse> | null>(authPaths.signin, payload, { auth: false });
}

/** GET /auth/verify: true for a live token, false on any error (docs/product/console.md §7). */
export async function verifyToken(): Promise<boolean> {
  try {
    await api.get(authPaths.verify, { redirectOn401: false });
    return true;
  } catch {
    return false;
  }
}

/** Sign-in reports its own errors in the spec's wording, so the shared error toast is skipped. */
export function useSignIn(options?: MutationOptions<Partial<SigninResponse> | null, SigninPayload>) {
  return useMutation({ ...options, mutationFn: signIn, meta: { skipErrorToast: true } });
}

export function useForgotPassword(options?: MutationOptions<MessageResponse | undefined, ForgotPasswordRequest>) {
  return useMutation({
    ...options,
    mutationFn: (body) =>
      api.post<MessageResponse | undefined>(authPaths.forgotPassword, body, { auth: false, redirectOn401: false }),
  });
}

export function useResetPassword(options?: MutationOptions<MessageResponse | undefined, ResetPasswordRequest>) {
  return useMutation({
    ...options,
    mutationFn: (body) =>
      api.post<MessageResponse | undefined>(authPaths.resetPassword, body, { auth: false, redirectOn401: false }),
  });
}
