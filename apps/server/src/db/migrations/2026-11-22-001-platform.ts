import type { Kysely } from 'kysely';
import { contentTable, createLinkTable, uniqueWhileLive, withAudit, withId, type EngineMigration } from './helpers.js';

/** Websites, users, roles, sessions and password resets. */
export const platform: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await withAudit(
      withId(engine, db.schema.createTable('websites'))
        .addColumn('name', 'varchar(200)', (col) => col.notNull())
        .addColumn('admin_url', 'varchar(253)', (col) => col.notNull())
        .addColumn('public_url', 'varchar(2048)')
        .addColumn('deleted', 'integer', (col) => col.notNull().defaultTo(0)),
    ).execute();
    await uniqueWhileLive(db, 'websites', 'admin_url');
    await db.schema.createIndex('websites_deleted_id').on('websites').columns(['deleted', 'id']).execute();

    await withId(engine, db.schema.createTable('roles'))
      .addColumn('name', 'varchar(50)', (col) => col.notNull().unique())
      .addColumn('show_name', 'varchar(100)', (col) => col.notNull())
      .addColumn('description', 'varchar(500)', (col) => col.notNull())
      .execute();

    await contentTable(db, engine, 'users', (table) =>
      table
        .addColumn('username', 'varchar(254)', (col) => col.notNull())
        .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
        .addColumn('first_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('last_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('status', 'varchar(20)', (col) => col.notNull())
        .addColumn('avatar_url', 'varchar(500)')
        .addColumn('email_notifications', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('two_factor_auth', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('session_timeout', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('api_access', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('deleted', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('deleted_by', 'integer'),
    ).execute();
    // A username signs in without naming its website, so it is unique among live users.
    await uniqueWhileLive(db, 'users', 'username');
    await db.schema
      .createIndex('users_website_deleted_id')
      .on('users')
      .columns(['website_id', 'deleted', 'id'])
      .execute();

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
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

    await withId(engine, db.schema.createTable('password_resets'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(128)', (col) => col.notNull().unique())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute();
  },
};
