import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';

/** A caller's options for an area's mutation hook: everything but the request itself. */
export type MutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/**
 * One mutation of an area (docs/design.md §11 "Console"): after success it does the area's cache work — by
 * default invalidating `invalidate` — and then runs the caller's onSuccess. Success toasts and
 * navigation stay in the screens; failures go through the query client's one error handler.
 */
export function useAreaMutation<TData, TVariables>(
  invalidate: QueryKey[],
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: MutationOptions<TData, TVariables> | undefined,
  afterSuccess?: (data: TData, variables: TVariables) => void | Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn,
    onSuccess: async (data, variables, onMutateResult, context) => {
      if (afterSuccess) await afterSuccess(data, variables);
      else await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
