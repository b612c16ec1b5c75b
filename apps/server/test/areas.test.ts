import * as contract from '@cms/contract';
import type { ResourceContract } from '@cms/contract';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas } from '../src/areas.js';
import { videosArea } from '../src/areas/videos/videos-area.js';
import { contentTables } from '../src/db/migrations/helpers.js';
import { migrationsOf, platformMigrations } from '../src/db/migrations/index.js';
import { PLATFORM_TABLES, type Database } from '../src/db/schema.js';
import { indexedTableOf } from '../src/platform/kit/search-index.js';
import { areaRoutes, defineArea, type Area } from '../src/platform/area.js';
import { contentApp } from './content-support.js';
import { AREAS_DIR, areaFolders, declarationsIn, ownAddress, testResourcesOf } from './declared-areas.js';

/*
 * An area registers from its one declaration (docs/architecture.md, "Adding an area"): its folder
 * declares it once, src/areas.ts lists it once, and what it declares is what the app runs. An area
 * left out, listed twice or declared incompletely fails here: a table nobody owns or two areas own,
 * a table or resource named twice,
 * a migration file the migrator does not run, a resource served but not declared, or one declared
 * that the tests cannot reach.
 */

const { t } = contentApp();

const MIGRATION_FILE = /^\d{4}-\d{2}-\d{2}-\d{3}-[a-z0-9-]+\.ts$/;
const migrationFiles = (dir: string) => {
  try {
    return readdirSync(dir).filter((file) => MIGRATION_FILE.test(file));
  } catch {
    return [];
  }
};
const nameOf = (file: string) => file.replace(/\.ts$/, '');
const sorted = (names: Iterable<string>) => [...names].sort();

/** Each name with the owners that claim it, for those claimed more than once. */
function claimedTwice(claims: [name: string, owner: string][]) {
  const owners = new Map<string, string[]>();
  for (const [name, owner] of claims) owners.set(name, [...(owners.get(name) ?? []), owner]);
  return [...owners].filter(([, by]) => by.length > 1);
}

const isContract = (value: unknown): value is ResourceContract =>
  typeof value === 'object' && value !== null && 'paths' in value && 'schemas' in value && 'actions' in value;

