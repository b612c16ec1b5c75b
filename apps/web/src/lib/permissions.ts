import type { RoleName } from '@cms/contract';

/**
 * What each role may do, as the server enforces it (DESIGN §5; apps/server platform/auth.ts). The
 * console only uses it to hide what a user may not do: the server's 403 stays the real check.
 */
export const permissions = {
  readContent: ['ADMIN', 'EDITOR', 'VIEWER'],
  writeContent: ['ADMIN', 'EDITOR'],
  manageUsers: ['ADMIN'],
} as const satisfies Record<string, readonly RoleName[]>;

/** A SUPER_ADMIN may do everything; anyone else needs one of the allowed roles. */
export function hasRole(roles: readonly string[] | undefined, allowed: readonly RoleName[]): boolean {
  if (!roles) return false;
  return roles.includes('SUPER_ADMIN') || roles.some((role) => (allowed as readonly string[]).includes(role));
}

export const isSuperAdmin = (roles: readonly string[] | undefined): boolean => Boolean(roles?.includes('SUPER_ADMIN'));
