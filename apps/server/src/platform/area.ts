import type { ResourceContract } from '@cms/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Trx } from '../db/database.js';
import type { Migrations } from '../db/migrations/index.js';
import type { Database } from '../db/schema.js';
import type { Actor } from './kit/scoped-table.js';
import type { SoftDelete } from './kit/soft-delete.js';
import type { Storage } from './storage.js';

/**
 * A resource an area serves, as a client reaches it: its contract (paths, schemas, words) and the
 * scoped table of its rows (its name, and what a missing row is: 404 '<thing> not found'). A
 * `tableResource` is one as it is.
 */
export interface AreaResource<C extends ResourceContract = ResourceContract> {
  contract: C;
  table: { table: string; thing: string; softDelete?: SoftDelete };
}

/**
 * One area of the product as the platform sees it (docs/architecture.md), declared once in its own
 * folder (`areas/<area>/<area>-area.ts`) and listed in `src/areas.ts`; the platform knows none by
 * name. Everything the platform and the composition roots need of the area is here.
 */
export interface Area {
  name: string;
  /**
   * The tables the area owns, whatever migration made them: their types are declared in its folder
   * and merged into `Database` there (`<area>-tables.ts`).
   */
  tables?: readonly (keyof Database)[];
  /**
   * The area's migrations, by the names they were released under (never renamed: the migrator
   * records names). The migrator runs the platform's and every area's in the order of their names.
   */
  migrations?: Migrations;
  routes: FastifyPluginAsync;
  /** The resources it serves, by name: what the tests reach (`resourceOf(area.resources.videos, valid)`). */
  resources?: Readonly<Record<string, AreaResource>>;
  /**
   * Adds the area's demo content for a website (the demo school), written as its first admin; files
   * (the media library's pictures) go to `storage`.
   */
  seedDemo?: (trx: Trx, school: Actor, storage: Storage) => Promise<void>;
}

/** An area's one declaration; its exact type is kept, so the tests reach its resources typed. */
export function defineArea<const A extends Area>(area: A): A {
  return area;
}