describe('the areas', () => {
  it('are each declared once in their folder and listed once in areas.ts, in its order', async () => {
    const folders = areaFolders();
    const listed: Area[] = [];
    for (const folder of folders) {
      const files = readdirSync(path.join(AREAS_DIR, folder)).filter((file) => file.endsWith('-area.ts'));
      expect(files, `src/areas/${folder}`).toEqual([`${folder}-area.ts`]);
      const declared = await declarationsIn(path.join(AREAS_DIR, folder, files[0]!));
      expect(declared, `the declarations of ${folder}-area.ts`).toHaveLength(1);
      expect(areas.filter((area) => area === declared[0]).length, `${folder} in areas.ts`).toBe(1);
      listed.push(declared[0]!);
    }
    // Nothing else is listed, and no two areas go by one name.
    expect(areas).toHaveLength(folders.length);
    expect(claimedTwice(areas.map((area) => [area.name, area.name]))).toEqual([]);
  });

  it('run every migration file under its own name, an area’s from its own folder', async () => {
    expect(sorted(Object.keys(platformMigrations))).toEqual(
      migrationFiles(path.resolve(AREAS_DIR, '../db/migrations')).map(nameOf),
    );
    for (const folder of areaFolders()) {
      const dir = path.join(AREAS_DIR, folder, 'migrations');
      const [area] = await declarationsIn(path.join(AREAS_DIR, folder, `${folder}-area.ts`));
      const declared = area!.migrations ?? {};
      expect(sorted(Object.keys(declared)), `the migrations of ${area!.name}`).toEqual(migrationFiles(dir).map(nameOf));
      // The name is the file's, and the migration is the one that file exports.
      for (const file of migrationFiles(dir)) {
        const exported = Object.values(await import(/* @vite-ignore */ path.join(dir, file)));
        expect(exported, file).toContain(declared[nameOf(file)]);
      }
    }
    const all = Object.keys(migrationsOf(areas));
    expect(all).toEqual(sorted(all));
    expect(all).toHaveLength(
      Object.keys(platformMigrations).length +
        areas.reduce((count, area) => count + Object.keys(area.migrations ?? {}).length, 0),
    );
    expect(() => migrationsOf([...areas, { name: 'again', migrations: platformMigrations }])).toThrow(
      'The migration 2026-11-22-001-platform of again is declared twice',
    );
  });

  it('own every table the migrations make, each table one area’s or the platform’s', async () => {
    const tables = (await t.database.db.introspection.getTables()).map((table) => table.name);
    // A search index's tables are part of the table they index (platform/kit/search-index.ts).
    const made = tables.filter((table) => !indexedTableOf(table));
    for (const table of tables) if (indexedTableOf(table)) expect(made).toContain(indexedTableOf(table));
    const claims: [string, string][] = [
      ...PLATFORM_TABLES.map((table): [string, string] => [table, 'the platform']),
      ...areas.flatMap((area) => area.tables.map((table): [string, string] => [table, area.name])),
    ];
    expect(claimedTwice(claims)).toEqual([]);
    expect(sorted(claims.map(([table]) => table))).toEqual(sorted(made));
  });

  it('own the tables their migrations make without naming them, and those they name', () => {
    for (const area of areas) {
      const ofMigrations = Object.values(area.migrations ?? {}).flatMap((migration) => migration.tables ?? []);
      expect(area.tables, `the tables of ${area.name}`).toEqual(expect.arrayContaining(ofMigrations));
    }
    const routes = areaRoutes({});
    const gadgets = contentTables({
      gadgets: { columns: {} },
      gadget_links: { link: { from: ['gadget_id', 'gadgets'], to: ['news_id', 'news'] } },
    });
    const declared = defineArea({
      name: 'gadgets',
      tables: ['news'],
      migrations: { '2099-01-01-001-gadgets': gadgets },
      routes,
    });
    expect(declared.tables).toEqual(['news', 'gadgets', 'gadget_links']);
    // A table its own migration makes is not named again.
    expect(() => defineArea({ name: 'again', tables: ['videos'], migrations: videosArea.migrations, routes })).toThrow(
      'again: the tables videos declared twice',
    );
  });

  it('declare the resources their routes serve (areaRoutes), each named once', () => {
    for (const area of areas) {
      const ofRoutes = area.routes.resources ?? {};
      for (const [key, resource] of Object.entries(ofRoutes)) {
        expect(area.resources[key], `${area.name}'s ${key}`).toBe(resource);
      }
      expect(Object.keys(area.resources), `the resources of ${area.name}`).toEqual(Object.keys(ofRoutes));
    }
    const { videos } = videosArea.resources;
    expect(defineArea({ name: 'films', routes: areaRoutes({ videos }) }).resources).toEqual({ videos });
    // One resource under two names is declared twice.
    expect(() => defineArea({ name: 'films', routes: areaRoutes({ videos, films: videos }) })).toThrow(
      `films: the resources ${videos.contract.paths.collection} declared twice`,
    );
  });

  it('seed demo rows into their own tables', async () => {
    const { db } = t.database;
    for (const area of areas.filter((area) => area.seedDemo)) {
      let rows = 0;
      for (const table of area.tables) {
        const { count } = await db
          .selectFrom(table as keyof Database)
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow();
        rows += Number(count);
      }
      expect(rows, `the demo rows of ${area.name}`).toBeGreaterThan(0);
    }
  });

  it('declare every resource the app serves, each on a table of their own', async () => {
    const served = (resource: ResourceContract) =>
      t.app.hasRoute({ method: 'GET', url: resource.paths.collection }) ||
      t.app.hasRoute({ method: 'GET', url: resource.paths.item });
    const declared = new Map<ResourceContract, string[]>();
    for (const area of areas) {
      for (const [key, resource] of Object.entries(area.resources)) {
        // Users are served by their area from a table of the platform's (sessions and sign-in read it).
        const owned = [...area.tables, ...PLATFORM_TABLES];
        expect(owned, `the table of ${area.name}'s ${key}`).toContain(resource.table.table);
        expect(served(resource.contract), `${area.name}'s ${key} is served`).toBe(true);
        declared.set(resource.contract, [...(declared.get(resource.contract) ?? []), area.name]);
      }
    }
    expect([...declared].filter(([, by]) => by.length > 1)).toEqual([]);
    const undeclared = Object.entries(contract)
      .filter(([, value]) => isContract(value) && served(value) && !declared.has(value))
      .map(([name]) => name);
    expect(undeclared).toEqual([]);
  });

  it('let the tests reach each resource at an address of its own (test/resources/<area>.ts)', async () => {
    for (const folder of areaFolders()) {
      const [area] = await declarationsIn(path.join(AREAS_DIR, folder, `${folder}-area.ts`));
      const testResources = await testResourcesOf(folder);
      for (const [key, resource] of Object.entries(area!.resources).filter(([, r]) => ownAddress(r))) {
        const reaching = testResources.filter((testResource) => testResource.served === resource);
        expect(reaching.length, `the test resources of ${area!.name}'s ${key}`).toBe(1);
      }
      // A test resource is of a resource its area declares.
      const declared = Object.values(area!.resources);
      for (const testResource of testResources) expect(declared).toContain(testResource.served);
    }
  });
});
