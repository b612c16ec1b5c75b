import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { isContentUrl } from '@cms/contract';
import { cn } from '@/lib/utils';
import { isAllowedLinkUrl } from './editor-constants';
import { RichTextToolbar } from './rich-text-toolbar';
import { UrlDialog } from './url-dialog';
import './rich-text.css';

export interface RichTextEditorProps {
  /** The id of the editable area (for a label's or an error's references). */
  id?: string;
  /** HTML; '' when empty. */
  value: string;
  /** Called with the new HTML on every change, and with '' when the text is emptied. */
  onChange: (html: string) => void;
  /** The field's visible name; also names the editable area and its toolbar. */
  label: string;
  invalid?: boolean;
  /** Ids of the help text and error message that describe the field. */
  describedBy?: string;
  placeholder?: string;
  /** Marks the field as required (a '*' after the label, aria-required on the text). */
  required?: boolean;
}

/** Built once: the same list on every render keeps useEditor from reconfiguring the editor. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // Links typed, pasted or autolinked are kept only for http(s) and mailto, as the server does.
      isAllowedUri: (url) => isAllowedLinkUrl(url),
    },
  }),
  TextStyle,
  Color,
  FontFamily,
  FontSize,
  Image.configure({ allowBase64: false }),
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
];

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

type OpenDialog = 'link' | 'image' | null;

/**
 * The console's rich-text field (Tiptap): a toolbar with every formatting control, named and
 * reachable by keyboard, over an editable area labelled by `label`. Load it through
 * `LazyRichTextEditor` so its code arrives only with the forms that need it.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  label,
  invalid,
  describedBy,
  placeholder,
  required,
}: RichTextEditorProps) {
  const generatedId = useId();
  const editorId = id ?? `rich-text-${generatedId}`;
  const labelId = `${editorId}-label`;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Where focus goes when a dialog closes: back into the text after a change, else to its button.
  const returnToText = useRef(false);

  // The HTML this editor last reported; a different `value` comes from outside (a form reset).
  const reported = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const [initialContent] = useState(value);
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: editorId,
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        class: 'rich-text min-h-48 px-3 py-2 text-sm',
        spellcheck: 'true',
      },
    }),
    [editorId, labelId, describedBy, invalid, required, placeholder],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      reported.current = html;
      onChangeRef.current(html);
    },
  });

  // A value set from outside (loading the item to edit, resetting the form) replaces the text.
  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const isEmpty = useEditorState({ editor, selector: ({ editor: e }) => e?.isEmpty ?? true });

  const linkHref = (editor?.getAttributes('link') as { href?: string } | undefined)?.href ?? '';

  const closeDialog = (changed: boolean) => {
    returnToText.current = changed;
    setDialog(null);
  };

  const onDialogClosed = (event: Event) => {
    if (!returnToText.current || !editor) return;
    event.preventDefault();
    editor.commands.focus();
  };

  return (
    <div data-slot="rich-text-editor" className="grid gap-2">
      {/* Not a <label>: the editable area is not a form control; a click still puts the cursor in it. */}
      <div
        id={labelId}
        className="flex items-center gap-2 text-sm font-medium leading-none"
        onClick={() => editor?.commands.focus()}
      >
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </div>
      <div
        className={cn(
          'overflow-hidden rounded-md border border-input bg-background shadow-xs focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40',
          invalid && 'border-destructive ring-destructive/30',
        )}
        onKeyDown={(event) => {
          // Ctrl/Cmd+K opens the link dialog from the text, as in most editors.
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k' && editor?.isFocused) {
            event.preventDefault();
            setDialog('link');
          }
        }}
      >
        {editor && (
          <RichTextToolbar
            editor={editor}
            label={label}
            controls={editorId}
            onLink={() => setDialog('link')}
            onImage={() => setDialog('image')}
          />
        )}
        <div className="relative">
          {isEmpty && placeholder && (
            <p aria-hidden="true" className="pointer-events-none absolute left-3 top-2 text-sm text-muted-foreground">
              {placeholder}
            </p>
          )}
          <EditorContent editor={editor} />
        </div>
      </div>

      {editor && (
        <>
          <UrlDialog
            open={dialog === 'link'}
            onOpenChange={(open) => (open ? setDialog('link') : closeDialog(false))}
            onClosed={onDialogClosed}
            title={linkHref ? 'Edit link' : 'Add link'}
            description="Links may go to web addresses (http:// or https://) and email addresses (mailto:)."
            urlLabel="Link URL"
            initial={{ url: linkHref }}
            submitLabel="Apply"
            invalidMessage="Enter an address that starts with http://, https:// or mailto:"
            isValid={isAllowedLinkUrl}
            onSubmit={({ url }) => {
              const chain = editor.chain().focus().extendMarkRange('link');
              // With nothing selected, the address itself becomes the link's text.
              if (editor.state.selection.empty && !linkHref) {
                chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
              } else {
                chain.setLink({ href: url }).run();
              }
              closeDialog(true);
            }}
            onRemove={
              linkHref
                ? () => {
                    editor.chain().focus().extendMarkRange('link').unsetLink().run();
                    closeDialog(true);
                  }
                : undefined
            }
            removeLabel="Remove link"
          />
          <UrlDialog
            open={dialog === 'image'}
            onOpenChange={(open) => (open ? setDialog('image') : closeDialog(false))}
            onClosed={onDialogClosed}
            title="Insert image"
            description="The address of an image on the web (http:// or https://) or of an uploaded image."
            urlLabel="Image URL"
            textLabel="Alternative text"
            library
            submitLabel="Insert"
            invalidMessage="Please enter a valid URL"
            isValid={isContentUrl}
            onSubmit={({ url, text }) => {
              editor
                .chain()
                .focus()
                .setImage({ src: url, alt: text || undefined })
                .run();
              closeDialog(true);
            }}
          />
        </>
      )}
    </div>
  );
}
