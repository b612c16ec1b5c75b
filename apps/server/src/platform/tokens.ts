import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

export interface TokenClaims {
  sessionId: string;
  userId: number;
  websiteId: number;
}

/** HS256 JWTs that name a session; the session row decides whether the token still works. */
export class TokenService {
  private readonly key: Uint8Array;
  /** Tokens already verified, until their expiry: the signature is checked once per token, not per request. */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign({ sessionId, userId, websiteId }: TokenClaims) {
    return new SignJWT({ sid: sessionId, wid: websiteId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(Math.ceil(Date.now() / 1000 + this.ttlSeconds))
      .sign(this.key);
  }

  /** The claims of a token verified before and not expired yet, without a promise; undefined otherwise. */
  known(token: string, nowMs = Date.now()): TokenClaims | undefined {
    const known = this.verified.get(token);
    if (!known) return undefined;
    if (known.expiresAtMs > nowMs) return known.claims;
    this.verified.delete(token);
    return undefined;
  }

  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.known(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      // A token for another use (a preview link) names no session.
      if (payload.aud !== undefined) return null;
      const userId = Number(payload.sub);
      if (typeof payload.sid !== 'string' || typeof payload.wid !== 'number' || !Number.isInteger(userId)) return null;
      const claims = { sessionId: payload.sid, userId, websiteId: payload.wid };
      if (this.verified.size >= 10_000) this.verified.clear();
      this.verified.set(token, { claims, expiresAtMs: (payload.exp ?? 0) * 1000 });
      return claims;
    } catch {
      return null;
    }
  }

  /**
   * A token for another use than a session (a preview link): `claims` for `audience` alone, signed
   * with the same secret and valid for `seconds`. It names no session, so it never signs anyone in.
   */
  signFor(audience: string, claims: Record<string, string | number>, seconds: number) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
      .sign(this.key);
  }

  /**
   * The claims of a token `signFor(audience)` signed: 'expired' for one whose time is up, null for
   * anything else (tampered, another use's, a session's, not a token).
   */
  async verifyFor(audience: string, token: string): Promise<JWTPayload | 'expired' | null> {
    try {
      return (await jwtVerify(token, this.key, { algorithms: ['HS256'], audience })).payload;
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : null;
    }
  }
}
