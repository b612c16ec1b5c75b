import { Eye, Pencil, Send, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { News } from '@cms/contract';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';

export interface NewsRowActionsProps {
  news: News;
  /** Whether the signed-in user may change news (EDITOR, ADMIN). */
  canWrite: boolean;
  onPublish: (news: News) => Promise<unknown>;
  onDelete: (news: News) => Promise<unknown>;
  /** Another action on this row is under way. */
  busy?: boolean;
}

/** View and edit (spec 01 §2), Publish for an item not yet published, and Delete after a confirmation. */
export function NewsRowActions({ news, canWrite, onPublish, onDelete, busy }: NewsRowActionsProps) {
  // The visible word starts each name; the title tells the rows apart for screen readers.
  const name = (action: string) => `${action} ${news.title}`;
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Link
        to={`/news/${news.id}`}
        aria-label={name('View')}
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
      >
        <Eye aria-hidden="true" />
        View
      </Link>
      {canWrite && (
        <>
          <Link
            to={`/news/${news.id}/edit`}
            aria-label={name('Edit')}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Link>
          {news.status !== 'ACTIVE' && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={name('Publish')}
              disabled={busy}
              onClick={() => void onPublish(news)}
            >
              <Send aria-hidden="true" />
              Publish
            </Button>
          )}
          <ConfirmDialog
            title="Delete News"
            description={`Are you sure you want to delete "${news.title}"? This cannot be undone.`}
            confirmLabel="Delete"
            onConfirm={() => onDelete(news)}
            trigger={
              <Button
                variant="ghost"
                size="sm"
                aria-label={name('Delete')}
                className="text-destructive hover:text-destructive"
                disabled={busy}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
          />
        </>
      )}
    </div>
  );
}
