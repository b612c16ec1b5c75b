import type { LucideIcon } from 'lucide-react';
import type { ConsoleArea } from '@/lib/area';

/**
 * A screen of the route map that is not built yet (docs/design.md §9.14: placeholders until an
 * issue asks for more): the shared 'coming soon' screen under its title, and a sidebar entry
 * where the sidebar lists it (given its `icon`). An area built in its place replaces its line in
 * src/areas.ts with its own declaration.
 */
export function comingSoon(title: string, path: string, icon?: LucideIcon): ConsoleArea {
  return {
    ...(icon && { menu: { title, path, icon } }),
    screens: { [path]: () => import('./screens/coming-soon-screen').then((m) => m.comingSoonScreen(title)) },
  };
}
