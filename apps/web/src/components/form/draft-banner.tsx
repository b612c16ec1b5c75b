import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

/*
 * The offer of a draft above a page form (the kit's form hook keeps it), apart from the form that
 * shows it, as the stale-save banner is.
 */

/** Unsaved typing from an earlier visit (a session that ended, a reload, a crash), offered back. */
export function DraftBanner({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: { savedAt: string; conflict?: boolean } | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  if (!draft) return null;
  const time = new Date(draft.savedAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  return (
    <div
      role="region"
      aria-label="Unsaved changes"
      className="mb-4 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2">
        <History className="size-4 shrink-0" aria-hidden="true" />
        <span>
          You have unsaved changes from {formatDate(draft.savedAt)}, {time}.
          {draft.conflict && ' They were made to an earlier version: restoring them replaces what was saved since.'}
        </span>
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onRestore}>
          Restore
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
