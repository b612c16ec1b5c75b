import type { RoleName } from '@cms/contract';
import type { Executor } from '../db/database.js';

export const ROLES: { name: RoleName; showName: string; description: string }[] = [
  { name: 'SUPER_ADMIN', showName: 'Super Admin', description: 'Manages every website and signs in to any of them' },
  { name: 'ADMIN', showName: 'Admin', description: 'Everything on its website, users included' },
  { name: 'EDITOR', showName: 'Editor', description: 'Creates and edits all content, but not users or websites' },
  { name: 'VIEWER', showName: 'Viewer', description: 'Reads everything, changes nothing' },
];

/** The four roles exist on every database; adding them again changes nothing. */
export async function ensureRoles(db: Executor) {
  const existing = new Set((await db.selectFrom('roles').select('name').execute()).map((r) => r.name));
  for (const role of ROLES) {
    if (existing.has(role.name)) continue;
    await db
      .insertInto('roles')
      .values({ name: role.name, show_name: role.showName, description: role.description })
      .execute();
  }
}
