import type { ReactNode } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  Columns3,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  RemoveFormatting,
  Rows3,
  Strikethrough,
  Table2,
  Trash2,
  Underline,
  Undo2,
} from 'lucide-react';
import { cn } from '@/lib/utils';
import { ColourPicker } from './colour-picker';
import { FONT_FAMILIES, FONT_SIZES } from './editor-constants';
import { RovingToolbar } from './roving-toolbar';

const ALIGNMENTS = [
  { value: 'left', label: 'Align left', icon: AlignLeft },
  { value: 'center', label: 'Align centre', icon: AlignCenter },
  { value: 'right', label: 'Align right', icon: AlignRight },
  { value: 'justify', label: 'Justify', icon: AlignJustify },
] as const;

const HEADINGS = [
  { level: 1, icon: Heading1 },
  { level: 2, icon: Heading2 },
  { level: 3, icon: Heading3 },
] as const;

export const toolbarItemClass =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-40 aria-pressed:bg-primary aria-pressed:text-primary-foreground [&_svg]:size-4';

const selectClass =
  'h-8 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';

interface ToolbarButtonProps {
  label: string;
  onClick: () => void;
  /** A toggle: announced with aria-pressed. Leave undefined for plain actions. */
  pressed?: boolean;
  disabled?: boolean;
  shortcut?: string;
  children: ReactNode;
}

function ToolbarButton({ label, onClick, pressed, disabled, shortcut, children }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      data-toolbar-item=""
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut.replace('Control', 'Ctrl')})` : label}
      disabled={disabled}
      // Keep the editor's selection and focus when clicked with a mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={toolbarItemClass}
    >
      {children}
    </button>
  );
}

function Separator() {
  return <div role="separator" aria-orientation="vertical" className="mx-0.5 h-6 w-px self-center bg-border" />;
}

export interface RichTextToolbarProps {
  editor: Editor;
  /** Names the toolbar after its field ('Content formatting'). */
  label: string;
  /** The id of the editable area the toolbar formats. */
  controls?: string;
  onLink: () => void;
  onImage: () => void;
}

/** Every formatting control of the editor, each with a name and, for toggles, aria-pressed. */
export function RichTextToolbar({ editor, label, controls, onLink, onImage }: RichTextToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const textStyle = e.getAttributes('textStyle') as { fontFamily?: string; fontSize?: string; color?: string };
      return {
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        underline: e.isActive('underline'),
        strike: e.isActive('strike'),
        headingLevel: HEADINGS.find(({ level }) => e.isActive('heading', { level }))?.level ?? 0,
        bulletList: e.isActive('bulletList'),
        orderedList: e.isActive('orderedList'),
        blockquote: e.isActive('blockquote'),
        link: e.isActive('link'),
        table: e.isActive('table'),
        align: ALIGNMENTS.find((a) => e.isActive({ textAlign: a.value }))?.value ?? 'left',
        fontFamily: textStyle.fontFamily ?? '',
        fontSize: textStyle.fontSize ?? '',
        color: textStyle.color ?? '',
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
      };
    },
  });

  const chain = () => editor.chain().focus();

  return (
    <RovingToolbar label={`${label} formatting`} controls={controls}>
      <ToolbarButton label="Undo" shortcut="Control+Z" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Redo"
        shortcut="Control+Shift+Z"
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      >
        <Redo2 aria-hidden="true" />
      </ToolbarButton>
      <Separator />
      <ToolbarButton label="Bold" shortcut="Control+B" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Italic"
        shortcut="Control+I"
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <Italic aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Underline"
        shortcut="Control+U"
        pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <Underline aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Strikethrough"
        shortcut="Control+Shift+S"
        pressed={state.strike}
        onClick={() => chain().toggleStrike().run()}
      >
        <Strikethrough aria-hidden="true" />
      </ToolbarButton>
      <Separator />
      {HEADINGS.map(({ level, icon: Icon }) => (
        <ToolbarButton
          key={level}
          label={`Heading ${level}`}
          pressed={state.headingLevel === level}
          onClick={() => chain().toggleHeading({ level }).run()}
        >
          <Icon aria-hidden="true" />
        </ToolbarButton>
      ))}
      <Separator />
      <ToolbarButton label="Bulleted list" pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <List aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Numbered list"
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListOrdered aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Quote" pressed={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
        <Quote aria-hidden="true" />
      </ToolbarButton>
      <Separator />
      {ALIGNMENTS.map(({ value, label: alignLabel, icon: Icon }) => (
        <ToolbarButton
          key={value}
          label={alignLabel}
          pressed={state.align === value}
          onClick={() => chain().setTextAlign(value).run()}
        >
          <Icon aria-hidden="true" />
        </ToolbarButton>
      ))}
      <Separator />
      <ToolbarButton label="Link" shortcut="Control+K" pressed={state.link} onClick={onLink}>
        <Link2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Insert image by URL" onClick={onImage}>
        <ImagePlus aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Insert table"
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      >
        <Table2 aria-hidden="true" />
      </ToolbarButton>
      {state.table && (
        <>
          <ToolbarButton label="Add row below" onClick={() => chain().addRowAfter().run()}>
            <Rows3 aria-hidden="true" />
          </ToolbarButton>
          <ToolbarButton label="Add column to the right" onClick={() => chain().addColumnAfter().run()}>
            <Columns3 aria-hidden="true" />
          </ToolbarButton>
          <ToolbarButton label="Delete row" onClick={() => chain().deleteRow().run()}>
            <Rows3 aria-hidden="true" className="text-destructive" />
          </ToolbarButton>
          <ToolbarButton label="Delete column" onClick={() => chain().deleteColumn().run()}>
            <Columns3 aria-hidden="true" className="text-destructive" />
          </ToolbarButton>
          <ToolbarButton label="Delete table" onClick={() => chain().deleteTable().run()}>
            <Trash2 aria-hidden="true" className="text-destructive" />
          </ToolbarButton>
        </>
      )}
      <Separator />
      {/* Selects apply to the selection without taking focus: arrow keys change a closed select's value. */}
      <select
        data-toolbar-item=""
        aria-label="Font"
        title="Font"
        value={FONT_FAMILIES.some((f) => f.value === state.fontFamily) ? state.fontFamily : ''}
        onChange={(event) => {
          const value = event.target.value;
          if (value) editor.chain().setFontFamily(value).run();
          else editor.chain().unsetFontFamily().run();
        }}
        className={cn(selectClass, 'w-36')}
      >
        {FONT_FAMILIES.map((font) => (
          <option key={font.label} value={font.value}>
            {font.label}
          </option>
        ))}
      </select>
      <select
        data-toolbar-item=""
        aria-label="Font size"
        title="Font size"
        value={FONT_SIZES.some((s) => s.value === state.fontSize) ? state.fontSize : ''}
        onChange={(event) => {
          const value = event.target.value;
          if (value) editor.chain().setFontSize(value).run();
          else editor.chain().unsetFontSize().run();
        }}
        className={cn(selectClass, 'w-32')}
      >
        <option value="">Default size</option>
        {FONT_SIZES.map((size) => (
          <option key={size.value} value={size.value}>
            {size.label}
          </option>
        ))}
      </select>
      <ColourPicker
        value={state.color}
        triggerClassName={toolbarItemClass}
        onChange={(colour) => {
          if (colour) chain().setColor(colour).run();
          else chain().unsetColor().run();
        }}
      />
      <ToolbarButton label="Clear formatting" onClick={() => chain().unsetAllMarks().clearNodes().run()}>
        <RemoveFormatting aria-hidden="true" />
      </ToolbarButton>
    </RovingToolbar>
  );
}
