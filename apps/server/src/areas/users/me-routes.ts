import {
  changePasswordRequest,
  messageResponse,
  profile,
  profileUpdateRequest,
  usersMessages,
  usersPaths,
} from '@cms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../platform/errors.js';
import { sniffImage } from '../../platform/file-type.js';
import { readImage } from '../../platform/image-type.js';
import { hashPassword, setPasswordHash, verifyPassword } from '../../platform/passwords.js';
import { prepareFile, type UploadMessages } from '../../platform/uploads.js';
import { findOwnUserRow, rolesOf, setAvatar, toProfile, updateProfile } from './users-repository.js';

const tags = ['my account'];
const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
const AVATAR_PX = 512;
const avatarRefusals: UploadMessages = {
  fileMissing: usersMessages.avatarMissing,
  fileType: usersMessages.avatarType,
  fileEmpty: usersMessages.avatarType,
  imageUnreadable: usersMessages.avatarType,
  fileTooLarge: () => usersMessages.avatarTooLarge,
};

/** The signed-in user's own account; needs no role beyond being signed in. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  // By id alone: a SUPER_ADMIN signed in to another website is still its own user.
  async function me(userId: number) {
    const row = await findOwnUserRow(deps.db, userId);
    if (!row) throw notFound('User');
    return row;
  }

  async function myProfile(userId: number) {
    return toProfile(await me(userId), await rolesOf(deps.db, userId));
  }

  app.get(usersPaths.me, { schema: { tags, response: { 200: profile } } }, async (request) =>
    myProfile(request.auth.userId),
  );

  app.put(
    usersPaths.me,
    { schema: { tags, body: profileUpdateRequest, response: { 200: profile } } },
    async (request) => {
      const { userId } = request.auth;
      await me(userId);
      await updateProfile(deps.db, userId, request.body);
      return myProfile(userId);
    },
  );

  app.patch(
    usersPaths.myPassword,
    { schema: { tags, body: changePasswordRequest, response: { 200: messageResponse } } },
    async (request) => {
      const { userId } = request.auth;
      const row = await me(userId);
      if (!(await verifyPassword(row.password_hash, request.body.oldPassword))) {
        throw badRequest(usersMessages.wrongCurrentPassword);
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await deps.db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, userId, passwordHash, userId);
        // Every session ends, this one included (docs/design.md §5).
        await deps.sessions.revokeUser(userId, trx);
      });
      // Again after the commit: a request that read a session meanwhile must not keep it cached.
      deps.sessions.forgetUser(userId);
      return { message: 'Your password has been changed successfully. Please log in again.' };
    },
  );

  app.post(
    usersPaths.myAvatar,
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: profile } } },
    async (request) => {
      const { userId } = request.auth;
      if (!request.isMultipart()) throw badRequest(usersMessages.avatarMissing);
      const file = await request.file({ limits: { fileSize: MAX_AVATAR_BYTES, files: 1 } }).catch((error: unknown) => {
        // A multipart body without a boundary is the client's mistake (platform/errors.ts words it so).
        if ((error as { statusCode?: number }).statusCode) throw error;
        throw badRequest('The request body is not valid multipart data');
      });
      if (!file || file.fieldname !== 'avatar') throw badRequest(usersMessages.avatarMissing);
      const { bytes, type } = await readImage(file, {
        tooLarge: usersMessages.avatarTooLarge,
        wrongType: usersMessages.avatarType,
      });
      // Decoded and encoded again like every uploaded image: no EXIF or GPS of the photo survives.
      // Kept at most 512 px a side: an avatar is shown small, and a huge one costs every page that shows it.
      const clean = await prepareFile({ bytes, type: sniffImage(bytes)! }, avatarRefusals, {
        websiteId: request.auth.websiteId,
        maxSide: AVATAR_PX,
      });
      const previous = (await me(userId)).avatar_url;
      const url = await deps.storage.put('avatars', type.ext, clean.bytes);
      await setAvatar(deps.db, userId, url);
      if (previous) await deps.storage.remove(previous);
      return myProfile(userId);
    },
  );

  app.delete(usersPaths.myAvatar, { schema: { tags, response: { 200: profile } } }, async (request) => {
    const { userId } = request.auth;
    const previous = (await me(userId)).avatar_url;
    await setAvatar(deps.db, userId, null);
    if (previous) await deps.storage.remove(previous);
    return myProfile(userId);
  });
};
