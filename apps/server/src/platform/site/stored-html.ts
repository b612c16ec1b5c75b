import sanitizeHtml from 'sanitize-html';
import { RICH_TAGS, SELF_CLOSING } from '../sanitize.js';

const HEADINGS = [1, 2, 3, 4, 5, 6] as const;

/**
 * Rich HTML the console stored (sanitized when it was saved, docs/design.md §4) made fit for a
 * public page (docs/design.md §10: WCAG 2.1 AA, one `h1`, headings in order), whatever staff typed
 * or pasted:
 * - its headings start below the heading it sits under (`level`: 1 under the page's `h1`) and never
 *   skip a level (an `h1` becomes an `h2`; an `h4` after an `h2` an `h3`); an empty one goes;
 * - an image without alt text is decorative (`alt=""`), and an embedded frame has a title;
 * - a link with nothing in it goes, and a list item outside a list is a paragraph.
 * Nothing else changes: the stored HTML is already safe, so every tag and attribute it kept stays.
 *
 * Most stored HTML needs none of this, and parsing it again is most of an article page's render
 * (docs/design.md §8): such HTML is found by one pass over its tags (`fitsAsStored`) and shown as it
 * is, which is what the parser would give back.
 */
export function htmlForTheSite(html: string, level: number) {
  return fitsAsStored(html, level) ? html : fitted(html, level);
}

/** `htmlForTheSite` by the parser, whatever the HTML holds. */
export function fitted(html: string, level: number) {
  let previous = level;
  // The open elements, the innermost last (the parser reports each before it is transformed).
  const open: string[] = [];
  const heading = (n: number) => (_tag: string, attribs: sanitizeHtml.Attributes) => {
    const shown = Math.min(Math.max(n, level + 1), previous + 1, 6);
    previous = shown;
    return { tagName: `h${shown}`, attribs };
  };
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Every tag is kept, none of them checked again: saying so spares a warning on every call.
    allowVulnerableTags: true,
    allowedSchemesAppliedToAttributes: [],
    selfClosing: [...SELF_CLOSING],
    onOpenTag: (name) => void open.push(name),
    onCloseTag: () => void open.pop(),
    transformTags: {
      li: (tagName, attribs) => ({ tagName: ['ul', 'ol'].includes(open.at(-2) ?? '') ? tagName : 'p', attribs }),
      ...Object.fromEntries(HEADINGS.map((n) => [`h${n}`, heading(n)])),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, title: attribs.title || 'Embedded video' } }),
    },
    exclusiveFilter: (frame) =>
      (/^h[1-6]$/.test(frame.tag) || frame.tag === 'a') && !frame.text.trim() && frame.mediaChildren.length === 0,
  });
}

