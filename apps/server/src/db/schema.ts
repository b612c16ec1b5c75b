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

/** A website's classes, in `order_no` from 1. */
export interface ClassesTable extends ContentAudit {
  id: Generated<number>;
  name: string;
  code: string;
  status: string;
  order_no: number;
}

/** A class's subjects, in `order_no` from 1; times are text such as '09:00 AM'. */
export interface SubjectsTable extends ContentAudit {
  id: Generated<number>;
  class_id: number;
  name: string;
  teacher: string;
  status: string;
  start_time: string;
  end_time: string;
  order_no: number;
}

/** One homework per subject and date (`yyyy-MM-dd`). */
export interface HomeworksTable extends ContentAudit {
  id: Generated<number>;
  subject_id: number;
  homework_date: string;
  description: string;
}

/** Departments of a school, ordered by `order_no` from 1. */
export interface DepartmentsTable extends ContentAudit {
  id: Generated<number>;
  name: string;
  description: string;
  order_no: number;
}

/** Staff members (the spec's employees), ordered by `order_no` from 1. */
export interface EmployeesTable extends ContentAudit {
  id: Generated<number>;
  name: string;
  designation: string;
  qualification: string;
  experience: string;
  contact_no: string;
  email: string;
  img_url: string | null;
  order_no: number;
}

export interface EmployeeDepartmentsTable {
  employee_id: number;
  department_id: number;
}

/** The video gallery, ordered by `order_no` from 1; `video_source_type` is 'youtube' unless given. */
export interface VideosTable extends ContentAudit {
  id: Generated<number>;
  name: string;
  video_url: string;
  video_source_type: string;
  order_no: number;
}

/** Spotlight categories, ordered by `order_no` from 1. */
export interface SpotlightCategoriesTable extends ContentAudit {
  id: Generated<number>;
  name: string;
  description: string;
  order_no: number;
}

/** The stars of a spotlight category, ordered by `order_no` from 1; the percentage in tenths. */
export interface SpotlightStarsTable extends ContentAudit {
  id: Generated<number>;
  category_id: number;
  name: string;
  academic_class: string;
  percentage_tenths: number;
  year: number;
  description: string;
  img_url: string | null;
  order_no: number;
}

/** Rows per website, table and bucket, kept by triggers (migration 2026-11-22-003; platform/row-counts.ts). */
export interface RowCountsTable {
  website_id: number;
  entity: string;
  bucket: string;
  count: number;
}

/** A website's bell schedules, each saved whole with its blocks and entries. */
export interface BellSchedulesTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  description: string;
  version: Generated<number>;
}

/** A bell schedule's blocks, in `order_no` from 0. */
export interface BellBlocksTable extends ContentAudit {
  id: Generated<number>;
  schedule_id: number;
  title: string;
  description: string;
  order_no: number;
}

/** A block's entries, in `order_no` from 0; times are text such as '9:00 AM'. */
export interface BellEntriesTable extends ContentAudit {
  id: Generated<number>;
  block_id: number;
  subject: string;
  teacher: string;
  start_time: string;
  end_time: string;
  order_no: number;
}

/** The media library: files uploaded (with what their bytes told) or entered by URL. */
export interface MediaTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  media_url: string;
  media_type: string;
  field: string;
  alt_text: string;
  decorative: number;
  mime_type: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
  thumbnail_url: string | null;
  web_url: string | null;
}

/** Photo albums, newest first. */
export interface PhotoAlbumsTable extends ContentAudit {
  id: Generated<number>;
  name: string;
}

/** The photos of an album, uploaded (with a thumbnail and a web-sized copy) or by URL. */
export interface PhotosTable extends ContentAudit {
  id: Generated<number>;
  album_id: number;
  url: string;
  caption: string;
  thumbnail_url: string | null;
  web_url: string | null;
}

/** A website's block-based pages, each saved whole with its blocks; the slug is unique per website. */
export interface PagesTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  slug: string;
  status: string;
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  version: Generated<number>;
}

/** A page's blocks, in `order_no` from 0; what a block holds depends on its `type`. */
export interface PageBlocksTable extends ContentAudit {
  id: Generated<number>;
  page_id: number;
  type: string;
  order_no: number;
  margin_top: number;
  margin_bottom: number;
  html: Generated<string>;
  image_url: Generated<string>;
  image_alt: Generated<string>;
  image_decorative: Generated<number>;
  caption: Generated<string>;
  body: Generated<string>;
  /** A table's `{headers, rows}` as JSON. */
  table_data: Generated<string>;
}

/** A website's carousels, newest first; status active, inactive or draft. */
export interface CarouselsTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  link: string;
  status: string;
}

/** A carousel's elements, in `order_no` from 1. */
export interface CarouselElementsTable extends ContentAudit {
  id: Generated<number>;
  carousel_id: number;
  image: string;
  description: string;
  order_no: number;
}

/** A website's polls, newest first; the flags are 0/1. */
export interface PollsTable extends ContentAudit {
  id: Generated<number>;
  question: string;
  show_on_hp: number;
  status: number;
}

/** A poll's options, in `order_no` from 1, with their vote counts. */
export interface PollOptionsTable extends ContentAudit {
  id: Generated<number>;
  poll_id: number;
  poll_option: string;
  option_submitted: number;
  order_no: number;
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
  departments: DepartmentsTable;
  employees: EmployeesTable;
  employee_departments: EmployeeDepartmentsTable;
  classes: ClassesTable;
  subjects: SubjectsTable;
  homeworks: HomeworksTable;
  videos: VideosTable;
  spotlight_categories: SpotlightCategoriesTable;
  spotlight_stars: SpotlightStarsTable;
  bell_schedules: BellSchedulesTable;
  bell_blocks: BellBlocksTable;
  bell_entries: BellEntriesTable;
  row_counts: RowCountsTable;
  media: MediaTable;
  photo_albums: PhotoAlbumsTable;
  photos: PhotosTable;
  pages: PagesTable;
  page_blocks: PageBlocksTable;
  carousels: CarouselsTable;
  carousel_elements: CarouselElementsTable;
  polls: PollsTable;
  poll_options: PollOptionsTable;
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
export type DepartmentRow = Selectable<DepartmentsTable>;
export type EmployeeRow = Selectable<EmployeesTable>;
export type ClassRow = Selectable<ClassesTable>;
export type SubjectRow = Selectable<SubjectsTable>;
export type HomeworkRow = Selectable<HomeworksTable>;
export type VideoRow = Selectable<VideosTable>;
export type SpotlightCategoryRow = Selectable<SpotlightCategoriesTable>;
export type SpotlightStarRow = Selectable<SpotlightStarsTable>;
export type BellScheduleRow = Selectable<BellSchedulesTable>;
export type BellBlockRow = Selectable<BellBlocksTable>;
export type BellEntryRow = Selectable<BellEntriesTable>;
export type MediaRow = Selectable<MediaTable>;
export type PhotoAlbumRow = Selectable<PhotoAlbumsTable>;
export type PhotoRow = Selectable<PhotosTable>;
export type PageRow = Selectable<PagesTable>;
export type PageBlockRow = Selectable<PageBlocksTable>;
export type CarouselRow = Selectable<CarouselsTable>;
export type CarouselElementRow = Selectable<CarouselElementsTable>;
export type PollRow = Selectable<PollsTable>;
export type PollOptionRow = Selectable<PollOptionsTable>;
