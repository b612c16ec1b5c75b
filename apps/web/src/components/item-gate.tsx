import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ItemLoadFailed } from '@/components/item-states';
import { LoadingState } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { parseId } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { Screens } from '@/lib/resource-screens';

export interface ItemGateProps<T> {
  /** The resource's item query (`resource.useItem`). */
  useItem: (id: number) => UseQueryResult<T>;
  /** 'Failed to load news item' (the spec's words), shown for a missing or failed item. */
  failedTitle: string;
  /** 'News' for 'News not found' on a malformed id. */
  thing: string;
  loadingLabel: string;
  back: { to: string; label: string };
  /**
   * A missing item (404, a malformed id) goes back to the list instead (docs/product/staff.md §2: a missing department
   * on edit); with 'say', a toast says '<thing> not found' first (docs/product/pages.md §8: 'Page not found').
   */
  missingToList?: boolean | 'say';
  /** What a missing item (404, a malformed id) shows where the area words it itself (a user). */
  missing?: ReactNode;
  /** What a refused read (403) shows where the area words it itself. */
  denied?: ReactNode;
  children: (item: T) => ReactNode;
}

/** An area's item route, for its view and form screens (`ItemViewScreen`, `ItemFormScreen`). */
export type ItemRoute<T> = Omit<ItemGateProps<T>, 'children'>;

/**
 * The item route of an area, from its resource's words: 'Loading notice...', 'Failed to load
 * notice', 'Notice not found' and 'Back to Notice Board'.
 */
export function itemRouteOf<T>(resource: {
  useItem: (id: number) => UseQueryResult<T>;
  screens: Screens;
}): ItemRoute<T> {
  const { name, one, back } = resource.screens;
  return {
    useItem: resource.useItem,
    thing: name,
    failedTitle: `Failed to load ${one}`,
    loadingLabel: `Loading ${one}...`,
    back,
  };
}

/** Back to the list from an item that is not there, saying so where the area's spec does. */
function BackToList({ thing, back, missingToList }: Pick<ItemGateProps<unknown>, 'thing' | 'back' | 'missingToList'>) {
  const said = useRef(false);
  useEffect(() => {
    if (missingToList !== 'say' || said.current) return;
    said.current = true;
    toast({ title: `${thing} not found`, variant: 'destructive' });
  }, [missingToList, thing]);
  return <Navigate to={back.to} replace />;
}

/** The `:id` of an item route, loaded: loading, missing or failed states, then the item. */
export function ItemGate<T>(props: ItemGateProps<T>) {
  const id = parseId(useParams().id);
  if (id === null && props.missingToList) return <BackToList {...props} />;
  if (id === null && props.missing) return props.missing;
  if (id === null)
    return <ItemLoadFailed title={props.failedTitle} error={new Error(`${props.thing} not found`)} back={props.back} />;
  return <LoadedItem key={id} id={id} {...props} />;
}

function LoadedItem<T>({
  id,
  useItem,
  failedTitle,
  loadingLabel,
  back,
  missingToList,
  thing,
  missing,
  denied,
  children,
}: ItemGateProps<T> & { id: number }) {
  const item = useItem(id);
  if (item.isPending) return <LoadingState label={loadingLabel} />;
  if (missingToList && isApiError(item.error, 404))
    return <BackToList thing={thing} back={back} missingToList={missingToList} />;
  if (missing && (isApiError(item.error, 404) || isApiError(item.error, 400))) return missing;
  if (denied && isApiError(item.error, 403)) return denied;
  if (item.isError)
    return <ItemLoadFailed title={failedTitle} error={item.error} onRetry={() => void item.refetch()} back={back} />;
  return children(item.data);
}
