import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api-client';
import { toastFailure, toastSuccess, type ToastInput } from './toast';

/** Per-mutation control over the shared error toast. */
export interface AppMutationMeta extends Record<string, unknown> {
  /** Handle the error in the screen instead (e.g. sign-in's own wording). */
  skipErrorToast?: boolean;
  /** A dialog's form shows a refused input (400) or a taken name (409) beside its field instead. */
  formHandlesRefusals?: boolean;
  /** Toast title; 'Error' when absent. */
  errorTitle?: string;
  /** Fixed toast text; the server's `message` when absent. */
  errorDescription?: string;
  /** The toast of a success, from the answer (the area's declared message); none when it answers undefined. */
  successToast?: (answer: unknown) => ToastInput | undefined;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: AppMutationMeta;
  }
}

export const STALE_TIME_MS = 5 * 60 * 1000;

/** The one handler every failed mutation goes through (docs/design.md §9.11): the server's message in a toast. */
export function handleMutationError(error: unknown, meta: AppMutationMeta | undefined): void {
  if (meta?.skipErrorToast) return;
  if (meta?.formHandlesRefusals && error instanceof ApiError && (error.status === 400 || error.status === 409)) return;
  // A 401 already sent the user to /session-expired; a toast on top would only repeat it.
  if (error instanceof ApiError && error.status === 401) return;
  toastFailure(meta?.errorTitle ?? 'Error', meta?.errorDescription ?? errorMessage(error));
}

/** Retry a failed query once (docs/product/console.md §9), but not answers that cannot change on retry (4xx). */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: retryOnce },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handleMutationError(error, mutation.meta),
      onSuccess: (answer, _variables, _context, mutation) => {
        const success = mutation.meta?.successToast?.(answer);
        if (success) toastSuccess(success.title, success.description);
      },
    }),
  });
}

export const queryClient = createQueryClient();
