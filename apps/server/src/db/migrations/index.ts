import type { EngineMigration } from './helpers.js';
import { platform } from './2026-11-22-001-platform.js';
import { blogsNews } from './2026-11-22-002-blogs-news.js';
import { rowCounts } from './2026-11-22-003-row-counts.js';
import { alertsNotices } from './2026-11-25-001-alerts-notices.js';
import { navigation } from './2026-11-25-002-navigation.js';
import { rowVersions } from './2026-11-25-003-row-versions.js';
import { departmentsStaff } from './2026-11-25-004-departments-staff.js';
import { classes } from './2026-11-25-005-classes.js';
import { videos } from './2026-11-25-006-videos.js';
import { spotlight } from './2026-11-25-007-spotlight.js';
import { bellSchedules } from './2026-11-25-008-bell-schedules.js';
import { media } from './2026-11-25-009-media.js';
import { photoAlbums } from './2026-11-25-010-photo-albums.js';
import { pages } from './2026-11-25-011-pages.js';
import { carousels } from './2026-11-25-012-carousels.js';
import { polls } from './2026-11-25-013-polls.js';
import { rowEdits } from './2026-11-25-014-row-edits.js';

/** Every migration in order; names are date-prefixed and never change once released. */
export const migrations: Record<string, EngineMigration> = {
  '2026-11-22-001-platform': platform,
  '2026-11-22-002-blogs-news': blogsNews,
  '2026-11-22-003-row-counts': rowCounts,
  '2026-11-25-001-alerts-notices': alertsNotices,
  '2026-11-25-002-navigation': navigation,
  '2026-11-25-003-row-versions': rowVersions,
  '2026-11-25-004-departments-staff': departmentsStaff,
  '2026-11-25-005-classes': classes,
  '2026-11-25-006-videos': videos,
  '2026-11-25-007-spotlight': spotlight,
  '2026-11-25-008-bell-schedules': bellSchedules,
  '2026-11-25-009-media': media,
  '2026-11-25-010-photo-albums': photoAlbums,
  '2026-11-25-011-pages': pages,
  '2026-11-25-012-carousels': carousels,
  '2026-11-25-013-polls': polls,
  '2026-11-25-014-row-edits': rowEdits,
};
