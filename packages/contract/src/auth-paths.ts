/**
 * The sign-in and password calls. No zod here: the first screen (/login) imports these paths at run
 * time through '@cms/contract/auth-paths' without pulling the schemas in (docs/design.md §8's budget).
 */
export const authPaths = {
  signin: '/ams/cms/auth/signin',
  logout: '/auth/logout',
  refresh: '/auth/refresh',
  verify: '/auth/verify',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
} as const;
