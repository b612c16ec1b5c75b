import type { FastifyPluginAsync } from 'fastify';
import type { Trx } from '../db/database.js';
import type { Actor } from './kit/scoped-table.js';
import type { Storage } from './storage.js';

/**
 * One area of the product as the platform sees it (docs/architecture.md): its routes and the demo
 * rows it adds to the demo school. `src/areas.ts` lists the areas; the platform knows none by name.
 */
export interface Area {
  name: string;
  routes: FastifyPluginAsync;
  /**
   * Adds the area's demo content for a website (the demo school), written as its first admin; files
   * (the media library's pictures) go to `storage`.
   */
  seedDemo?: (trx: Trx, school: Actor, storage: Storage) => Promise<void>;
}
