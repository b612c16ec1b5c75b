import type { EngineMigration } from './helpers.js';
import { platform } from './2026-11-22-001-platform.js';
import { blogsNews } from './2026-11-22-002-blogs-news.js';
import { rowCounts } from './2026-11-22-003-row-counts.js';
import { alertsNotices } from './2026-11-25-001-alerts-notices.js';
import { navigation } from './2026-11-25-002-navigation.js';
import { rowVersions } from './2026-11-25-003-row-versions.js';

/** Every migration in order; names are date-prefixed and never change once released. */
export const migrations: Record<string, EngineMigration> = {
  '2026-11-22-001-platform': platform,
  '2026-11-22-002-blogs-news': blogsNews,
  '2026-11-22-003-row-counts': rowCounts,
  '2026-11-25-001-alerts-notices': alertsNotices,
  '2026-11-25-002-navigation': navigation,
  '2026-11-25-003-row-versions': rowVersions,
};