/** The end of a block of stored HTML, where its plain text starts a new line. */
const BLOCK_END = /<\/(p|div|h[1-6]|li|blockquote|pre|tr|figcaption|table|ul|ol)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Stored rich HTML as plain text (a calendar's description): the words alone, a line for each
 * block, entities read back into their characters, blank lines and spaces at the ends gone.
 */
export function htmlAsText(html: string) {
  const text = sanitizeHtml(
    html.replace(BLOCK_END, (end) => `${end}\n`),
    { allowedTags: [], allowedAttributes: {} },
  );
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!)
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/*
 * How the sanitizer writes HTML (`platform/sanitize.ts`), which `fitsAsStored` relies on: every `<`
 * and `>` of text and of attribute values is escaped, so each `<...>` is a tag; a tag's name and
 * its attributes' names are lower case, each value in double quotes; a void element ends with ` />`;
 * every element it opens it closes; no comment is left, and `&` is only ever `&amp;`, `&lt;`,
 * `&gt;` or `&quot;`.
 */
const TAG = /<(\/?)([a-z][a-z0-9]*)((?: [a-z][a-z0-9-]*(?:="[^"<>]*")?)*)( \/)?>/y;
const ATTRIBUTE = / ([a-z][a-z0-9-]*)(?:="([^"]*)")?/g;
const ENTITY = /&(?:amp|lt|gt|quot);/y;
const VISIBLE = /\S/g;
const HEADING = /^h[1-6]$/;
const KNOWN = new Set(RICH_TAGS);
const VOID = new Set(RICH_TAGS.filter((tag) => SELF_CLOSING.includes(tag)));
const MEDIA = new Set(['img', 'iframe']);
/** Attributes the parser drops when empty: given with no value, they would go. */
const NON_BOOLEAN = new Set(sanitizeHtml.defaults.nonBooleanAttributes);
/** An inline style as the sanitizer writes it (`color:red;font-size:12px`), which reading it again leaves as it is. */
const STYLE = /^[a-z-]+:[^:;{}\\/*!&<>]+(?: !important)?(?:;[a-z-]+:[^:;{}\\/*!&<>]+(?: !important)?)*$/;
/** Attributes the parser reads and writes anew (a list of classes, of image sources): left to it. */
const REWRITTEN = new Set(['class', 'srcset', 'imagesrcset']);

/**
 * The elements the HTML parser closes by itself when another opens inside them (a `p` when a `div`
 * opens, an `li` when the next `li` does), for the tags rich text holds: HTML with such a pair is
 * not what it reads as, and goes to the parser.
 */
// prettier-ignore
const CLOSING_P = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'div', 'figcaption', 'figure', 'hr', 'ol', 'pre', 'table', 'ul'];
const CLOSED_BY = new Map<string, readonly string[]>([
  ...CLOSING_P.map((tag): [string, readonly string[]] => [tag, ['p']]),
  ['li', ['li']],
  ['tr', ['tr', 'th', 'td']],
  ['th', ['th']],
  ['td', ['thead', 'th', 'td']],
  ['tbody', ['thead', 'tbody']],
  ['tfoot', ['thead', 'tbody']],
]);

/** An open element, and whether it shows anything: text anywhere in it, or an image or frame of its own. */
interface Open {
  tag: string;
  text: boolean;
  media: boolean;
}

/**
 * Whether stored HTML is already fit for the site at `level`, so that `fitted` would give it back
 * unchanged: it is written as the sanitizer writes (above), and it has no heading out of order or
 * empty, no image without alt text, no frame without a title, no empty link, and no list item
 * outside a list. Anything else (a row written by other means too) goes to the parser.
 */
export function fitsAsStored(html: string, level: number): boolean {
  for (let amp = html.indexOf('&'); amp !== -1; amp = html.indexOf('&', amp + 1)) {
    ENTITY.lastIndex = amp;
    if (!ENTITY.test(html)) return false;
  }
  let previous = level;
  const open: Open[] = [];
  let at = 0;
  while (at < html.length) {
    const start = html.indexOf('<', at);
    const end = start === -1 ? html.length : start;
    if (end > at) {
      // Text, which never holds a '>' as the sanitizer writes it.
      const gt = html.indexOf('>', at);
      if (gt !== -1 && gt < end) return false;
      const inner = open[open.length - 1];
      if (inner && !inner.text) {
        VISIBLE.lastIndex = at;
        inner.text = VISIBLE.test(html) && VISIBLE.lastIndex <= end;
      }
    }
    if (start === -1) break;
    TAG.lastIndex = start;
    const tag = TAG.exec(html);
    if (!tag) return false;
    at = TAG.lastIndex;
    const [, closing, name = '', attributes = '', selfClosing] = tag;
    if (!KNOWN.has(name) || Boolean(selfClosing) !== VOID.has(name)) return false;
    const inner = open[open.length - 1];
    if (closing) {
      if (attributes || inner?.tag !== name) return false;
      open.pop();
      if ((name === 'a' || HEADING.test(name)) && !inner.text && !inner.media) return false;
      const outer = open[open.length - 1];
      if (outer && inner.text) outer.text = true;
      if (outer && MEDIA.has(name)) outer.media = true;
      continue;
    }
    if (inner && CLOSED_BY.get(name)?.includes(inner.tag)) return false;
    if (!attributesFit(name, attributes)) return false;
    if (HEADING.test(name)) {
      const n = Number(name[1]);
      if (n !== Math.min(Math.max(n, level + 1), previous + 1, 6)) return false;
      previous = n;
    }
    if (name === 'li' && inner?.tag !== 'ul' && inner?.tag !== 'ol') return false;
    if (VOID.has(name)) {
      if (inner && MEDIA.has(name)) inner.media = true;
    } else {
      open.push({ tag: name, text: false, media: false });
    }
  }
  return open.length === 0;
}

/** Whether a tag's attributes are as the parser writes them back, and an image has alt text and a frame a title. */
function attributesFit(name: string, attributes: string) {
  const names: string[] = [];
  let title = '';
  let src = '';
  ATTRIBUTE.lastIndex = 0;
  for (let found = ATTRIBUTE.exec(attributes); found; found = ATTRIBUTE.exec(attributes)) {
    const [, attribute = '', value] = found;
    if (names.includes(attribute) || REWRITTEN.has(attribute)) return false;
    names.push(attribute);
    // With no value, an attribute the parser drops when empty goes; with an empty one, any but `alt` changes.
    if (value === undefined ? NON_BOOLEAN.has(attribute) : value === '' && attribute !== 'alt') return false;
    if (attribute === 'style' && !STYLE.test(textOf(value ?? ''))) return false;
    if (attribute === 'title') title = value ?? '';
    if (attribute === 'src') src = textOf(value ?? '');
  }
  if (name === 'img') return names.includes('alt');
  if (name === 'iframe') return title !== '' && src.startsWith('https://') && URL.canParse(src);
  return true;
}

/** An attribute's value as the parser reads it. */
const textOf = (value: string) => value.replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!);
