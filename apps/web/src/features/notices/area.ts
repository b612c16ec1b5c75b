import { Bell } from 'lucide-react';
import { itemArea, type SidebarArea } from '@/lib/area';

/** The notice board (docs/product/notices.md §2). */
export const noticesArea: SidebarArea = itemArea(
  { title: 'Notice Board', path: '/notice-board', icon: Bell, card: 'Notices for students and parents' },
  {
    list: () => import('./screens/notices-list-screen'),
    view: () => import('./screens/notice-view-screen'),
    form: () => import('./screens/notice-form-screen'),
  },
);
