import { randomUUID } from 'node:crypto';
import type { RoleName } from '@cms/contract';
import type { Executor } from '../db/database.js';
import { now } from '../db/database.js';

export interface LiveSession {
  sessionId: string;
  userId: number;
  websiteId: number;
  roles: RoleName[];
}

interface Cached {
  value: LiveSession | null;
  until: number;
}

/**
 * Sessions make logout, password changes and deactivation take effect at once. A session is read
 * from the database at most once a second per process (docs/design.md §8): the process that ends a session
 * forgets it at once, other processes within that second.
 */
export class SessionStore {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly db: Executor,
    private readonly cacheMs = 1000,
  ) {}

  async create(userId: number, websiteId: number, ttlSeconds: number, db: Executor = this.db) {
    const id = randomUUID();
    await db
      .insertInto('sessions')
      .values({
        id,
        user_id: userId,
        website_id: websiteId,
        created_at: now(),
        expires_at: new Date(Date.now() + ttlSeconds * 1000).toISOString(),
        revoked_at: null,
      })
      .execute();
    return id;
  }

  async extend(sessionId: string, ttlSeconds: number) {
    await this.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + ttlSeconds * 1000).toISOString() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    this.cache.delete(sessionId);
  }

  /** The session as read less than a second ago, without a promise (null: ended); undefined when not cached. */
  cached(sessionId: string, nowMs = Date.now()): LiveSession | null | undefined {
    const cached = this.cache.get(sessionId);
    return cached && cached.until > nowMs ? cached.value : undefined;
  }

  async get(sessionId: string): Promise<LiveSession | null> {
    const nowMs = Date.now();
    const cached = this.cached(sessionId, nowMs);
    if (cached !== undefined) return cached;
    const value = await this.load(sessionId);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(sessionId, { value, until: nowMs + this.cacheMs });
    return value;
  }

  private async load(sessionId: string): Promise<LiveSession | null> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .innerJoin('websites', 'websites.id', 'sessions.website_id')
      .select(['sessions.user_id', 'sessions.website_id', 'sessions.expires_at'])
      .where('sessions.id', '=', sessionId)
      .where('sessions.revoked_at', 'is', null)
      .where('users.status', '=', 'ACTIVE')
      .where('users.deleted', '=', 0)
      .where('websites.deleted', '=', 0)
      .executeTakeFirst();
    if (!row || row.expires_at <= now()) return null;
    const roles = await this.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select('roles.name')
      .where('user_roles.user_id', '=', row.user_id)
      .execute();
    return {
      sessionId,
      userId: row.user_id,
      websiteId: row.website_id,
      roles: roles.map((r) => r.name as RoleName),
    };
  }

  async revoke(sessionId: string) {
    await this.db.updateTable('sessions').set({ revoked_at: now() }).where('id', '=', sessionId).execute();
    this.cache.delete(sessionId);
  }

  /** Ends every session of a user: password change, deactivation, deletion. */
  async revokeUser(userId: number, db: Executor = this.db) {
    await db
      .updateTable('sessions')
      .set({ revoked_at: now() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    this.forgetUser(userId);
  }

  /** Drops cached sessions of a user so a change to its roles or status is seen at once. */
  forgetUser(userId: number) {
    for (const [id, cached] of this.cache) if (cached.value?.userId === userId) this.cache.delete(id);
  }

  /** Drops every cached session of a website (a deleted website). */
  forgetWebsite(websiteId: number) {
    for (const [id, cached] of this.cache) if (cached.value?.websiteId === websiteId) this.cache.delete(id);
  }
}
