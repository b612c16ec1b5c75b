import { jwtVerify, SignJWT } from 'jose';

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
}
