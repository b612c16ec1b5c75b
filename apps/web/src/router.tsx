import {
  createBrowserRouter,
  Outlet,
  ScrollRestoration,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { LoginLayout } from '@/components/layout/public-layout';
import { RootErrorScreen, RouteErrorScreen } from '@/components/layout/route-error-screen';
import { LoadingState } from '@/components/ui/spinner';
import { SESSION_EXPIRED_PATH, setUnauthorizedHandler } from '@/lib/api-client';
import { returningTo } from '@/lib/return-path';
import { LoginScreen } from '@/features/auth/screens/login-screen';

/*
 * The route map of docs/product/console.md §2 and of every area's product reference. The public
 * screens are declared here; the signed-in ones are each area's (`features/<area>/area.ts`),
 * listed in src/areas.ts.
 *
 * The areas' routes, sidebar and icons are not part of the first download: /login carries none of
 * them (docs/decisions/003-login-bundle-without-zod.md keeps its JavaScript small). The router
 * finds them on the first navigation that needs them (`findScreens`, React Router's lazy route
 * discovery) and loads them with the signed-in layout.
 *
 * /login itself is part of the first download (a few KB): the page everyone starts on shows its form
 * as soon as the main script runs, without a second round trip for its own chunk (docs/design.md §8:
 * usable within 4 s on slow 3G). Every other screen is a lazy route module.
 */

/** The route the areas' screens are added under: inside the signed-in layout, around their errors. */
const SCREENS = 'screens';

/**
 * Adds the areas' routes under the signed-in layout the first time a path needs them (an address
 * the public routes do not match, or one with parameters); a path that is not one of theirs
 * either ends at the root's 'Unexpected Application Error!' (404). Adding them again changes
 * nothing: the router keeps routes it has.
 */
export const findScreens: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { CONSOLE_ROUTES } = await import('./areas');
  patch(SCREENS, CONSOLE_ROUTES);
};

/**
 * Every screen: a new screen opens at its top and Back returns to where the last one was left (the
 * router's scroll restoration). Without it the window kept the scroll of the screen before: a list
 * opened after saving a long form was shown as far down as the form's submit button had been.
 */
function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    // Unmatched paths and failures outside the signed-in shell land here.
    errorElement: <RootErrorScreen />,
    HydrateFallback: () => <LoadingState className="min-h-svh" />,
    children: [
      {
        path: 'login',
        Component: LoginLayout,
        children: [{ index: true, Component: LoginScreen }],
      },
      {
        lazy: () => import('@/components/layout/public-layout').then((m) => ({ Component: m.PublicLayout })),
        children: [
          {
            path: 'session-expired',
            lazy: () =>
              import('@/features/auth/screens/session-expired-screen').then((m) => ({
                Component: m.SessionExpiredScreen,
              })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              import('@/features/auth/screens/forgot-password-screen').then((m) => ({
                Component: m.ForgotPasswordScreen,
              })),
          },
          {
            path: 'reset-password',
            lazy: () =>
              import('@/features/auth/screens/reset-password-screen').then((m) => ({
                Component: m.ResetPasswordScreen,
              })),
          },
        ],
      },
      {
        // Pathless, so that it matches nothing until the areas' screens are added under it.
        id: 'console',
        lazy: async () => {
          const [{ AuthenticatedLayout }, { MENU }] = await Promise.all([
            import('@/components/layout/authenticated-layout'),
            import('./areas'),
          ]);
          return { Component: () => <AuthenticatedLayout menu={MENU} /> };
        },
        children: [
          {
            id: SCREENS,
            // A failing screen keeps the header and sidebar around its error.
            errorElement: <RouteErrorScreen />,
            children: [],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: findScreens });
}

type AnyRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/**
 * A 401 on any call but sign-in becomes a client-side navigation to /session-expired (which logs
 * out), holding the screen the user was on so that signing in again goes back there.
 */
export function redirectUnauthorizedTo(router: AnyRouter): void {
  setUnauthorizedHandler(() => {
    const { location } = router.state;
    if (location.pathname !== SESSION_EXPIRED_PATH) void router.navigate(returningTo(SESSION_EXPIRED_PATH, location));
  });
}
