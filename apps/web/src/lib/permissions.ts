import { can, type Permission } from '@cms/contract/permissions';
import { useSession } from './session';

export { can, isSuperAdmin } from '@cms/contract/permissions';

/**
 * Whether the signed-in user has `permission`, read from the contract's one table (docs/design.md §5). The
 * console only hides what a user may not do: the server's 403 stays the real check.
 */
export function useCan(permission: Permission): boolean {
  return can(useSession()?.user.roles, permission);
}
