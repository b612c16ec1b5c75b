import {
  profile,
  role,
  user,
  userSettings,
  type UserListQuery,
  type UserRole,
  type UserSettings,
  type UserStatus,
} from '@cms/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { toFlag } from '../../db/database.js';
import type { RoleRow, UserRow } from '../../db/schema.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import { offsetOf, toPage } from '../../platform/paging.js';
import { insertStamped, updateStamped } from '../../platform/stamped-rows.js';

type ListQuery = UserListQuery;

/** The one place a user row becomes its wire shape, with the names of the user's roles. */
export const toUser = rowMapping<UserRow, [string[]]>()(user, {
  roles: (_row, roles) => roles,
  avatar: 'avatar_url',
});

/** My Account: the user's own fields of `toUser`. */
export const toProfile = rowMapping<UserRow, [string[]]>()(profile, {
  roles: (_row, roles) => roles,
  avatar: 'avatar_url',
});

export const toSettings = rowMapping<UserRow>()(userSettings);

export const toRole = rowMapping<RoleRow>()(role);

/** Role names of several users at once, keyed by user id. */
async function roleNamesByUser(db: Executor, userIds: number[]) {
  const byUser = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.name'])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('roles.id')
    .execute();
  for (const row of rows) byUser.get(row.user_id)?.push(row.name);
  return byUser;
}

function liveUsers(db: Executor, websiteId: number) {
  return db.selectFrom('users').where('website_id', '=', websiteId).where('deleted', '=', 0);
}

export async function listUsers(db: Executor, websiteId: number, query: ListQuery) {
  let base = liveUsers(db, websiteId);
  if (query.search) {
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or(
        ['username', 'first_name', 'last_name'].map((column) =>
          eb(sql`lower(${sql.ref(column)})`, 'like', sql`${pattern} escape '\\'`),
        ),
      ),
    );
  }
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id').limit(query.size).offset(offsetOf(query)).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const roles = await roleNamesByUser(
    db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((row) => toUser(row, roles.get(row.id) ?? [])),
    Number(total.count),
    query,
  );
}

export async function findUserRow(db: Executor, websiteId: number, id: number) {
  return liveUsers(db, websiteId).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOwnUserRow(db: Executor, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted', '=', 0).executeTakeFirst();
}

export async function findUser(db: Executor, websiteId: number, id: number) {
  const row = await findUserRow(db, websiteId, id);
  if (!row) return undefined;
  const roles = await roleNamesByUser(db, [id]);
  return toUser(row, roles.get(id) ?? []);
}

export async function roleNamesOfUser(db: Executor, id: number) {
  return (await roleNamesByUser(db, [id])).get(id) ?? [];
}

export async function usernameTaken(db: Executor, username: string, exceptId?: number) {
  let query = db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username.toLowerCase())
    .where('deleted', '=', 0);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

export interface UserFields {
  username: string;
  passwordHash?: string;
  firstName: string;
  lastName: string;
  status: UserStatus;
}

export async function insertUser(
  db: Executor,
  websiteId: number,
  fields: UserFields & { passwordHash: string },
  by: number | null,
) {
  return insertStamped(
    db,
    'users',
    {
      website_id: websiteId,
      ...columnsFrom(fields, ['passwordHash', 'firstName', 'lastName', 'status']),
      username: fields.username.toLowerCase(),
      avatar_url: null,
      email_notifications: 0,
      two_factor_auth: 0,
      session_timeout: 0,
      api_access: 0,
      deleted: 0,
      deleted_by: null,
    },
    by,
  );
}

export async function updateUser(db: Executor, id: number, fields: UserFields, by: number) {
  await updateStamped(
    db,
    'users',
    id,
    {
      ...columnsFrom(fields, ['firstName', 'lastName', 'status']),
      username: fields.username.toLowerCase(),
      ...(fields.passwordHash ? { password_hash: fields.passwordHash } : {}),
    },
    by,
  );
}

export async function updateProfile(db: Executor, id: number, fields: { firstName: string; lastName: string }) {
  await updateStamped(db, 'users', id, columnsFrom(fields, ['firstName', 'lastName']), id);
}

export async function setUserStatus(db: Executor, id: number, status: UserStatus, by: number) {
  await updateStamped(db, 'users', id, { status }, by);
}

export async function setAvatar(db: Executor, id: number, avatarUrl: string | null) {
  await updateStamped(db, 'users', id, { avatar_url: avatarUrl }, id);
}

export async function softDeleteUser(db: Executor, id: number, by: number) {
  await updateStamped(db, 'users', id, { deleted: 1, deleted_by: by }, by);
}

export async function updateSettings(db: Executor, id: number, settings: Partial<UserSettings>, by: number) {
  await updateStamped(
    db,
    'users',
    id,
    {
      ...(settings.emailNotifications !== undefined && { email_notifications: toFlag(settings.emailNotifications) }),
      ...(settings.twoFactorAuth !== undefined && { two_factor_auth: toFlag(settings.twoFactorAuth) }),
      ...(settings.sessionTimeout !== undefined && { session_timeout: toFlag(settings.sessionTimeout) }),
      ...(settings.apiAccess !== undefined && { api_access: toFlag(settings.apiAccess) }),
    },
    by,
  );
}

export async function listRoles(db: Executor) {
  return (await db.selectFrom('roles').selectAll().orderBy('id').execute()).map(toRole);
}

export async function findRole(db: Executor, id: number) {
  return db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findRoleByName(db: Executor, name: string) {
  return db.selectFrom('roles').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function userRolesOf(db: Executor, userId: number): Promise<UserRole[]> {
  const rows = await db
    .selectFrom('user_roles')
    .select(['role_id', 'user_id'])
    .where('user_id', '=', userId)
    .orderBy('role_id')
    .execute();
  return rows.map((r) => ({ roleId: r.role_id, userId: r.user_id }));
}

/** Assigning a role the user already has changes nothing. */
export async function assignRole(db: Executor, userId: number, roleId: number) {
  const existing = await db
    .selectFrom('user_roles')
    .select('role_id')
    .where('user_id', '=', userId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  if (!existing) await db.insertInto('user_roles').values({ user_id: userId, role_id: roleId }).execute();
}

export async function removeRole(db: Executor, userId: number, roleId: number) {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).where('role_id', '=', roleId).execute();
}
