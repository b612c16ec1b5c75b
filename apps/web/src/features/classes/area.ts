import { NotebookPen } from 'lucide-react';
import { sidebarArea, type SidebarArea } from '@/lib/area';

/** Classes & Homeworks (docs/product/classes.md §2): the hub and the classes at /classes, its subjects and homework. */
export const classesArea: SidebarArea = sidebarArea(
  { title: 'Classes & Homeworks', icon: NotebookPen, card: 'Classes, subjects and daily homework' },
  {
    '/classes': () => import('./screens/classes-screen').then((m) => m.ClassesScreen),
    '/classes/:id': () => import('./screens/class-detail-screen').then((m) => m.ClassDetailScreen),
    '/subjects': () => import('./screens/subjects-screen').then((m) => m.SubjectsScreen),
    '/homeworks': () => import('./screens/homeworks-screen').then((m) => m.HomeworksScreen),
  },
);
