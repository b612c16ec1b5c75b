import type { Config } from '../config.js';
import type { AttemptStore } from './attempt-limits.js';
import type { BackgroundWork } from './background.js';
import type { Db, Dialect } from '../db/database.js';
import type { FileSweeper } from './file-sweep.js';
import type { FileUses } from './file-uses.js';
import type { Mailer } from './mailer.js';
import type { SessionStore } from './sessions.js';
import type { SiteHosts } from './site/site-hosts.js';
import type { SiteCache } from './site/site-cache.js';
import type { SiteVersions } from './site/site-versions.js';
import type { Storage } from './storage.js';
import type { TokenService } from './tokens.js';

/** What the platform gives every route: built once in `buildApp`, read as `app.deps`. */
export interface AppDeps {
  config: Config;
  db: Db;
  dialect: Dialect;
  sessions: SessionStore;
  tokens: TokenService;
  storage: Storage;
  /** What shows which stored files (the media library asks before a delete). */
  fileUses: FileUses;
  /** Removes stored files no row uses, older than an hour: at start and daily (file-sweep.ts). */
  fileSweeper: FileSweeper;
  mailer: Mailer;
  /** Attempt counters (sign-in limits): in this process, or in Redis with REDIS_URL. */
  attempts: AttemptStore;
  /** Work answered before it is done (password reset mail). */
  background: BackgroundWork;
  /** Which public host is which website's site; read again when a website's content version moves. */
  siteHosts: SiteHosts;
  /**
   * Each website's content version as this process knows it, read again before the answer of every
   * request that may have written, and within a second of a write elsewhere.
   */
  siteVersions: SiteVersions;
  /** The public site's answers kept in memory while their website's version holds (site-cache.ts). */
  siteCache: SiteCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
