import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * The stored-XSS corpus and the check every rich field's answer must pass (sanitize.test.ts, and
 * each area with a rich field).
 */

/** DOMPurify's fixture payloads, kept in the repository (testdata/README.md). */
export const PAYLOADS_FILE = fileURLToPath(new URL('../../../testdata/xss-payloads.json', import.meta.url));
export const payloads = JSON.parse(readFileSync(PAYLOADS_FILE, 'utf8')) as { title: string; payload: string }[];

/** Every start tag in sanitized HTML (sanitize-html writes attributes as name="value", escaped). */
const startTags = (html: string) => html.match(/<[a-z][^>]*>/gi) ?? [];

/** Why a rich field is unsafe, or null: scripts, event handlers, script-capable URLs. */
export function unsafety(html: string) {
  if (/<script/i.test(html)) return '<script';
  for (const tag of startTags(html)) {
    if (/[\s/"']on\w+\s*=/i.test(tag)) return `event handler in ${tag}`;
    // Browsers ignore whitespace and control characters inside a scheme, so they are ignored here too.
    // eslint-disable-next-line no-control-regex
    const squeezed = tag.replace(/[\u0000-\u0020]/g, '').toLowerCase();
    for (const scheme of ['javascript:', 'vbscript:', 'data:text/html']) {
      if (squeezed.includes(scheme)) return `${scheme} in ${tag}`;
    }
    if (/<(script|object|embed|form|input|button|style|link|meta|base|svg|math|frame|frameset)\b/i.test(tag))
      return `forbidden tag ${tag}`;
    if (/^<iframe/i.test(tag) && !/src="https:\/\/(www\.)?youtube(-nocookie)?\.com\/embed\//.test(tag))
      return `foreign iframe ${tag}`;
    if (/style="[^"]*(expression|url\(|javascript|behavior|-moz-binding)/i.test(tag)) return `style ${tag}`;
  }
  return null;
}
