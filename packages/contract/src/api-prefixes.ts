/**
 * Every path prefix the server answers itself (docs/design.md §4). The server never answers these with the
 * console's index.html, and the console's dev server forwards them. Free of zod on purpose: the
 * Vite config imports it.
 */
export const API_PREFIXES = [
  '/ams',
  '/ums',
  '/bms',
  '/nms',
  '/wms',
  '/misc',
  '/auth',
  '/websites',
  '/users/me',
  '/uploads',
  '/docs',
  '/health',
] as const;
