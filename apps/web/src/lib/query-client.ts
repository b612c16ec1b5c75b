import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api-client';
import { toast } from './toast';

/** Per-mutation control over the shared error toast. */
export interface AppMutationMeta extends Record<string, unknown> {
  /** Handle the error in the screen instead (e.g. sign-in's own wording). */
  skipErrorToast?: boolean;
  /** Toast title; 'Error' when absent. */
  errorTitle?: string;
  /** Fixed toast text; the server's `message` when absent. */
  errorDescription?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: AppMutationMeta;
  }
}

export const STALE_TIME_MS = 5 * 60 * 1000;

/** The one handler every failed mutation goes through (DESIGN §9.11): the server's message in a toast. */
export function handleMutationError(error: unknown, meta: AppMutationMeta | undefined): void {
  if (meta?.skipErrorToast) return;
  // A 401 already sent the user to /session-expired; a toast on top would only repeat it.
  if (error instanceof ApiError && error.status === 401) return;
  toast({
    variant: 'destructive',
    title: meta?.errorTitle ?? 'Error',
    description: meta?.errorDescription ?? errorMessage(error),
  });
}

/** Retry a failed query once (spec 01 §9), but not answers that cannot change on retry (4xx). */
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
    }),
  });
}

export const queryClient = createQueryClient();
