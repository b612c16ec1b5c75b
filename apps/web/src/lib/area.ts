import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { generatePath, redirect, type RouteObject } from 'react-router';
import type { LucideIcon } from 'lucide-react';

/*
 * How an area of the console declares itself, once (`features/<area>/area.ts`): its sidebar entry
 * and its screens. The console's list of areas (src/areas.ts) gives them to the router, the
 * sidebar and the dashboard; the area's resource takes its list's title and icon from the same
 * entry. A declaration holds only what the route table and the sidebar need — icons and the lazy
 * imports of its screens —, never the area's api.ts or the contract, which stay in the screens'
 * own chunks (docs/decisions/003-login-bundle-without-zod.md).
 */

/**
 * A screen's route module, loaded the first time the screen is opened:
 * `() => import('./screens/users-list-screen').then((m) => m.UsersListScreen)`. The import must stay
 * written out like this (or found by `import.meta.glob`, `ItemScreenModules`), so that Vite gives
 * every screen its own chunk.
 */
export type LazyScreen = () => Promise<ComponentType>;

/** An area's entry in the sidebar (docs/product/console.md §2), and its card on the dashboard. */
export interface MenuEntry {
  title: string;
  /** Where it leads: the area's first screen ('/notice-board'). */
  path: string;
  icon: LucideIcon;
  /** The dashboard card's line; an entry without one (Dashboard, Settings, Help) has no card. */
  card?: string;
  /**
   * Where an item area's item screens live when not under its list (`/carousel-list` lists,
   * `/carousel/{id}` shows): its routes (`itemArea`) and its resource's links (`defineResource`'s
   * `itemBase`, read from this entry) come from this one place.
   */
  itemBase?: string;
}

export interface ConsoleArea {
  /** Its sidebar entry, where it has one; the list of areas is in the sidebar's order. */
  menu?: MenuEntry;
  /** Its screens by route, as the route map writes them (`:id` for a parameter), each loaded lazily. */
  screens: Record<string, LazyScreen>;
  /**
   * Old addresses that lead to its screens, their parameters carried over:
   * `{'/blog/:id/edit': '/blogs/:id/edit'}`.
   */
  redirects?: Record<string, string>;
}

/**
 * An area with a sidebar entry. Its declaration names this type rather than leaving it to be
 * inferred: its resource reads the entry (the list's route, title and icon), and the screens it
 * imports lazily read the resource.
 */
export type SidebarArea = ConsoleArea & { menu: MenuEntry };

/** A sidebar entry as an area declares it: where it leads is the area's first screen. */
export type EntryOf = Omit<MenuEntry, 'path' | 'itemBase'>;

/**
 * An area of screens whose sidebar entry leads to the first of them, the hub or list it opens on
 * (`/classes` of `/classes`, `/classes/:id`, `/subjects` and `/homeworks`).
 */
export function sidebarArea(entry: EntryOf, screens: Record<string, LazyScreen>): SidebarArea {
  const [path] = Object.keys(screens);
  if (path === undefined) throw new Error(`The area ${entry.title} has no screen for its sidebar entry`);
  return { menu: { ...entry, path }, screens };
}

/**
 * The route modules of an item resource's screens, found by their file names: the area's
 * `import.meta.glob('./screens/*-{list,view,form}-screen.tsx')` (Vite writes out each lazy import,
 * so every screen is still its own chunk, loaded the first time it is opened). The list module
 * (`alerts-list-screen.tsx`) exports `ListScreen`, the item's read-only one (`alert-view-screen.tsx`,
 * where the item has a screen of its own) `ViewScreen`, the form's (`alert-form-screen.tsx`)
 * `CreateScreen` and `EditScreen` (what `itemFormScreens` gives).
 */
export type ItemScreenModules = Record<string, () => Promise<unknown>>;

