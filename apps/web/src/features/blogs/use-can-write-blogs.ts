import { hasRole, permissions } from '@/lib/permissions';
import { useSession } from '@/lib/session';

/** Editors and admins write content; viewers only read it (DESIGN §5: the console hides the rest). */
export function useCanWriteBlogs(): boolean {
  const session = useSession();
  return hasRole(session?.user.roles, permissions.writeContent);
}
