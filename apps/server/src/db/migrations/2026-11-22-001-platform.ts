import type { Kysely } from 'kysely';
import { flag, integer, optional, url, varchar } from './columns.js';
import {
  auditedTable,
  contentTable,
  createLinkTable,
  index,
  uniqueWhileLive,
  withId,
  type EngineMigration,
} from './helpers.js';

/** Websites, users, roles, sessions and password resets. */
export const platform: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await auditedTable(db, engine, 'websites', {
      name: varchar(200),
      admin_url: varchar(253),
      public_url: optional(url()),
      deleted: flag(0),
    }).execute();
    await uniqueWhileLive(db, 'websites', 'admin_url');
    await index(db, 'websites_deleted_id', 'websites', ['deleted', 'id']);

    await withId(engine, db.schema.createTable('roles'))
      .addColumn('name', 'varchar(50)', (col) => col.notNull().unique())
      .addColumn('show_name', 'varchar(100)', (col) => col.notNull())
      .addColumn('description', 'varchar(500)', (col) => col.notNull())
      .execute();

    await contentTable(db, engine, 'users', {
      username: varchar(254),
      password_hash: varchar(255),
      first_name: varchar(100),
      last_name: varchar(100),
      status: varchar(20),
      avatar_url: optional(varchar(500)),
      email_notifications: flag(0),
      two_factor_auth: flag(0),
      session_timeout: integer(0),
      api_access: flag(0),
      deleted: flag(0),
      deleted_by: optional(integer()),
    }).execute();
    // A username signs in without naming its website, so it is unique among live users.
    await uniqueWhileLive(db, 'users', 'username');
    await index(db, 'users_website_deleted_id', 'users', ['website_id', 'deleted', 'id']);

    await createLinkTable(db, 'user_roles', ['user_id', 'users'], ['role_id', 'roles'], { reverse: false });

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('website_id', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('revoked_at', 'varchar(32)')
      .execute();
    await index(db, 'sessions_user_id', 'sessions', ['user_id']);

    await withId(engine, db.schema.createTable('password_resets'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(128)', (col) => col.notNull().unique())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute();
  },
};
