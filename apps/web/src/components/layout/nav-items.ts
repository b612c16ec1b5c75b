import {
  Bell,
  BookOpen,
  Building2,
  CalendarClock,
  FileText,
  GalleryHorizontal,
  HelpCircle,
  Image,
  Images,
  LayoutDashboard,
  Menu,
  Newspaper,
  NotebookPen,
  Settings,
  Star,
  TriangleAlert,
  Users,
  Video,
  Vote,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  title: string;
  to: string;
  icon: LucideIcon;
  /** One line for the dashboard's quick-link card. */
  description: string;
  /** A content area (gets a dashboard card); Dashboard, Settings and Help are not. */
  contentArea: boolean;
}

/**
 * The sidebar entries of spec 01 §2, in the spec's order, with the two areas spec 02 adds that the
 * sidebar did not list (Poll after Carousel, Media after Photo Album): staff reach every area from it.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { title: 'Dashboard', to: '/', icon: LayoutDashboard, description: 'Overview', contentArea: false },
  {
    title: 'Navigation Menu',
    to: '/navigation-menu',
    icon: Menu,
    description: 'Menus and submenus of the website',
    contentArea: true,
  },
  { title: 'Blog', to: '/blogs', icon: BookOpen, description: 'Blog posts and their topics', contentArea: true },
  { title: 'News', to: '/news', icon: Newspaper, description: 'News articles and categories', contentArea: true },
  { title: 'Alert', to: '/alerts', icon: TriangleAlert, description: 'Alerts shown on the website', contentArea: true },
  {
    title: 'Bell Schedule',
    to: '/bell-schedule-list',
    icon: CalendarClock,
    description: 'Bell schedules, blocks and periods',
    contentArea: true,
  },
  {
    title: 'Carousel',
    to: '/carousel-list',
    icon: GalleryHorizontal,
    description: 'Home page carousels',
    contentArea: true,
  },
  { title: 'Poll', to: '/poll-list', icon: Vote, description: 'Polls and their results', contentArea: true },
  {
    title: 'Notice Board',
    to: '/notice-board',
    icon: Bell,
    description: 'Notices for students and parents',
    contentArea: true,
  },
  { title: 'Photo Album', to: '/photo-album', icon: Image, description: 'Photo albums and photos', contentArea: true },
  { title: 'Media', to: '/media', icon: Images, description: 'Images, documents, audio and video', contentArea: true },
  {
    title: 'Video Gallery',
    to: '/video-gallery',
    icon: Video,
    description: 'Videos of school life',
    contentArea: true,
  },
  {
    title: 'Classes & Homeworks',
    to: '/classes',
    icon: NotebookPen,
    description: 'Classes, subjects and daily homework',
    contentArea: true,
  },
  { title: 'Users', to: '/users', icon: Users, description: 'CMS users and their roles', contentArea: true },
  {
    title: 'Department & Staff',
    to: '/department-staff',
    icon: Building2,
    description: 'Departments and staff members',
    contentArea: true,
  },
  {
    title: 'Spotlight',
    to: '/spotlight/categories',
    icon: Star,
    description: 'Spotlight categories and stars',
    contentArea: true,
  },
  { title: 'Pages', to: '/pages', icon: FileText, description: 'Block-based pages', contentArea: true },
  { title: 'Settings', to: '/settings', icon: Settings, description: 'Console settings', contentArea: false },
  { title: 'Help', to: '/help', icon: HelpCircle, description: 'Help and support', contentArea: false },
];
