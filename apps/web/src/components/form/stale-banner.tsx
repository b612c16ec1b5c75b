import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';

/**
 * A save refused because the item changed since it was opened (409, contract `versionMessages`):
 * the server's message and Reload, which reads the item again (the unsaved typing stays a draft
 * that the form offers back).
 */
export function StaleBanner({ message, onReload }: { message: string; onReload: () => unknown }) {
  return (
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="min-w-0 flex-1">{message}</p>
      <Button type="button" variant="outline" size="sm" onClick={() => void onReload()}>
        <RefreshCw aria-hidden="true" />
        Reload
      </Button>
    </div>
  );
}

/**
 * A document saved whole with its `version` (contract `versioned`): `save` sends the version the
 * item was opened at, and a 409 becomes `stale` (the banner's message) until `reload` reads the
 * item again. The form keyed by the item's version starts again from what was read.
 */
export function useVersionedSave<B>(
  item: { id: number; version: number } | undefined,
  onSubmit: (body: B & { version?: number }) => Promise<unknown>,
  detailKey: (id: number) => QueryKey,
) {
  const [stale, setStale] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const save = async (body: B) => {
    setStale(null);
    try {
      await onSubmit({ ...body, version: item?.version });
    } catch (error) {
      if (isApiError(error, 409)) setStale(error.serverMessage ?? error.message);
      throw error;
    }
  };
  const reload = async () => {
    if (item) await queryClient.refetchQueries({ queryKey: detailKey(item.id) });
    setStale(null);
  };
  return { stale, save, reload };
}
