import { Menu } from 'lucide-react';
import type { SidebarArea } from '@/lib/area';

/** The website's navigation menu (docs/product/navigation.md §2). */
export const navigationArea: SidebarArea = {
  menu: { title: 'Navigation Menu', path: '/navigation-menu', icon: Menu, card: 'Menus and submenus of the website' },
  screens: {
    '/navigation-menu': () => import('./screens/navigation-menu-screen').then((m) => m.NavigationMenuScreen),
  },
};
