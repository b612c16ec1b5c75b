import type { Kysely } from 'kysely';
import { addEditTriggers, dropEditTriggers, type EngineMigration } from './helpers.js';

/** The tables whose row counts keep a `changes` version (2026-11-25-003-row-versions.ts). */
const counted = ['news', 'blogs', 'alerts', 'notices'] as const;

/**
 * The `changes` version of a counted table moves with every change of a row, an edit of its title
 * or text included, so a list page can be answered from memory while the version is the one it
 * was read at (platform/kit/page-cache.ts, issue 9).
 */
export const rowEdits: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    for (const table of counted) await addEditTriggers(db, engine, table);
  },

  async down(db: Kysely<unknown>, engine) {
    for (const table of counted) await dropEditTriggers(db, engine, table);
  },
};
