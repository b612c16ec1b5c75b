/*
 * What each role may do (docs/design.md §5), in one table read by the server's route guards and by the
 * console (`useCan`), which only hides what a user may not do: the server's 403 is the real check.
 * This module imports nothing (no zod), so the console's first screen can read it within its
 * bundle budget (docs/decisions/003).
 */

export const ROLE_NAMES = ['SUPER_ADMIN', 'ADMIN', 'EDITOR', 'VIEWER'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** SUPER_ADMIN may do everything, on any website it signs in to; the lists name the other roles. */
export const permissions = {
  readContent: ['ADMIN', 'EDITOR', 'VIEWER'],
  writeContent: ['ADMIN', 'EDITOR'],
  manageUsers: ['ADMIN'],
  /** A school's ADMIN keeps its own website's details up to date; other websites stay out of reach. */
  editOwnWebsite: ['ADMIN'],
  manageWebsites: [],
} as const satisfies Record<string, readonly RoleName[]>;

export type Permission = keyof typeof permissions;

export const isSuperAdmin = (roles: readonly string[] | undefined): boolean => Boolean(roles?.includes('SUPER_ADMIN'));

/** Whether a user with `roles` has `permission`. */
export function can(roles: readonly string[] | undefined, permission: Permission): boolean {
  if (!roles) return false;
  const allowed: readonly string[] = permissions[permission];
  return isSuperAdmin(roles) || roles.some((role) => allowed.includes(role));
}
