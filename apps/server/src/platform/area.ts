import type { ResourceContract } from '@cms/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Trx } from '../db/database.js';
import type { Migrations } from '../db/migrations/index.js';
import type { Database } from '../db/schema.js';
import { registerChildResource, type ServedChildResource } from './kit/child-routes.js';
import { registerResource, type ServedResource } from './kit/resource-routes.js';
import type { Actor } from './kit/scoped-table.js';
import type { SoftDelete } from './kit/soft-delete.js';
import type { AreaSite } from './site/site-page.js';
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

/** An area's resources, by name: what the tests reach (`resourceOf(area.resources.videos, valid)`). */
export type AreaResources = Readonly<Record<string, AreaResource>>;

/**
 * A resource the kit serves at its contract's addresses: a `tableResource` (`registerResource`), or
 * a `childTableResource`, whose rows live under a parent row (`registerChildResource`).
 */
export type KitResource = AreaResource &
  (ServedResource<ResourceContract> | (ServedChildResource<ResourceContract> & { parent: unknown }));

/** An area's routes plugin, with the resources it serves by name (`areaRoutes`). */
export type AreaRoutes<R extends AreaResources = AreaResources> = FastifyPluginAsync & { resources: R };

/** A resource the kit serves: one with the kit's calls (a `{ contract, table }` alone is its area's routes' to serve). */
const isKitResource = (resource: AreaResource): resource is KitResource => 'list' in resource;

/**
 * A resource its area's own routes serve (at several addresses), declared to `areaRoutes` by its
 * contract and table alone: the kit serves none of its calls.
 */
export const declaredOnly = <C extends ResourceContract>({ contract, table }: AreaResource<C>): AreaResource<C> => ({
  contract,
  table,
});

/**
 * An area's routes (the area kit): each of `resources` served at its contract's addresses, then the
 * area's own routes (`more`: a reorder, an action, a call of its own), on an app typed by the
 * contract's schemas. The resources are named once, here: the area's declaration reads them from
 * its routes (`defineArea`). A resource that `more` serves itself (built from the app's services,
 * or at several addresses) is declared here by its contract and table, `{ contract, table }`.
 */
export function areaRoutes<const R extends Readonly<Record<string, KitResource | AreaResource>>>(
  resources: R,
  more?: FastifyPluginAsyncZod,
): AreaRoutes<R> {
  const routes: FastifyPluginAsync = async (app, options) => {
    for (const resource of Object.values(resources).filter(isKitResource)) {
      if ('parent' in resource) registerChildResource(app, resource);
      else registerResource(app, resource);
    }
    await more?.(app.withTypeProvider<ZodTypeProvider>(), options);
  };
  return Object.assign(routes, { resources });
}

/**
 * One area of the product as its folder declares it (`areas/<area>/<area>-area.ts`,
 * docs/architecture.md): what is its own, and nothing the platform can read from it.
 */
export interface AreaDeclaration {
  name: string;
  /**
   * The tables it owns that a platform migration made (one that made two areas' tables at once,
   * before the areas had folders); the tables its own migrations make are theirs to name.
   */
  tables?: readonly (keyof Database)[];
  /**
   * The area's migrations, by the names they were released under (never renamed: the migrator
   * records names). The migrator runs the platform's and every area's in the order of their names.
   */
  migrations?: Migrations;
  /** Its routes: `areaRoutes(resources, more)`, which names the resources it serves, or a plugin of its own that serves none. */
  routes: FastifyPluginAsync & { resources?: AreaResources };
  /** Its pages on the public site (docs/design.md §10), each rendered from its published-only reads. */
  site?: AreaSite;
  /**
   * Adds the area's demo content for a website (the demo school), written as its first admin; files
   * (the media library's pictures) go to `storage`.
   */
  seedDemo?: (trx: Trx, school: Actor, storage: Storage) => Promise<void>;
}

/**
 * One area of the product as the platform sees it (docs/architecture.md), declared once in its own
 * folder and listed in `src/areas.ts`; the platform knows none by name. Everything the platform and
 * the composition roots need of the area is here.
 */
export interface Area extends Omit<AreaDeclaration, 'tables'> {
  /**
   * Every table the area owns: those its migrations make (`contentTables` names them) and those it
   * names itself. Their types are declared in its folder and merged into `Database` there
   * (`<area>-tables.ts`).
   */
  tables: readonly string[];
  /** Every resource it serves, by name: its routes' (`areaRoutes`). */
  resources: AreaResources;
}

/** The resources of a declaration, typed: its routes', or none (`Record<never, never>`). */
type ResourcesOf<D extends AreaDeclaration> = D['routes']['resources'] extends object
  ? D['routes']['resources']
  : Record<never, never>;

/** Each name once: a name given twice is a mistake, caught as the area is declared. */
function once(area: string, what: string, names: readonly string[]) {
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length > 0) throw new Error(`${area}: the ${what} ${twice.join(', ')} declared twice`);
}

/**
 * An area's one declaration, with what the platform reads from it: the tables its migrations make
 * beside those it names, and the resources its routes serve, each once (one resource under two
 * names is a mistake). Its exact type is kept, so the tests reach its resources typed
 * (`videosArea.resources.videos`).
 */
export function defineArea<const D extends AreaDeclaration>(
  declaration: D,
): Omit<D, 'tables'> & { tables: readonly string[]; resources: ResourcesOf<D> } {
  const { name, migrations = {}, routes } = declaration;
  const tables = [...(declaration.tables ?? []), ...Object.values(migrations).flatMap((made) => made.tables ?? [])];
  const resources = routes.resources ?? {};
  once(name, 'tables', tables);
  once(
    name,
    'resources',
    Object.values(resources).map((resource) => resource.contract.paths.collection),
  );
  return { ...declaration, tables, resources: resources as ResourcesOf<D> };
}
