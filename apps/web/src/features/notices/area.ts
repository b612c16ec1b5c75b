import { Bell } from 'lucide-react';
import { itemArea, type SidebarArea } from '@/lib/area';

/** The notice board (docs/product/notices.md §2). */
export const noticesArea: SidebarArea = itemArea(
  { title: 'Notice Board', path: '/notice-board', icon: Bell, card: 'Notices for students and parents' },
  import.meta.glob('./screens/*-{list,view,form}-screen.tsx'),
);
