import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { orderOf, type BulkRequest, type BulkResponse, type MessageResponse } from '@cms/contract';
import { api, buildPath } from './api-client';
import { useAreaMutation, type MutationOptions } from './area-mutation';
import type { ResourceKeys } from './resource-queries';
import { toastOf, type ContractOf, type ResourceMessages, type SuccessToast } from './resource-words';

/*
 * What a resource changes: create, update, delete, reorder, publish and the area's own calls, each
 * with the same cache work (the area and its parent go stale, a saved item is cached as answered)
 * and its toasts from the declared words. Apart from the queries, whose keys it only invalidates.
 */

/**
 * The mutations of a resource whose rows are `T` and bodies `TBody`, at its contract's paths:
 * `parent` (by its key) goes stale with it, and `messages` are its toasts.
 */
export function resourceMutations<T extends { id: number }, TBody>(
  def: { contract: ContractOf<T, TBody, unknown>; parent?: { key: string } },
  keys: ResourceKeys,
  messages: ResourceMessages<T>,
) {
  const { paths, updateAt = 'item' } = def.contract;
  const itemPath = (id: number) => buildPath(paths.item, { id });

  /** After a change: the area (and where it is shown) goes stale; a saved item is cached as answered. */
  function useAfterChange() {
    const queryClient = useQueryClient();
    return async (saved?: T, removedId?: number) => {
      if (saved) queryClient.setQueryData(keys.detail(saved.id), saved);
      if (removedId !== undefined) {
        await queryClient.cancelQueries({ queryKey: keys.detail(removedId) });
        queryClient.removeQueries({ queryKey: keys.detail(removedId) });
      }
      const stale = (queryKey: QueryKey) =>
        queryClient.invalidateQueries({
          queryKey,
          // The saved item's own query already holds the answer.
          predicate: (query) => !saved || query.queryKey[1] !== 'detail' || query.queryKey[2] !== saved.id,
        });
      await Promise.all([stale(keys.all), ...(def.parent ? [stale([def.parent.key])] : [])]);
    };
  }

  /** A mutation of the area: its cache work, then the caller's onSuccess; toasts through `meta`. */
  const useResourceMutation = <TData, TVariables>(
    mutationFn: (variables: TVariables) => Promise<TData>,
    options: MutationOptions<TData, TVariables> | undefined,
    meta: { errorTitle: string; errorDescription?: string; success?: SuccessToast<TData> },
    afterSuccess: (data: TData, variables: TVariables) => Promise<unknown>,
  ) =>
    useAreaMutation(
      [],
      mutationFn,
      {
        ...options,
        meta: {
          errorTitle: meta.errorTitle,
          errorDescription: meta.errorDescription,
          successToast: (data: unknown) => toastOf(meta.success, data as TData),
          ...options?.meta,
        },
      },
      afterSuccess,
    );

  /** One more call on an item that answers it, e.g. `PATCH .../{id}/publish`. */
  function useItemAction(
    path: string,
    messages: { success?: SuccessToast<T>; failed: string },
    options?: MutationOptions<T, number>,
  ) {
    const afterChange = useAfterChange();
    return useResourceMutation(
      (id: number) => api.patch<T>(buildPath(path, { id })),
      options,
      { errorTitle: messages.failed, success: messages.success },
      (saved) => afterChange(saved),
    );
  }

  const { saveFailed = 'Error', createFailed = saveFailed, updateFailed = saveFailed } = messages;
  const saveFailure = (errorTitle: string) => ({ errorTitle, errorDescription: messages.saveFailedText });

  return {
    useCreate(options?: MutationOptions<T, TBody>) {
      const afterChange = useAfterChange();
      return useResourceMutation(
        (body: TBody) => api.post<T>(paths.collection, body),
        options,
        { ...saveFailure(createFailed), success: messages.created },
        (saved) => afterChange(saved),
      );
    },

    useUpdate(options?: MutationOptions<T, { id: number; body: TBody }>) {
      const afterChange = useAfterChange();
      return useResourceMutation(
        ({ id, body }: { id: number; body: TBody }) =>
          updateAt === 'collection' ? api.put<T>(paths.collection, { ...body, id }) : api.put<T>(itemPath(id), body),
        options,
        { ...saveFailure(updateFailed), success: messages.updated },
        (saved) => afterChange(saved),
      );
    },

    useDelete(options?: MutationOptions<MessageResponse, number>) {
      const afterChange = useAfterChange();
      return useResourceMutation(
        (id: number) => api.delete<MessageResponse>(itemPath(id)),
        options,
        { errorTitle: messages.deleteFailed, success: messages.deleted },
        (_answer, id) => afterChange(undefined, id),
      );
    },

    /**
     * PUT `[{id, orderNo}]` with the ids in their new order, numbered from the area's base; on a
     * page of a paged list, `offset` is how many rows come before it (the others keep their order).
     */
    useReorder(options?: MutationOptions<MessageResponse, number[]>, { offset = 0 } = {}) {
      const afterChange = useAfterChange();
      const numbered = (ids: number[]) =>
        orderOf(ids, def.contract.orderBase ?? 1).map((item) => ({ ...item, orderNo: item.orderNo + offset }));
      return useResourceMutation(
        (ids: number[]) => api.put<MessageResponse>(paths.reorder!, numbered(ids)),
        options,
        { errorTitle: messages.reorderFailed ?? saveFailed, success: messages.reordered },
        () => afterChange(),
      );
    },

    /** `POST <collection>/bulk` `{action, ids}` (the contract's `bulk`): the server's words as its toast. */
    useBulk(options?: MutationOptions<BulkResponse, BulkRequest>) {
      const afterChange = useAfterChange();
      return useResourceMutation(
        (body: BulkRequest) => api.post<BulkResponse>(paths.bulk ?? '', body),
        options,
        { errorTitle: 'Error', success: (answer: BulkResponse) => ({ title: answer.message }) },
        () => afterChange(),
      );
    },

    /** `PATCH .../{id}/publish` (bodyless), with the area's published toasts. */
    usePublish(options?: MutationOptions<T, number>) {
      return useItemAction(
        paths.publish ?? '',
        { success: messages.published, failed: messages.publishFailed ?? 'Error' },
        options,
      );
    },

    useItemAction,

    /** One more call on the area itself that answers `TAnswer`, e.g. `POST .../navs/default` (bodyless). */
    useCollectionAction<TAnswer>(
      path: string,
      messages: { success?: SuccessToast<TAnswer>; failed: string },
      options?: MutationOptions<TAnswer, void>,
    ) {
      const afterChange = useAfterChange();
      return useResourceMutation(
        () => api.post<TAnswer>(path),
        options,
        { errorTitle: messages.failed, success: messages.success },
        () => afterChange(),
      );
    },
  };
}
