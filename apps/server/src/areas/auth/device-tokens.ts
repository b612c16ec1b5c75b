import { authPaths } from '@cms/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Device tokens (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account gets a signed token naming that username and a nonce of its own. Its
 * sign-ins are counted against the nonce's budget, so strangers locking the username out do not
 * lock out the owner's browser. The token is an httpOnly cookie sent only to the sign-in path: the
 * console never sees it, and the sign-in answer keeps the spec's fields.
 */

const TTL_SECONDS = 180 * 24 * 60 * 60;
const AUDIENCE = 'cms-device';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** One cookie per account a browser signs in to, so two staff sharing a computer keep both. */
const cookieName = (username: string) => `cms_device_${sha256(username.toLowerCase()).slice(0, 16)}`;

export class DeviceTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    // A key of its own: a device token never passes for a session token, nor the other way round.
    this.key = createHmac('sha256', secret).update('school-cms device token').digest();
  }

  issue(username: string) {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(username.toLowerCase())
      .setAudience(AUDIENCE)
      .setJti(randomBytes(16).toString('base64url'))
      .setIssuedAt()
      .setExpirationTime(Math.ceil(Date.now() / 1000 + TTL_SECONDS))
      .sign(this.key);
  }

  /** The nonce of the request's device token for this username; null for none, a forged or altered one, or another account's. */
  async deviceOf(request: FastifyRequest, username: string): Promise<string | null> {
    const token = readCookie(request.headers.cookie, cookieName(username));
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE });
      return payload.sub === username.toLowerCase() && typeof payload.jti === 'string' ? payload.jti : null;
    } catch {
      return null;
    }
  }

  /** Gives the browser a fresh device token for the account it has just signed in to. */
  async remember(request: FastifyRequest, reply: FastifyReply, username: string) {
    const attributes = [`Path=${authPaths.signin}`, `Max-Age=${TTL_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
    // A proxy that ends TLS says so in X-Forwarded-Proto; a client lying about it only makes its
    // own browser drop the cookie.
    const https = request.protocol === 'https' || /^https\b/i.test(String(request.headers['x-forwarded-proto'] ?? ''));
    if (https) attributes.push('Secure');
    reply.header('set-cookie', `${cookieName(username)}=${await this.issue(username)}; ${attributes.join('; ')}`);
  }
}

function readCookie(header: string | undefined, name: string) {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || null;
  }
  return null;
}
