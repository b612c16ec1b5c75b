import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Booleans are stored as integers 0/1 and timestamps as ISO-8601 UTC strings,
 * so SQLite and PostgreSQL return the same shapes (STACK-NOTES).
 */
export interface WebsitesTable {
  id: Generated<number>;
  name: string;
  admin_url: string;
  public_url: string | null;
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

/** Content tables carry the website they belong to and who changed them when (DESIGN §7). */
interface ContentAudit {
  website_id: number;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
}

export interface BlogsTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  creator_name: string;
  summary: string;
  description: string;
  img_url: string | null;
  status: string;
  hp_blog: number;
  published_at: string | null;
}

export interface TopicsTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  description: string;
}

export interface BlogTopicsTable {
  blog_id: number;
  topic_id: number;
}

export interface NewsTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  summary: string;
  content: string;
  creator_name: string;
  img_url: string | null;
  status: string;
  show_on_home_page: number;
  published_at: string | null;
}

export interface NewsCategoriesTable extends ContentAudit {
  id: Generated<number>;
  name: string;
}

export interface NewsCategoryLinksTable {
  news_id: number;
  category_id: number;
}

export interface AlertsTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  header: string;
  body: string;
  footer: string;
  active: number;
  severity: string;
  starts_at: string | null;
  ends_at: string | null;
}

export interface NoticesTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  summary: string;
  content: string;
  status: string;
}

/** Navigation menu items: top-level (`parent_id` null) or submenus of a top-level item. */
export interface NavItemsTable extends ContentAudit {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  route: string;
  order_no: number;
}

/** Rows per website, table and bucket, kept by triggers (migration 2026-11-22-003; platform/row-counts.ts). */
export interface RowCountsTable {
  website_id: number;
  entity: string;
  bucket: string;
  count: number;
}

export interface Database {
  websites: WebsitesTable;
  roles: RolesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  blogs: BlogsTable;
  topics: TopicsTable;
  blog_topics: BlogTopicsTable;
  news: NewsTable;
  news_categories: NewsCategoriesTable;
  news_category_links: NewsCategoryLinksTable;
  alerts: AlertsTable;
  notices: NoticesTable;
  nav_items: NavItemsTable;
  row_counts: RowCountsTable;
}

export type WebsiteRow = Selectable<WebsitesTable>;
export type NewWebsite = Insertable<WebsitesTable>;
export type WebsiteUpdate = Updateable<WebsitesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;
export type SessionRow = Selectable<SessionsTable>;
export type BlogRow = Selectable<BlogsTable>;
export type TopicRow = Selectable<TopicsTable>;
export type NewsRow = Selectable<NewsTable>;
export type NewsCategoryRow = Selectable<NewsCategoriesTable>;
export type AlertRow = Selectable<AlertsTable>;
export type NoticeRow = Selectable<NoticesTable>;
export type NavItemRow = Selectable<NavItemsTable>;