/** The screen `name` of the one module of `kind` ('list', 'view', 'form'), if the modules have one. */
function itemScreen(modules: ItemScreenModules, kind: string, name: string): LazyScreen | undefined {
  const found = Object.entries(modules).filter(([file]) => file.endsWith(`-${kind}-screen.tsx`));
  if (found.length > 1) throw new Error(`More than one ${kind} screen: ${found.map(([file]) => file).join(', ')}`);
  const [module] = found;
  if (!module) return undefined;
  const [file, load] = module;
  return () =>
    load().then((exported) => {
      const screen = (exported as Partial<Record<string, ComponentType>>)[name];
      if (!screen) throw new Error(`${file} exports no ${name}`);
      return screen;
    });
}

/** The screen `name` of the one module of `kind`, which the resource's screens cannot do without. */
function requiredScreen(modules: ItemScreenModules, kind: string, name: string): LazyScreen {
  const screen = itemScreen(modules, kind, name);
  if (!screen) throw new Error(`No ${kind} screen among ${Object.keys(modules).join(', ') || 'no modules'}`);
  return screen;
}

/**
 * An item resource's screens by route: its list at `path`, then, under `itemBase` (the list's path
 * unless the item screens live elsewhere: `/carousel-list` lists, `/carousel/{id}` shows), the new
 * item's form at `/new`, the item at `/:id` and its form at `/:id/edit` — the routes its resource's
 * screens link to (`defineResource`'s `itemBase`).
 */
export function itemScreens(
  path: string,
  modules: ItemScreenModules,
  itemBase: string = path,
): Record<string, LazyScreen> {
  const view = itemScreen(modules, 'view', 'ViewScreen');
  return {
    [path]: requiredScreen(modules, 'list', 'ListScreen'),
    [`${itemBase}/new`]: requiredScreen(modules, 'form', 'CreateScreen'),
    ...(view && { [`${itemBase}/:id`]: view }),
    [`${itemBase}/:id/edit`]: requiredScreen(modules, 'form', 'EditScreen'),
  };
}

/**
 * An area that is one item resource, its sidebar entry leading to the resource's list and its item
 * screens under the entry's `itemBase` (`itemScreens(menu.path, modules, menu.itemBase)`); `more`
 * holds the screens and old addresses of its own beside them (a news area's categories).
 */
export function itemArea(
  menu: MenuEntry,
  modules: ItemScreenModules,
  more: Partial<Omit<ConsoleArea, 'menu'>> = {},
): SidebarArea {
  const { screens, redirects } = more;
  return { menu, screens: { ...itemScreens(menu.path, modules, menu.itemBase), ...screens }, redirects };
}

/**
 * A screen's route component, shown at once: the navigation to it ends without waiting for its
 * chunk, so the address, the sidebar and the header change on the click, and the main area shows
 * `loading` (a Suspense boundary of its own, so a new one on every screen change) until the chunk
 * has come. A lazy route (`lazy`) would keep the old screen up until then, seconds on a slow line.
 */
export function shownAtOnce(screen: LazyScreen, loading: ReactNode): ComponentType {
  const Screen = lazy(async () => ({ default: await screen() }));
  return function ScreenRoute() {
    return createElement(Suspense, { fallback: loading }, createElement(Screen));
  };
}

/**
 * The signed-in routes of these areas: each screen shown at once, `loading` in its place until its
 * chunk has come (`shownAtOnce`), and each old address a redirect.
 */
export function routesOf(areas: readonly ConsoleArea[], loading: ReactNode): RouteObject[] {
  return areas.flatMap(({ screens, redirects = {} }) => [
    ...Object.entries(screens).map(([path, screen]): RouteObject => ({
      path,
      Component: shownAtOnce(screen, loading),
    })),
    ...Object.entries(redirects).map(([path, to]): RouteObject => ({
      path,
      element: null,
      loader: ({ params }) =>
        redirect(
          generatePath(
            to,
            Object.fromEntries(Object.entries(params).map(([name, value]) => [name, encodeURIComponent(value ?? '')])),
          ),
        ),
    })),
  ]);
}

/** The sidebar's entries of these areas, in their order. */
export const menuOf = (areas: readonly ConsoleArea[]): MenuEntry[] => areas.flatMap(({ menu }) => (menu ? [menu] : []));
