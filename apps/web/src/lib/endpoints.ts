import type { authPaths, websitesPaths } from '@cms/contract';

/*
 * The paths the first page (/login) calls, checked against the contract by the compiler but not
 * imported from it at run time. Every module of @cms/contract imports zod, and zod alone would take
 * a sixth of the 150 KB gzip budget of /login (DESIGN §8). A changed path in the contract fails
 * `tsc` here (and endpoints.test.ts). Everywhere else, import paths from '@cms/contract' directly.
 */

export const authEndpoints = {
  signin: '/ams/cms/auth/signin',
  logout: '/auth/logout',
  refresh: '/auth/refresh',
  verify: '/auth/verify',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
} as const satisfies typeof authPaths;

export const websiteEndpoints = {
  find: '/wms/public/wlc/websites/find',
} as const satisfies Pick<typeof websitesPaths, 'find'>;
