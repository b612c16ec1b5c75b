import {
  idParams,
  messageResponse,
  role,
  user,
  userCreateRequest,
  userListQuery,
  userPage,
  userRole,
  userRoleParams,
  usersMessages,
  usersPaths,
  userSettings,
  userSettingsRequest,
  userStatusRequest,
  userUpdateRequest,
  type UserStatus,
} from '@cms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { requirePermission } from '../../platform/auth.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import type { LiveSession } from '../../platform/sessions.js';
import {
  assignRole,
  findRole,
  findUser,
  findUserRow,
  insertUser,
  listRoles,
  listUsers,
  removeRole,
  setUserStatus,
  softDeleteUser,
  toSettings,
  updateSettings,
  updateUser,
  userRolesOf,
  usernameTaken,
  findRoleByName,
  roleNamesOfUser,
} from './users-repository.js';

const tags = ['users'];
const DEFAULT_ROLE = 'VIEWER';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Before validation: an EDITOR or VIEWER learns nothing about the user API but its 403.
  app.addHook('preValidation', requirePermission('manageUsers', 'manage users'));

  async function requireUser(websiteId: number, id: number, db: Executor = deps.db) {
    const row = await findUserRow(db, websiteId, id);
    if (!row) throw notFound('User');
    return row;
  }

  /**
   * A user the signed-in admin may change. Only a SUPER_ADMIN changes a SUPER_ADMIN's account:
   * otherwise a school's ADMIN could set its password and sign in to every website.
   */
  async function requireWritableUser(auth: LiveSession, id: number, db: Executor = deps.db) {
    const row = await requireUser(auth.websiteId, id, db);
    if (!auth.roles.includes('SUPER_ADMIN') && (await roleNamesOfUser(db, id)).includes('SUPER_ADMIN'))
      throw forbidden('change a SUPER_ADMIN account');
    return row;
  }

  async function userOrThrow(websiteId: number, id: number) {
    const found = await findUser(deps.db, websiteId, id);
    if (!found) throw notFound('User');
    return found;
  }

  app.get(usersPaths.roles, { schema: { tags, response: { 200: z.array(role) } } }, async () => listRoles(deps.db));

  app.get(
    usersPaths.users,
    { schema: { tags, querystring: userListQuery, response: { 200: userPage } } },
    async (request) => listUsers(deps.db, request.auth.websiteId, request.query),
  );

  app.get(usersPaths.user, { schema: { tags, params: idParams, response: { 200: user } } }, async (request) =>
    userOrThrow(request.auth.websiteId, request.params.id),
  );

  app.post(
    usersPaths.users,
    { schema: { tags, body: userCreateRequest, response: { 201: user } } },
    async (request, reply) => {
      const { websiteId, userId } = request.auth;
      const body = request.body;
      const passwordHash = await hashPassword(body.password);
      const id = await deps.db.transaction().execute(async (trx) => {
        if (await usernameTaken(trx, body.username)) throw conflict(usersMessages.usernameTaken);
        const newId = await insertUser(trx, websiteId, { ...body, passwordHash }, userId);
        const viewer = await findRoleByName(trx, DEFAULT_ROLE);
        if (viewer) await assignRole(trx, newId, viewer.id);
        return newId;
      });
      return reply.status(201).send(await userOrThrow(websiteId, id));
    },
  );

  app.put(
    usersPaths.user,
    { schema: { tags, params: idParams, body: userUpdateRequest, response: { 200: user } } },
    async (request) => {
      const { websiteId, userId } = request.auth;
      const { id } = request.params;
      const body = request.body;
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      await deps.db.transaction().execute(async (trx) => {
        const current = await requireWritableUser(request.auth, id, trx);
        // A status left out stays as it is: an edit never re-activates a user by accident.
        const status = body.status ?? (current.status as UserStatus);
        if (id === userId && status !== 'ACTIVE') throw badRequest(usersMessages.cannotChangeOwnAccess);
        if (await usernameTaken(trx, body.username, id)) throw conflict(usersMessages.usernameTaken);
        await updateUser(trx, id, { ...body, status, passwordHash }, userId);
        if (passwordHash || status !== 'ACTIVE') await deps.sessions.revokeUser(id, trx);
      });
      deps.sessions.forgetUser(id);
      return userOrThrow(websiteId, id);
    },
  );

  app.patch(
    usersPaths.userStatus,
    { schema: { tags, params: idParams, body: userStatusRequest, response: { 200: user } } },
    async (request) => {
      const { websiteId, userId } = request.auth;
      const { id } = request.params;
      const { status } = request.body;
      await requireWritableUser(request.auth, id);
      if (id === userId && status !== 'ACTIVE') throw badRequest(usersMessages.cannotChangeOwnAccess);
      await deps.db.transaction().execute(async (trx) => {
        await setUserStatus(trx, id, status, userId);
        if (status !== 'ACTIVE') await deps.sessions.revokeUser(id, trx);
      });
      deps.sessions.forgetUser(id);
      return userOrThrow(websiteId, id);
    },
  );

  app.delete(
    usersPaths.user,
    { schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const { userId } = request.auth;
      const { id } = request.params;
      await requireWritableUser(request.auth, id);
      if (id === userId) throw badRequest(usersMessages.cannotChangeOwnAccess);
      await deps.db.transaction().execute(async (trx) => {
        await softDeleteUser(trx, id, userId);
        await deps.sessions.revokeUser(id, trx);
      });
      // Again after the commit: a request that read the session meanwhile must not keep it cached.
      deps.sessions.forgetUser(id);
      return { message: 'User deleted successfully' };
    },
  );

  app.get(
    usersPaths.userRoles,
    { schema: { tags, params: idParams, response: { 200: z.array(userRole) } } },
    async (request) => {
      await requireUser(request.auth.websiteId, request.params.id);
      return userRolesOf(deps.db, request.params.id);
    },
  );

  async function checkRoleChange(auth: LiveSession, userId: number, roleId: number) {
    await requireWritableUser(auth, userId);
    const found = await findRole(deps.db, roleId);
    if (!found) throw notFound('Role');
    if (found.name === 'SUPER_ADMIN' && !auth.roles.includes('SUPER_ADMIN'))
      throw forbidden('assign the SUPER_ADMIN role');
    return found;
  }

  app.post(
    usersPaths.userRole,
    { schema: { tags, params: userRoleParams, response: { 200: z.array(userRole) } } },
    async (request) => {
      const { userId, roleId } = request.params;
      await checkRoleChange(request.auth, userId, roleId);
      await assignRole(deps.db, userId, roleId);
      deps.sessions.forgetUser(userId);
      return userRolesOf(deps.db, userId);
    },
  );

  app.delete(
    usersPaths.userRole,
    { schema: { tags, params: userRoleParams, response: { 200: z.array(userRole) } } },
    async (request) => {
      const { userId, roleId } = request.params;
      await checkRoleChange(request.auth, userId, roleId);
      if (userId === request.auth.userId) throw badRequest(usersMessages.cannotChangeOwnAccess);
      await removeRole(deps.db, userId, roleId);
      deps.sessions.forgetUser(userId);
      return userRolesOf(deps.db, userId);
    },
  );

  app.get(
    usersPaths.userSettings,
    { schema: { tags, params: idParams, response: { 200: userSettings } } },
    async (request) => toSettings(await requireUser(request.auth.websiteId, request.params.id)),
  );

  app.put(
    usersPaths.userSettings,
    { schema: { tags, params: idParams, body: userSettingsRequest, response: { 200: userSettings } } },
    async (request) => {
      const { websiteId, userId } = request.auth;
      await requireWritableUser(request.auth, request.params.id);
      await updateSettings(deps.db, request.params.id, request.body, userId);
      return toSettings(await requireUser(websiteId, request.params.id));
    },
  );
};
