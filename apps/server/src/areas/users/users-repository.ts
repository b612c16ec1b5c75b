import { profile, role, user, usersMessages, userSettings, type UserSettings, type UserStatus } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import { toFlag } from '../../db/database.js';
import type { RoleRow, UserRow } from '../../db/schema.js';
import { linkTable } from '../../platform/kit/links.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { sharedTable } from '../../platform/kit/shared-table.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import { updateStamped } from '../../platform/stamped-rows.js';

/** The one place a user row becomes its wire shape, with the names of the user's roles. */
const toUser = rowMapping<UserRow, [RoleRow[]]>()(user, {
  roles: (_row, roles) => roles.map(({ name }) => name),
  avatar: 'avatar_url',
});

/**
 * A website's users in the order they were added, searched by username and name. A username
 * signs in without naming its website, so it is unique among every website's users, kept in lower
 * case; a deleted user stays, marked (decision 004), and its username is free again.
 */
export const usersTable = scopedTable('users', {
  thing: 'User',
  toEntity: toUser,
  order: [['id', 'asc']],
  name: { column: 'username', taken: usersMessages.usernameTaken, everyWebsite: true },
  search: ['username', 'first_name', 'last_name'],
  softDelete: { column: 'deleted', by: 'deleted_by' },
});

/** The roles every website shares (docs/design.md §5), and each user's, in role order. */
export const rolesTable = sharedTable('roles', { thing: 'Role' });
export const userRoles = linkTable({ table: 'user_roles', from: 'user_id', to: 'role_id', target: rolesTable });

/** My Account: the user's own fields of `toUser`. */
export const toProfile = rowMapping<UserRow, [RoleRow[]]>()(profile, {
  roles: (_row, roles) => roles.map(({ name }) => name),
  avatar: 'avatar_url',
});

export const toSettings = rowMapping<UserRow>()(userSettings);

export const toRole = rowMapping<RoleRow>()(role);

/** The roles of one user, in role order. */
export async function rolesOf(db: Executor, userId: number) {
  return (await userRoles.of(db, [userId])).get(userId) ?? [];
}

export async function roleNamesOfUser(db: Executor, userId: number) {
  return (await rolesOf(db, userId)).map(({ name }) => name);
}

export async function findRoleByName(db: Executor, name: string) {
  return db.selectFrom('roles').selectAll().where('name', '=', name).executeTakeFirst();
}

/** Giving a user a role it has changes nothing. */
export const assignRole = userRoles.add;

/** Whether a live user of any website has this username, in any case (the command line's check). */
export const usernameTaken = (db: Executor, username: string) => usersTable.nameTaken(db, 0, username);

/** A user by id alone, whatever its website: My Account (a SUPER_ADMIN visiting another website is still itself). */
export async function findOwnUserRow(db: Executor, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted', '=', 0).executeTakeFirst();
}

export interface UserFields {
  username: string;
  firstName: string;
  lastName: string;
  status: UserStatus;
  /** A new password's hash; none keeps the current one. */
  passwordHash?: string;
}

/** The columns of a user's fields; the username in lower case. */
export const userColumns = (fields: UserFields) => ({
  ...columnsFrom(fields, ['firstName', 'lastName', 'status']),
  username: fields.username.toLowerCase(),
  ...(fields.passwordHash ? { password_hash: fields.passwordHash } : {}),
});

/** A new user's columns: no avatar, every setting off. */
export const newUserColumns = (fields: UserFields & { passwordHash: string }) => ({
  ...userColumns(fields),
  password_hash: fields.passwordHash,
  avatar_url: null,
  email_notifications: 0,
  two_factor_auth: 0,
  session_timeout: 0,
  api_access: 0,
  deleted: 0,
  deleted_by: null,
});

/** A new user of a website, added by `by` (null: the system), without roles; answers its id. */
export async function insertUser(
  db: Executor,
  websiteId: number,
  fields: UserFields & { passwordHash: string },
  by: number | null,
) {
  return (await usersTable.insert(db, { websiteId, userId: by }, newUserColumns(fields))).id;
}

export async function updateProfile(db: Executor, id: number, fields: { firstName: string; lastName: string }) {
  await updateStamped(db, 'users', id, columnsFrom(fields, ['firstName', 'lastName']), id);
}

export async function setAvatar(db: Executor, id: number, avatarUrl: string | null) {
  await updateStamped(db, 'users', id, { avatar_url: avatarUrl }, id);
}

/** The switches a settings body sends, as their columns; those it leaves out stay. */
export function settingsColumns(settings: Partial<UserSettings>) {
  const column = (value: boolean | undefined) => (value === undefined ? undefined : toFlag(value));
  return {
    email_notifications: column(settings.emailNotifications),
    two_factor_auth: column(settings.twoFactorAuth),
    session_timeout: column(settings.sessionTimeout),
    api_access: column(settings.apiAccess),
  };
}
