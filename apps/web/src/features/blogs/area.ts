import { BookOpen } from 'lucide-react';
import { itemArea, type SidebarArea } from '@/lib/area';

/** Blogs and their topics (docs/product/blogs.md §2). */
export const blogsArea: SidebarArea = itemArea(
  { title: 'Blog', path: '/blogs', icon: BookOpen, card: 'Blog posts and their topics' },
  import.meta.glob('./screens/*-{list,view,form}-screen.tsx'),
  {
    screens: {
      '/topic-management': () => import('./screens/topic-management-screen').then((m) => m.TopicManagementScreen),
    },
    // The old console's blog links (docs/product/console.md §2, note).
    redirects: { '/blog-list': '/blogs', '/blog/:id/edit': '/blogs/:id/edit' },
  },
);
