import { Settings } from 'lucide-react';
import type { ConsoleArea } from '@/lib/area';

/**
 * Settings (docs/product/websites.md §2): the signed-in website's look and details on its public
 * site. Its sidebar entry has no dashboard card (docs/product/console.md §2).
 */
export const settingsArea: ConsoleArea = {
  menu: { title: 'Settings', path: '/settings', icon: Settings },
  screens: {
    '/settings': () => import('./screens/settings-screen').then((m) => m.SettingsScreen),
  },
};
