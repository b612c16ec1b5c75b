import type { RichTextEditorProps } from '@/components/rich-text/lazy-rich-text-editor';

/**
 * ProseMirror cannot be typed into in jsdom, so form tests put a labelled textarea in the editor's
 * place: `vi.mock('@/components/rich-text/lazy-rich-text-editor', () => import('@/test/plain-text-editor'))`.
 * The browser journeys drive the real editor.
 */
export function LazyRichTextEditor({ id, label, value, onChange, invalid, describedBy }: RichTextEditorProps) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}
