import { Menu } from 'lucide-react';
import { sidebarArea, type SidebarArea } from '@/lib/area';

/** The website's navigation menu (docs/product/navigation.md §2). */
export const navigationArea: SidebarArea = sidebarArea(
  { title: 'Navigation Menu', icon: Menu, card: 'Menus and submenus of the website' },
  {
    '/navigation-menu': () => import('./screens/navigation-menu-screen').then((m) => m.NavigationMenuScreen),
  },
);
