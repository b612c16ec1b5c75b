import sanitizeHtml from 'sanitize-html';

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
 */
export function htmlForTheSite(html: string, level: number) {
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
    allowedSchemesAppliedToAttributes: [],
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
