/** The first line of every XML file of the site (the sitemap, the feeds). */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/* eslint-disable no-control-regex -- the control characters are what these find */
/** Markup, and what XML 1.0 cannot hold at all, not even escaped (controls but tab and line breaks). */
const UNFIT = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/* eslint-enable no-control-regex */
const MARKUP = /[&<>"']/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text as XML content or an attribute's value: markup escaped, and the characters XML cannot hold
 * removed (a title pasted with a control character must not make the whole feed unreadable). Text
 * with neither, the usual case (a sitemap's stamps), is returned as it is after one test.
 */
export function escapeXml(text: string): string {
  if (!UNFIT.test(text)) return text;
  return text.replace(FORBIDDEN, '').replace(MARKUP, (char) => ENTITIES[char]!);
}
