import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types: the platform's here, each area's in its own folder (`areas/<area>/<area>-tables.ts`),
 * merged into `Database` there. Booleans are stored as integers 0/1 and timestamps as ISO-8601 UTC
 * strings, so SQLite and PostgreSQL return the same shapes (docs/design.md §12).
 */
export interface WebsitesTable {
  id: Generated<number>;
  name: string;
  admin_url: string;
  public_url: string | null;
  logo_url: Generated<string | null>;
  primary_color: Generated<string>;
  on_primary_color: Generated<string>;
  accent_color: Generated<string>;
  address: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  facebook_url: Generated<string | null>;
  instagram_url: Generated<string | null>;
  x_url: Generated<string | null>;
  youtube_url: Generated<string | null>;
  time_zone: Generated<string>;
  deleted: number;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  show_name: string;
  description: string;
}

export interface UsersTable {
  id: Generated<number>;
  website_id: number;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  status: string;
  avatar_url: string | null;
  email_notifications: number;
  two_factor_auth: number;
  session_timeout: number;
  api_access: number;
  deleted: number;
  deleted_by: number | null;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  website_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Content tables carry the website they belong to and who changed them when (docs/design.md §7). */
export interface ContentAudit {
  website_id: number;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
}

/** Rows per website, table and bucket, kept by triggers (migration 2026-11-22-003; platform/row-counts.ts). */
export interface RowCountsTable {
  website_id: number;
  entity: string;
  bucket: string;
  count: number;
}

/**
 * Each website's content version, raised by triggers on every write of its content (migration
 * 2026-12-02-001; platform/site/site-versions.ts).
 */
export interface SiteVersionsTable {
  website_id: number;
  version: number;
}

/**
 * Every table, as Kysely types its queries. The areas add theirs by declaration merging, from the
 * file that declares them (`declare module '../../db/schema.js' { interface Database { videos:
 * VideosTable } }`); the project compiles all of src, so every file sees every table.
 */
export interface Database {
  websites: WebsitesTable;
  roles: RolesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  row_counts: RowCountsTable;
  site_versions: SiteVersionsTable;
}

/** The tables no area owns; every other table is one area's (`Area.tables`). */
export const PLATFORM_TABLES = [
  'websites',
  'roles',
  'users',
  'user_roles',
  'sessions',
  'password_resets',
  'row_counts',
  'site_versions',
] as const satisfies readonly (keyof Database)[];

export type WebsiteRow = Selectable<WebsitesTable>;
export type NewWebsite = Insertable<WebsitesTable>;
export type WebsiteUpdate = Updateable<WebsitesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;
export type SessionRow = Selectable<SessionsTable>;
