/**
 * The rich-text editor's choices (docs/product/notices.md §9, the notice editor, reused by every rich-text field):
 * seven font choices (six named plus the default), seven font sizes from 8pt to 36pt and sixteen
 * text colours. Values are what lands in the stored HTML's `style`, which the server's allow-list keeps.
 */
export interface EditorChoice {
  label: string;
  /** '' means "the default": the style is removed. */
  value: string;
}

export const FONT_FAMILIES: readonly EditorChoice[] = [
  { label: 'Default font', value: '' },
  { label: 'Arial', value: 'Arial, Helvetica, sans-serif' },
  { label: 'Georgia', value: 'Georgia, serif' },
  { label: 'Times New Roman', value: '"Times New Roman", Times, serif' },
  { label: 'Courier New', value: '"Courier New", Courier, monospace' },
  { label: 'Verdana', value: 'Verdana, Geneva, sans-serif' },
  { label: 'Trebuchet MS', value: '"Trebuchet MS", Helvetica, sans-serif' },
];

/** The seven classic sizes (HTML's font sizes 1 to 7). */
export const FONT_SIZES: readonly EditorChoice[] = ['8pt', '10pt', '12pt', '14pt', '18pt', '24pt', '36pt'].map(
  (size) => ({ label: size, value: size }),
);

/** The sixteen basic colours of HTML, as hex so the stored HTML does not depend on colour names. */
export const TEXT_COLOURS: readonly EditorChoice[] = [
  { label: 'Black', value: '#000000' },
  { label: 'Gray', value: '#808080' },
  { label: 'Silver', value: '#c0c0c0' },
  { label: 'White', value: '#ffffff' },
  { label: 'Maroon', value: '#800000' },
  { label: 'Red', value: '#ff0000' },
  { label: 'Purple', value: '#800080' },
  { label: 'Fuchsia', value: '#ff00ff' },
  { label: 'Green', value: '#008000' },
  { label: 'Lime', value: '#00ff00' },
  { label: 'Olive', value: '#808000' },
  { label: 'Yellow', value: '#ffff00' },
  { label: 'Navy', value: '#000080' },
  { label: 'Blue', value: '#0000ff' },
  { label: 'Teal', value: '#008080' },
  { label: 'Aqua', value: '#00ffff' },
];

const LINK_URL = /^(https?:\/\/[^\s<>"'`\\]+|mailto:[^\s<>"'`\\]+)$/i;

/** Links may only go to http(s) and mailto addresses (the server's allow-list drops anything else). */
export function isAllowedLinkUrl(value: string): boolean {
  const url = value.trim();
  return LINK_URL.test(url) && URL.canParse(url);
}
