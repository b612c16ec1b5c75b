import { BookOpen } from 'lucide-react';
import type { SidebarArea } from '@/lib/area';

/** Blogs and their topics (docs/product/blogs.md §2). */
export const blogsArea: SidebarArea = {
  menu: { title: 'Blog', path: '/blogs', icon: BookOpen, card: 'Blog posts and their topics' },
  screens: {
    '/blogs': () => import('./screens/blogs-list-screen').then((m) => m.BlogsListScreen),
    '/blogs/new': () => import('./screens/blog-form-screen').then((m) => m.NewBlogScreen),
    '/blogs/:id': () => import('./screens/blog-view-screen').then((m) => m.BlogViewScreen),
    '/blogs/:id/edit': () => import('./screens/blog-form-screen').then((m) => m.EditBlogScreen),
    '/topic-management': () => import('./screens/topic-management-screen').then((m) => m.TopicManagementScreen),
  },
  // The old console's blog links (docs/product/console.md §2, note).
  redirects: { '/blog-list': '/blogs', '/blog/:id/edit': '/blogs/:id/edit' },
};
