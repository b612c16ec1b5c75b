import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sessionId: string;
  userId: number;
  websiteId: number;
}

/** HS256 JWTs that name a session; the session row decides whether the token still works. */
export class TokenService {
  private readonly key: Uint8Array;

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

  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (typeof payload.sid !== 'string' || typeof payload.wid !== 'number' || !Number.isInteger(userId)) return null;
      return { sessionId: payload.sid, userId, websiteId: payload.wid };
    } catch {
      return null;
    }
  }
}
