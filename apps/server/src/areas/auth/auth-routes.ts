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
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { HttpError, notFound, unauthorized } from '../../platform/errors.js';
import { burnPasswordCheck, hashPassword, setPasswordHash, verifyPassword } from '../../platform/passwords.js';
import {
  createPasswordReset,
  findSigninUser,
  findUsablePasswordReset,
  liveWebsiteExists,
  markPasswordResetUsed,
} from './auth-repository.js';
import { authLimits } from './auth-limits.js';
import { DeviceTokens } from './device-tokens.js';

const RESET_TTL_MS = 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  const { limitIp, username: usernameLimit, device: deviceLimit } = authLimits(deps.attempts);
  const devices = new DeviceTokens(deps.config.jwtSecret);

  /** A call anyone may make, without a token, counted against the caller's address. */
  const publicCall = <Body extends z.ZodType, Answer extends z.ZodType>(body: Body, answer: Answer) => ({
    config: { public: true },
    onRequest: limitIp,
    schema: { tags: ['auth'], security: [], body, response: { 200: answer } },
  });

  async function mailResetLink(email: string, log: FastifyBaseLogger) {
    const user = await findSigninUser(deps.db, email);
    if (!user || user.status !== 'ACTIVE') return;
    const token = randomBytes(32).toString('base64url');
    await createPasswordReset(deps.db, user.id, sha256(token), RESET_TTL_MS);
    // The host comes from configuration or the user's website, never from the request. The token
    // rides in the fragment, which browsers do not send: no server or proxy log sees it.
    const link = `${deps.config.consoleUrl ?? `https://${user.admin_url}`}/reset-password#token=${token}`;
    // A mail server that is down is logged; the answer went out long ago and said nothing.
    await deps.mailer
      .send({
        to: user.username,
        subject: 'Reset your School CMS password',
        text: `Someone asked to reset the password of ${user.username}.\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.`,
      })
      .catch((error: unknown) => log.error({ err: error }, 'the password reset mail could not be sent'));
  }

  async function issueToken(userId: number, websiteId: number) {
    const sessionId = await deps.sessions.create(userId, websiteId, deps.tokens.ttlSeconds);
    return deps.tokens.sign({ sessionId, userId, websiteId });
  }

  app.post(authPaths.signin, publicCall(signinRequest, signinResponse), async (request, reply) => {
    const { username, password, assetOwnerId } = request.body;
    // The attempt is counted before the password is checked, so a burst gets no more guesses than
    // the budget: against the browser's own budget when it holds a device token of this username,
    // else against the username's.
    const device = await devices.deviceOf(request, username);
    const [limit, key] = device ? [deviceLimit, device] : [usernameLimit, username.toLowerCase()];
    const attempt = await limit.take(key);
    if (!attempt.allowed) {
      throw new HttpError(429, authMessages.tooManyAttempts, { 'retry-after': String(attempt.retryAfterSeconds) });
    }
    const user = await findSigninUser(deps.db, username);
    const passwordOk = user ? await verifyPassword(user.password_hash, password) : await burnPasswordCheck(password);
    if (!user || !passwordOk) throw unauthorized(authMessages.badCredentials);
    if (user.status !== 'ACTIVE') throw unauthorized('This account is not active. Contact your administrator.');

    let websiteId = user.website_id;
    if (assetOwnerId !== 0 && assetOwnerId !== user.website_id) {
      // Only a SUPER_ADMIN works on another school's website (docs/design.md §5).
      if (!user.roles.includes('SUPER_ADMIN')) throw unauthorized(authMessages.badCredentials);
      if (!(await liveWebsiteExists(deps.db, assetOwnerId))) throw notFound('Website');
      websiteId = assetOwnerId;
    }
    const token = await issueToken(user.id, websiteId);
    // A sign-in that succeeds does not use up the budget, and the browser is known from now on.
    await limit.refund(key);
    await devices.remember(request, reply, user.username);
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
  });

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

  app.post(authPaths.forgotPassword, publicCall(forgotPasswordRequest, messageResponse), async (request) => {
    // The answer leaves at once and is the same for every address; whether one exists is found
    // out afterwards, so neither the answer nor its timing tells.
    const { email } = request.body;
    deps.background.add('the password reset', request.log, () => mailResetLink(email, request.log));
    return { message: authMessages.forgotPasswordSent };
  });

  app.post(authPaths.resetPassword, publicCall(resetPasswordRequest, messageResponse), async (request) => {
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
  });
};
