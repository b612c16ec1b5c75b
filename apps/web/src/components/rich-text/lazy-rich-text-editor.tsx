import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { RichTextEditorProps } from './rich-text-editor';

// Tiptap and ProseMirror are the console's largest dependency: they load, in their own chunk
// (rich-text-editor-*.js), only when a form with rich text opens (docs/design.md §8).
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

export type { RichTextEditorProps };

/** The shape of the editor while its code loads, so the form does not jump. */
export function RichTextEditorSkeleton({ label }: { label: string }) {
  return (
    <div data-slot="rich-text-editor-skeleton" className="grid gap-2">
      <div className="text-sm font-medium leading-none">{label}</div>
      <div className="overflow-hidden rounded-md border border-input">
        <div className="flex gap-1 border-b bg-muted/40 p-1.5">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="size-8" />
          ))}
        </div>
        <div role="status" className="flex min-h-48 items-start p-3 text-sm text-muted-foreground">
          Loading editor...
        </div>
      </div>
    </div>
  );
}

/** The rich-text editor, loaded on first use. Same props as `RichTextEditor`. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextEditorSkeleton label={props.label} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
