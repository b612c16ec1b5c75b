import type { Area } from '../../platform/area.js';
import type { EngineMigration } from './helpers.js';
import { platform } from './2026-11-22-001-platform.js';
import { blogsNews } from './2026-11-22-002-blogs-news.js';
import { rowCounts } from './2026-11-22-003-row-counts.js';
import { alertsNotices } from './2026-11-25-001-alerts-notices.js';
import { rowVersions } from './2026-11-25-003-row-versions.js';
import { rowEdits } from './2026-11-25-014-row-edits.js';
import { websiteTheme } from './2026-12-01-001-website-theme.js';
import { homePageIndexes } from './2026-12-01-002-home-page-indexes.js';
import { siteVersions } from './2026-12-02-001-site-versions.js';
import { sitemapIndexes } from './2026-12-02-002-sitemap-indexes.js';
import { newsBlogsSearch } from './2026-12-03-001-news-blogs-search.js';

export type Migrations = Readonly<Record<string, EngineMigration>>;

/** Whose migrations run besides the platform's: the areas of `src/areas.ts`, given by a composition root. */
export type MigratedAreas = readonly Pick<Area, 'name' | 'migrations'>[];

/**
 * The platform's migrations: its own tables, what every counted table shares (row counts, row
 * versions, row edits), what every content table shares (its website's content version), and the two released before the areas had folders of their own, which made
 * the tables of two areas at once (docs/decisions/015-one-declaration-per-area.md), and what
 * changed those two areas' tables at once later (the home page's and the sitemap's indexes, their lists' search and sorts). Every other
 * migration is an area's, in its folder and its declaration. Names are date-prefixed and never
 * change once released.
 */
export const platformMigrations: Migrations = {
  '2026-11-22-001-platform': platform,
  '2026-11-22-002-blogs-news': blogsNews,
  '2026-11-22-003-row-counts': rowCounts,
  '2026-11-25-001-alerts-notices': alertsNotices,
  '2026-11-25-003-row-versions': rowVersions,
  '2026-11-25-014-row-edits': rowEdits,
  '2026-12-01-001-website-theme': websiteTheme,
  '2026-12-01-002-home-page-indexes': homePageIndexes,
  '2026-12-02-001-site-versions': siteVersions,
  '2026-12-02-002-sitemap-indexes': sitemapIndexes,
  '2026-12-03-001-news-blogs-search': newsBlogsSearch,
};

/**
 * Every migration the migrator runs: the platform's and each area's, in the order of their names (a
 * name is when it was written, so a later migration may rely on the tables of an earlier one of any
 * area). A name given twice is a mistake caught here, before anything runs.
 */
export function migrationsOf(areas: MigratedAreas): Migrations {
  const all = new Map(Object.entries(platformMigrations));
  for (const area of areas) {
    for (const [name, migration] of Object.entries(area.migrations ?? {})) {
      if (all.has(name)) throw new Error(`The migration ${name} of ${area.name} is declared twice`);
      all.set(name, migration);
    }
  }
  return Object.fromEntries([...all].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
