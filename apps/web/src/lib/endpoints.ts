import type { websitesPaths } from '@cms/contract';

/*
 * The paths the first page (/login) calls, without the rest of @cms/contract: every other module of
 * it imports zod, and zod alone would take a sixth of the 150 KB gzip budget of /login (docs/design.md §8).
 * The auth paths come from the contract's zod-free module; the one website path is checked against
 * the contract by the compiler (and endpoints.test.ts). Everywhere else, import from '@cms/contract'.
 */

export { authPaths as authEndpoints } from '@cms/contract/auth-paths';

export const websiteEndpoints = {
  find: '/wms/public/wlc/websites/find',
} as const satisfies Pick<typeof websitesPaths, 'find'>;
