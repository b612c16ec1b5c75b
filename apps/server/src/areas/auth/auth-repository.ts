import type { RoleName } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import { now } from '../../db/database.js';

/** The live user a username signs in as, with its role names. */
export async function findSigninUser(db: Executor, username: string) {
  const user = await db
    .selectFrom('users')
    .innerJoin('websites', 'websites.id', 'users.website_id')
    .select([
      'users.id',
      'users.website_id',
      'users.username',
      'users.password_hash',
      'users.first_name',
      'users.last_name',
      'users.status',
      'users.avatar_url',
      'websites.admin_url',
    ])
    .where('users.username', '=', username.toLowerCase())
    .where('users.deleted', '=', 0)
    .where('websites.deleted', '=', 0)
    .executeTakeFirst();
  if (!user) return undefined;
  return { ...user, roles: await roleNamesOf(db, user.id) };
}

export async function roleNamesOf(db: Executor, userId: number) {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('roles.name')
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.id')
    .execute();
  return rows.map((r) => r.name as RoleName);
}

export async function liveWebsiteExists(db: Executor, websiteId: number) {
  const row = await db
    .selectFrom('websites')
    .select('id')
    .where('id', '=', websiteId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Boolean(row);
}

export async function createPasswordReset(db: Executor, userId: number, tokenHash: string, ttlMs: number) {
  await db
    .insertInto('password_resets')
    .values({
      user_id: userId,
      token_hash: tokenHash,
      created_at: now(),
      expires_at: new Date(Date.now() + ttlMs).toISOString(),
      used_at: null,
    })
    .execute();
}

/** A reset that is unused, unexpired and belongs to a live, active user. */
export async function findUsablePasswordReset(db: Executor, tokenHash: string) {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['password_resets.id', 'password_resets.user_id'])
    .where('password_resets.token_hash', '=', tokenHash)
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', now())
    .where('users.deleted', '=', 0)
    .where('users.status', '=', 'ACTIVE')
    .executeTakeFirst();
}

export async function markPasswordResetUsed(db: Executor, resetId: number, userId: number) {
  const at = now();
  await db.updateTable('password_resets').set({ used_at: at }).where('id', '=', resetId).execute();
  // Older links of the same user stop working too.
  await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
