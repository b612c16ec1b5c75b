import {
  authMessages,
  authPaths,
  forgotPasswordRequest,
  messageResponse,
  refreshResponse,
  resetPasswordRequest,
  signinRequest,
  signinResponse,
  verifyResponse,
} from '@cms/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash, randomBytes } from 'node:crypto';
import { HttpError, notFound, unauthorized } from '../../platform/errors.js';
import { burnPasswordCheck, hashPassword, setPasswordHash, verifyPassword } from '../../platform/passwords.js';
import {
  createPasswordReset,
  findSigninUser,
  findUsablePasswordReset,
  liveWebsiteExists,
  markPasswordResetUsed,
} from './auth-repository.js';

const RESET_TTL_MS = 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  // Sign-in, forgot and reset password share one budget per IP; the key is the socket's address,
  // never a header (DESIGN §5).
  const checkIp = app.createRateLimit({ max: 100, timeWindow: 60_000 });
  const limitIp = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await checkIp(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new HttpError(429, authMessages.tooManyRequests, { 'retry-after': String(limit.ttlInSeconds) });
    }
    reply.header('x-ratelimit-remaining', String(limit.isAllowed ? 100 : limit.remaining));
  };
  // Ten failed sign-ins per username per 15 minutes, whatever the IP; successes do not count.
  const checkUsername = app.createRateLimit({
    max: 10,
    timeWindow: 15 * 60_000,
    keyGenerator: (request) => `signin-failures:${(request.body as { username: string }).username.toLowerCase()}`,
  });

  async function issueToken(userId: number, websiteId: number) {
    const sessionId = await deps.sessions.create(userId, websiteId, deps.tokens.ttlSeconds);
    return deps.tokens.sign({ sessionId, userId, websiteId });
  }

  app.post(
    authPaths.signin,
    {
      config: { public: true },
      onRequest: limitIp,
      schema: { tags: ['auth'], security: [], body: signinRequest, response: { 200: signinResponse } },
    },
    async (request) => {
      const { username, password, assetOwnerId } = request.body;
      const failures = await checkUsername(request, { increment: false });
      if (!failures.isAllowed && failures.remaining === 0) {
        throw new HttpError(429, authMessages.tooManyAttempts, { 'retry-after': String(failures.ttlInSeconds) });
      }
      const user = await findSigninUser(deps.db, username);
      const passwordOk = user ? await verifyPassword(user.password_hash, password) : await burnPasswordCheck(password);
      if (!user || !passwordOk) {
        await checkUsername(request);
        throw unauthorized(authMessages.badCredentials);
      }
      if (user.status !== 'ACTIVE') throw unauthorized('This account is not active. Contact your administrator.');

      let websiteId = user.website_id;
      if (assetOwnerId !== 0 && assetOwnerId !== user.website_id) {
        // Only a SUPER_ADMIN works on another school's website (DESIGN §5).
        if (!user.roles.includes('SUPER_ADMIN')) throw unauthorized(authMessages.badCredentials);
        if (!(await liveWebsiteExists(deps.db, assetOwnerId))) throw notFound('Website');
        websiteId = assetOwnerId;
      }
      const token = await issueToken(user.id, websiteId);
      return {
        token,
        id: user.id,
        firstName: user.first_name,
        lastName: user.last_name,
        username: user.username,
        roles: user.roles,
        websiteId,
        avatar: user.avatar_url,
      };
    },
  );

  app.post(authPaths.logout, { schema: { tags: ['auth'], response: { 200: messageResponse } } }, async (request) => {
    await deps.sessions.revoke(request.auth.sessionId);
    return { message: authMessages.loggedOut };
  });

  app.post(authPaths.refresh, { schema: { tags: ['auth'], response: { 200: refreshResponse } } }, async (request) => {
    const { sessionId, userId, websiteId } = request.auth;
    await deps.sessions.extend(sessionId, deps.tokens.ttlSeconds);
    return { token: await deps.tokens.sign({ sessionId, userId, websiteId }) };
  });

  app.get(authPaths.verify, { schema: { tags: ['auth'], response: { 200: verifyResponse } } }, async (request) => ({
    valid: true as const,
    userId: request.auth.userId,
    websiteId: request.auth.websiteId,
  }));

  app.post(
    authPaths.forgotPassword,
    {
      config: { public: true },
      onRequest: limitIp,
      schema: { tags: ['auth'], security: [], body: forgotPasswordRequest, response: { 200: messageResponse } },
    },
    async (request) => {
      const user = await findSigninUser(deps.db, request.body.email);
      if (user && user.status === 'ACTIVE') {
        const token = randomBytes(32).toString('base64url');
        await createPasswordReset(deps.db, user.id, sha256(token), RESET_TTL_MS);
        const link = `${consoleOrigin(request, user.admin_url)}/reset-password?token=${token}`;
        // A mail server that is down must not turn into an error that tells the address exists.
        await deps.mailer
          .send({
            to: user.username,
            subject: 'Reset your School CMS password',
            text: `Someone asked to reset the password of ${user.username}.\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.`,
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'the password reset mail could not be sent'));
      }
      return { message: authMessages.forgotPasswordSent };
    },
  );

  app.post(
    authPaths.resetPassword,
    {
      config: { public: true },
      onRequest: limitIp,
      schema: { tags: ['auth'], security: [], body: resetPasswordRequest, response: { 200: messageResponse } },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      const reset = await findUsablePasswordReset(deps.db, sha256(token));
      if (!reset) throw new HttpError(400, authMessages.resetTokenInvalid);
      const passwordHash = await hashPassword(newPassword);
      await deps.db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, reset.user_id, passwordHash, reset.user_id);
        await markPasswordResetUsed(trx, reset.id, reset.user_id);
        await deps.sessions.revokeUser(reset.user_id, trx);
      });
      return { message: authMessages.passwordReset };
    },
  );
};

/**
 * Where the reset link points: the user's own admin host, so a forged Host header cannot send the
 * link elsewhere; a console on this machine (development) keeps its own address.
 */
function consoleOrigin(request: FastifyRequest, adminUrl: string) {
  const host = request.host;
  if (/^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host)) return `${request.protocol}://${host}`;
  return `https://${adminUrl}`;
}
