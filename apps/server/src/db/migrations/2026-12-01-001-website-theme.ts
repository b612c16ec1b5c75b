import type { Kysely } from 'kysely';
import { optional, url, varchar, type ColumnSpec } from './columns.js';
import type { EngineMigration } from './helpers.js';

/**
 * A website's look and details on its public site (docs/product/websites.md §3): its logo, its
 * colours (each pair passes WCAG AA as they start), the footer's contact details and social links,
 * and its time zone. Existing websites take the defaults, which the contract's `websiteDefaults`
 * repeats.
 */
const columns: Record<string, ColumnSpec> = {
  logo_url: optional(url()),
  primary_color: varchar(7, '#1f4e79'),
  on_primary_color: varchar(7, '#ffffff'),
  accent_color: varchar(7, '#0550ae'),
  address: varchar(500, ''),
  phone: varchar(50, ''),
  email: varchar(254, ''),
  facebook_url: optional(url()),
  instagram_url: optional(url()),
  x_url: optional(url()),
  youtube_url: optional(url()),
  time_zone: varchar(64, 'America/New_York'),
};

export const websiteTheme: EngineMigration = {
  // One column a statement: SQLite adds no more at once.
  async up(db: Kysely<unknown>) {
    for (const [name, column] of Object.entries(columns)) {
      await db.schema
        .alterTable('websites')
        .addColumn(name, column.type, (col) => {
          const defined = column.nullable ? col : col.notNull();
          return column.default === undefined ? defined : defined.defaultTo(column.default);
        })
        .execute();
    }
  },

  async down(db: Kysely<unknown>) {
    for (const name of Object.keys(columns).reverse()) {
      await db.schema.alterTable('websites').dropColumn(name).execute();
    }
  },
};
