import { Users } from 'lucide-react';
import type { SidebarArea } from '@/lib/area';

/** The console's users (docs/product/users.md §2). */
export const usersArea: SidebarArea = {
  menu: { title: 'Users', path: '/users', icon: Users, card: 'CMS users and their roles' },
  screens: {
    '/users': () => import('./screens/users-list-screen').then((m) => m.UsersListScreen),
    '/users/:id': () => import('./screens/user-detail-screen').then((m) => m.UserDetailScreen),
  },
};
