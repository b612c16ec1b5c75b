import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { areas } from '../src/areas.js';
import type { Area, AreaResource } from '../src/platform/area.js';
import type { Resource } from './kit/resource.js';

/*
 * The areas as the tests find them, from their declarations (src/areas.ts) and the folders they
 * live in, never from a list of their own: a test that goes through every area takes them from here.
 */

export const AREAS_DIR = path.resolve(import.meta.dirname, '../src/areas');
const RESOURCES_DIR = path.resolve(import.meta.dirname, 'resources');

/** The folders of src/areas, one per area. */
export const areaFolders = () =>
  readdirSync(AREAS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const isArea = (value: unknown): value is Area =>
  typeof value === 'object' && value !== null && 'name' in value && 'routes' in value;
const isResource = (value: unknown): value is Resource =>
  typeof value === 'object' && value !== null && 'served' in value && 'valid' in value;

/** The areas a module declares: the values it exports that are an `Area`. */
export async function declarationsIn(file: string) {
  return Object.values(await import(/* @vite-ignore */ file)).filter(isArea);
}

/** The test resources of an area: those `test/resources/<folder>.ts` exports (none without the file). */
export async function testResourcesOf(folder: string): Promise<Resource[]> {
  const file = path.join(RESOURCES_DIR, `${folder}.ts`);
  if (!existsSync(file)) return [];
  return Object.values(await import(/* @vite-ignore */ file)).filter(isResource);
}

/** A resource at an address of its own (not under a parent row's, `.../:id/elements`): `resourceOf` calls it. */
export const ownAddress = (resource: AreaResource) => !resource.contract.paths.collection.includes(':');

/**
 * Every area in the order of src/areas.ts, with its folder and the test resources of the resources
 * it declares (one each, `test/resources/<folder>.ts`).
 */
export async function declaredAreas() {
  const folders = new Map<Area, string>();
  for (const folder of areaFolders()) {
    for (const area of await declarationsIn(path.join(AREAS_DIR, folder, `${folder}-area.ts`))) {
      folders.set(area, folder);
    }
  }
  return Promise.all(
    areas.map(async (area) => {
      const folder = folders.get(area);
      if (!folder) throw new Error(`${area.name}: not declared in its folder as <folder>-area.ts`);
      return { area, folder, testResources: await testResourcesOf(folder) };
    }),
  );
}

/** The test resource of each resource an area declares at an address of its own, in the order of areas.ts. */
export async function everyTestResource() {
  return (await declaredAreas()).flatMap(({ area, testResources }) =>
    Object.values(area.resources)
      .filter(ownAddress)
      .map((served) => {
        const found = testResources.find((resource) => resource.served === served);
        if (!found) throw new Error(`${area.name}: no test resource for ${served.contract.paths.collection}`);
        return found;
      }),
  );
}
