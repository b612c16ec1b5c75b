import type { ConsoleArea } from '@/lib/area';

/** My Account (docs/product/profile.md §2), reached from the user menu. */
export const profileArea: ConsoleArea = {
  screens: {
    '/profile': () => import('./screens/profile-screen').then((m) => m.ProfileScreen),
  },
};
