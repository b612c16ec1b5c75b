import { Bell } from 'lucide-react';
import type { SidebarArea } from '@/lib/area';

/** The notice board (docs/product/notices.md §2). */
export const noticesArea: SidebarArea = {
  menu: { title: 'Notice Board', path: '/notice-board', icon: Bell, card: 'Notices for students and parents' },
  screens: {
    '/notice-board': () => import('./screens/notices-list-screen').then((m) => m.NoticesListScreen),
    '/notice-board/new': () => import('./screens/notice-form-screen').then((m) => m.NoticeCreateScreen),
    '/notice-board/:id': () => import('./screens/notice-view-screen').then((m) => m.NoticeViewScreen),
    '/notice-board/:id/edit': () => import('./screens/notice-form-screen').then((m) => m.NoticeEditScreen),
  },
};
