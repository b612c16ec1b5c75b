import {
  idParams,
  isSuperAdmin,
  role,
  user,
  userRole,
  usersContract,
  usersMessages,
  usersPaths,
  userSettings,
  userSettingsRequest,
  userStatusRequest,
  type UserStatus,
} from '@cms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor, Trx } from '../../db/database.js';
import { requirePermission } from '../../platform/auth.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { registerLinkRoutes } from '../../platform/kit/link-routes.js';
import { registerResource } from '../../platform/kit/resource-routes.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { hashPassword } from '../../platform/passwords.js';
import type { LiveSession, SessionStore } from '../../platform/sessions.js';
import { afterCommit, inTransaction } from '../../platform/transactions.js';
import {
  findRoleByName,
  newUserColumns,
  roleNamesOfUser,
  rolesOf,
  rolesTable,
  settingsColumns,
  toRole,
  toSettings,
  userColumns,
  userRoles,
  usersTable,
} from './users-repository.js';

const tags = [usersContract.tag];
const DEFAULT_ROLE = 'VIEWER';

/**
 * A user the signed-in admin may change. Only a SUPER_ADMIN changes a SUPER_ADMIN's account:
 * otherwise a school's ADMIN could set its password and sign in to every website.
 */
async function writableUser(db: Executor, auth: LiveSession, id: number) {
  const row = await usersTable.get(db, auth.websiteId, id);
  if (!isSuperAdmin(auth.roles) && (await roleNamesOfUser(db, id)).includes('SUPER_ADMIN'))
    throw forbidden('change a SUPER_ADMIN account');
  return row;
}

/** An admin keeps its own account: no status but ACTIVE (none, for a delete or a role taken away). */
function keepOwnAccess(auth: LiveSession, id: number, status?: UserStatus) {
  if (id === auth.userId && status !== 'ACTIVE') throw badRequest(usersMessages.cannotChangeOwnAccess);
}

const userRolesOf = async (db: Executor, userId: number) =>
  (await rolesOf(db, userId)).map((found) => ({ roleId: found.id, userId }));

/**
 * Users on the kit's resource (a scoped table whose rows are soft-deleted), with what is their own:
 * the password, hashed before the transaction opens and never answered; a new user's VIEWER role;
 * the accounts an admin may not change or lock itself out of; and the sessions that end with a
 * user's password or access, forgotten again once the change is committed (a request that read one
 * meanwhile must not keep it cached).
 */
function usersResource(sessions: SessionStore) {
  const base = tableResource(usersContract, usersTable, {
    links: { table: userRoles },
    columns: ({ password, ...fields }) => newUserColumns({ ...fields, passwordHash: password }),
  });
  const forget = (trx: Trx, id: number) => afterCommit(trx, async () => sessions.forgetUser(id));

  return {
    ...base,
    // argon2 takes its time; no transaction need wait on it.
    async prepare<B extends { password?: string }>(body: B): Promise<B> {
      return body.password ? { ...body, password: await hashPassword(body.password) } : body;
    },

    async create(trx: Trx, auth: LiveSession, body: Parameters<typeof base.create>[2]) {
      const { id } = await base.create(trx, auth, body);
      const viewer = await findRoleByName(trx, DEFAULT_ROLE);
      if (viewer) await userRoles.add(trx, id, viewer.id);
      return base.get(trx, auth, id);
    },

    async update(trx: Trx, auth: LiveSession, id: number, body: z.output<typeof usersContract.schemas.update>) {
      const current = await writableUser(trx, auth, id);
      // A status left out stays as it is: an edit never re-activates a user by accident.
      const status = body.status ?? (current.status as UserStatus);
      keepOwnAccess(auth, id, status);
      await usersTable.requireFreeName(trx, auth.websiteId, body.username, id);
      await usersTable.update(trx, auth, id, userColumns({ ...body, status, passwordHash: body.password }));
      if (body.password || status !== 'ACTIVE') await sessions.revokeUser(id, trx);
      await forget(trx, id);
      return base.get(trx, auth, id);
    },

    async remove(trx: Trx, auth: LiveSession, id: number) {
      await writableUser(trx, auth, id);
      keepOwnAccess(auth, id);
      await base.remove(trx, auth, id);
      await sessions.revokeUser(id, trx);
      await forget(trx, id);
    },

    /** `PATCH .../{id}/status`: deactivating a user ends its sessions. */
    async setStatus(trx: Trx, auth: LiveSession, id: number, status: UserStatus) {
      await writableUser(trx, auth, id);
      keepOwnAccess(auth, id, status);
      await usersTable.update(trx, auth, id, { status });
      if (status !== 'ACTIVE') await sessions.revokeUser(id, trx);
      await forget(trx, id);
      return base.get(trx, auth, id);
    },

    /** A role given or taken away: only a SUPER_ADMIN gives or takes SUPER_ADMIN; no admin takes its own. */
    async changingRole(trx: Trx, auth: LiveSession, userId: number, roleId: number, giving: boolean) {
      await writableUser(trx, auth, userId);
      const changed = await rolesTable.get(trx, auth.websiteId, roleId);
      if (changed.name === 'SUPER_ADMIN' && !isSuperAdmin(auth.roles)) throw forbidden('assign the SUPER_ADMIN role');
      if (!giving) keepOwnAccess(auth, userId);
      await forget(trx, userId);
    },
  };
}

/** Users (`/ums/cms/cuc/users`), their roles, status and settings, docs/product/users.md §7; ADMINs only. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sessions } = app.deps;
  const users = usersResource(sessions);
  const writing = <T>(work: (trx: Trx) => Promise<T>) => inTransaction(db, work);
  // Before validation: an EDITOR or VIEWER learns nothing about the user API but its 403.
  app.addHook('preValidation', requirePermission(usersContract.permissions.write, usersContract.actions.write));

  registerResource(app, users);

  app.patch(
    usersPaths.userStatus,
    { schema: { tags, params: idParams, body: userStatusRequest, response: { 200: user } } },
    async ({ auth, params, body }) => writing((trx) => users.setStatus(trx, auth, params.id, body.status)),
  );

  app.get(usersPaths.roles, { schema: { tags, response: { 200: z.array(role) } } }, async () =>
    (await rolesTable.all(db)).map(toRole),
  );

  registerLinkRoutes(app, {
    contract: usersContract,
    paths: { list: usersPaths.userRoles, one: usersPaths.userRole },
    from: usersTable,
    link: userRoles,
    answer: z.array(userRole),
    linked: userRolesOf,
    changing: users.changingRole,
  });

  app.get(
    usersPaths.userSettings,
    { schema: { tags, params: idParams, response: { 200: userSettings } } },
    async ({ auth, params }) => toSettings(await usersTable.get(db, auth.websiteId, params.id)),
  );

  app.put(
    usersPaths.userSettings,
    { schema: { tags, params: idParams, body: userSettingsRequest, response: { 200: userSettings } } },
    async ({ auth, params, body }) =>
      writing(async (trx) => {
        await writableUser(trx, auth, params.id);
        return toSettings(await usersTable.update(trx, auth, params.id, settingsColumns(body)));
      }),
  );
};
