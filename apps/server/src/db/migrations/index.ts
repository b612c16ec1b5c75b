import type { EngineMigration } from './helpers.js';
import { platform } from './2026-11-22-001-platform.js';

/** Every migration in order; names are date-prefixed and never change once released. */
export const migrations: Record<string, EngineMigration> = {
  '2026-11-22-001-platform': platform,
};
