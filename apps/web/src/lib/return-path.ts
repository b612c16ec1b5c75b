/*
 * Where a user goes back to after signing in again (docs/architecture.md, "Console"): a session that
 * ends (a 401, /session-expired, a sign-out in another tab) sends the user to sign in with the
 * screen they were on in the address, `/login?next=/news/7/edit`, and a successful sign-in goes
 * back there rather than to the dashboard. The address can be written by anyone (a link in a
 * mail), so only a path of this console is ever followed: never another site, never a script.
 */

/** The query parameter of /login and /session-expired that holds the screen to go back to. */
export const RETURN_PARAM = 'next';

/** The screens of signing in and out: never a place to go back to. */
const AUTH_PATHS = ['/login', '/session-expired', '/forgot-password', '/reset-password'];

const ORIGIN = 'https://console.invalid';

/**
 * `value` as a path of this console ('/news/7/edit?tab=x'), or null: an absolute or
 * protocol-relative address ('https://evil.example', '//evil.example', '/\evil.example'), a
 * scheme ('javascript:'), control characters, the sign-in screens and the dashboard itself (where
 * a sign-in goes anyway) are refused.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return null;
  // Browsers read '\' as '/' and drop tabs and newlines: '/\evil.example' is '//evil.example'.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value) || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.pathname.startsWith('//')) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || AUTH_PATHS.includes(path)) return null;
  return `${url.pathname}${url.search}`;
}

/** `base` with the way back to `path` when it is a screen of the console: '/login?next=%2Fnews%2F7%2Fedit'. */
export function withReturn(base: string, path: string | null): string {
  const safe = safeReturnPath(path);
  return safe ? `${base}?${new URLSearchParams({ [RETURN_PARAM]: safe })}` : base;
}

/** `base` with the way back to the screen at `location` ('/news/7/edit?tab=x'). */
export function returningTo(base: string, location: { pathname: string; search: string }): string {
  return withReturn(base, `${location.pathname}${location.search}`);
}

/** The screen to go back to named in an address's query ('?next=%2Fnews%2F7%2Fedit'), or null. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
