import type { Config } from '../config.js';
import type { Db, Dialect } from '../db/database.js';
import type { Mailer } from './mailer.js';
import type { SessionStore } from './sessions.js';
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
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
