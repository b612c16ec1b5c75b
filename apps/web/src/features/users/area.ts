import { Users } from 'lucide-react';
import { sidebarArea, type SidebarArea } from '@/lib/area';

/** The console's users (docs/product/users.md §2). */
export const usersArea: SidebarArea = sidebarArea(
  { title: 'Users', icon: Users, card: 'CMS users and their roles' },
  {
    '/users': () => import('./screens/users-list-screen').then((m) => m.UsersListScreen),
    '/users/:id': () => import('./screens/user-detail-screen').then((m) => m.UserDetailScreen),
  },
);
