import { CheckCircle2, EyeOff, Trash2 } from 'lucide-react';
import type { BulkAction } from '@cms/contract';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

/**
 * The bar of a list's selected rows (the contract's `bulk`): how many are selected, the list's bulk
 * actions (Publish, Unpublish, Delete, the last after a question that says how many) and a way to
 * clear the selection. Nothing is shown while no row is selected.
 */
export function BulkBar({
  count,
  actions,
  things,
  busy,
  onAction,
  onClear,
}: {
  count: number;
  actions: readonly BulkAction[];
  /** The list's nouns, one and many: '1 news item', '3 news items'. */
  things: [one: string, many: string];
  busy: boolean;
  onAction: (action: BulkAction) => Promise<unknown>;
  onClear: () => void;
}) {
  if (count === 0) return null;
  const counted = `${count} ${count === 1 ? things[0] : things[1]}`;
  return (
    <div
      role="group"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 p-2 text-sm"
    >
      <span aria-live="polite" className="mr-auto font-medium">
        {count} selected
      </span>
      {actions.includes('publish') && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void onAction('publish')}>
          <CheckCircle2 aria-hidden="true" />
          Publish
        </Button>
      )}
      {actions.includes('unpublish') && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void onAction('unpublish')}>
          <EyeOff aria-hidden="true" />
          Unpublish
        </Button>
      )}
      {actions.includes('delete') && (
        <ConfirmDialog
          title={`Delete ${counted}?`}
          description={`The ${counted} selected will be removed for good.`}
          confirmLabel="Delete"
          onConfirm={() => onAction('delete')}
          trigger={
            <Button size="sm" variant="outline" disabled={busy} className="text-destructive hover:text-destructive">
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
        />
      )}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
