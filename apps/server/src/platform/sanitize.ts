import { isContentUrl, RICH_TEXT_MAX, RICH_TEXT_MAX_DEPTH, richTextMessages } from '@cms/contract';
import sanitizeHtml from 'sanitize-html';
import { badRequest, invalidField } from './errors.js';

/**
 * The one allow-list for every rich-text field (blog description, news content, notice content,
 * page text blocks): what the console's Tiptap editor produces and nothing that can run. Stored
 * XSS is the top CMS advisory class, so this runs on every write, whatever the console did.
 */
const LENGTH = /^\d+(\.\d+)?(px|em|rem|pt|%)$/;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]{3,20})$/i;
const FONT_FAMILY = /^[\w\s"',-]{1,200}$/;
const TEXT_ALIGN = /^(left|right|center|justify|start|end)$/;
const LINK_SCHEMES = /^(https?:\/\/|mailto:)/i;
const VIDEO_EMBED = /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[\w-]+(\?[\w=&%.-]*)?$/;

const textStyles = {
  color: [COLOR],
  'background-color': [COLOR],
  'font-family': [FONT_FAMILY],
  'font-size': [LENGTH],
  'text-align': [TEXT_ALIGN],
};
const sizeStyles = { width: [LENGTH], 'min-width': [LENGTH] };

/** The attributes with `name` trimmed, or removed when its URL is not `allowed`; the order is kept. */
function keepUrl(attribs: sanitizeHtml.Attributes, name: string, allowed: (url: string) => boolean) {
  const kept: sanitizeHtml.Attributes = {};
  for (const [key, value] of Object.entries(attribs)) {
    if (key !== name) kept[key] = value;
    else if (allowed(value.trim())) kept[key] = value.trim();
  }
  return kept;
}

/** The tags rich text may hold: what the sanitizer keeps, and so all that stored HTML holds. */
export const RICH_TAGS: readonly string[] = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'div', 'span',
  'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'mark', 'small',
  'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'iframe',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]; // prettier-ignore

/** The tags written as `<br />`: the void elements of HTML (their parser closes them at once), `col` among them. */
export const SELF_CLOSING: readonly string[] = [...sanitizeHtml.defaults.selfClosing, 'col'];

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TAGS],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'frameborder'],
    ol: ['start', 'type'],
    col: ['span'],
    th: ['colspan', 'rowspan', 'colwidth'],
    td: ['colspan', 'rowspan', 'colwidth'],
  },
  allowedStyles: {
    '*': textStyles,
    table: { ...textStyles, ...sizeStyles },
    col: sizeStyles,
    th: { ...textStyles, ...sizeStyles },
    td: { ...textStyles, ...sizeStyles },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'],
  allowIframeRelativeUrls: false,
  selfClosing: [...SELF_CLOSING],
  transformTags: {
    // Links only to http(s) and mailto, and never with access to this window (reverse tabnabbing).
    a: (tagName, attribs) => {
      const kept = keepUrl(attribs, 'href', (url) => LINK_SCHEMES.test(url));
      if (kept.target !== '_blank') delete kept.target;
      return { tagName, attribs: { ...kept, rel: 'noopener noreferrer nofollow' } };
    },
    // Images from the web or from this server's uploads; anything else loses its source and is dropped.
    img: (tagName, attribs) => ({ tagName, attribs: keepUrl(attribs, 'src', isContentUrl) }),
    iframe: (tagName, attribs) => ({ tagName, attribs: keepUrl(attribs, 'src', (url) => VIDEO_EMBED.test(url)) }),
  },
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};

/** Thrown from inside the parser, to stop at the tag that nests too deep rather than finish the document. */
class TooDeep extends Error {}

/**
 * `html` as it is stored: sanitized, and within the rich-text limits of the contract, else a 400
 * (with an issue at `body.<field>` when `field` is given).
 *
 * - Depth: sanitize-html's work grows faster than the text once tags nest thousands deep (180 KB of
 *   nested tags took about 750 ms of the event loop, every other request waiting). The parser's
 *   open elements are counted as it goes (implied closes and void elements as the parser sees
 *   them) and it stops at the first tag deeper than RICH_TEXT_MAX_DEPTH, so a refusal costs less
 *   than a millisecond and anything accepted is sanitized in time linear in its length.
 * - Length: escaping makes text longer (`<` becomes `&lt;`), so the limit is checked on what is
 *   stored as well as on what was sent; sanitizing is idempotent, so whatever is stored can be
 *   saved back unchanged.
 */
export function sanitizeRichHtml(html: string, field?: string) {
  const refuse = (message: string) => (field ? invalidField(field, message) : badRequest(message));
  let depth = 0;
  let sanitized: string;
  try {
    sanitized = sanitizeHtml(html, {
      ...options,
      onOpenTag: () => {
        if (++depth > RICH_TEXT_MAX_DEPTH) throw new TooDeep();
      },
      onCloseTag: () => {
        depth--;
      },
    }).trim();
  } catch (error) {
    if (error instanceof TooDeep) throw refuse(richTextMessages.tooDeep);
    throw error;
  }
  if (sanitized.length > RICH_TEXT_MAX) throw refuse(richTextMessages.tooLong);
  return sanitized;
}

/**
 * Whether sanitized HTML shows anything: text, an image or an embedded video (`<p></p>` does not).
 * Sanitized HTML escapes `<` and `>` in text and attribute values, so every `<...>` is a tag and
 * what is left when they go is the text, without a second sanitizer pass.
 */
export function hasVisibleContent(html: string) {
  if (/<(img|iframe)\s/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}
