import { FileText } from 'lucide-react';
import type { SidebarArea } from '@/lib/area';

/** Pages (docs/product/pages.md §2): a page is edited at /pages/{id}/edit. */
export const pagesArea: SidebarArea = {
  menu: { title: 'Pages', path: '/pages', icon: FileText, card: 'Block-based pages' },
  screens: {
    '/pages': () => import('./screens/pages-list-screen').then((m) => m.PagesListScreen),
    '/pages/new': () => import('./screens/page-form-screen').then((m) => m.PageCreateScreen),
    '/pages/:id/edit': () => import('./screens/page-form-screen').then((m) => m.PageEditScreen),
  },
};
