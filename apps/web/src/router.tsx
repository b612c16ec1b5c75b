import { createBrowserRouter, Outlet, redirect, type RouteObject } from 'react-router';
import { RootErrorScreen, RouteErrorScreen } from '@/components/layout/route-error-screen';
import { LoadingState } from '@/components/ui/spinner';
import { SESSION_EXPIRED_PATH, setUnauthorizedHandler } from '@/lib/api-client';
import type { ScreenHandle } from '@/features/placeholders/screens/coming-soon-screen';

/*
 * The route map of spec 01 §2 and spec 02 §2. Every screen is a lazy route module.
 *
 * A screen that is not built yet is `placeholder(path, title)`: the shared coming-soon screen,
 * titled by the route's `handle`. To build one, replace its line with
 *   { path: 'news', lazy: () => import('@/features/news/screens/news-list-screen').then((m) => ({ Component: m.NewsListScreen })) }
 * (a module may also export a `loader` and return it alongside `Component`).
 */

const comingSoon = () =>
  import('@/features/placeholders/screens/coming-soon-screen').then((m) => ({ Component: m.ComingSoonScreen }));

function placeholder(path: string, title: string): RouteObject {
  const handle: ScreenHandle = { title };
  return { path, handle, lazy: comingSoon };
}

/** Every route under the signed-in root '/', in the spec's order. */
const consoleRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('@/features/dashboard/screens/dashboard-screen').then((m) => ({ Component: m.DashboardScreen })),
  },
  {
    path: 'navigation-menu',
    lazy: () =>
      import('@/features/navigation/screens/navigation-menu-screen').then((m) => ({
        Component: m.NavigationMenuScreen,
      })),
  },

  {
    path: 'blogs',
    lazy: () => import('@/features/blogs/screens/blogs-list-screen').then((m) => ({ Component: m.BlogsListScreen })),
  },
  {
    path: 'blogs/new',
    lazy: () => import('@/features/blogs/screens/blog-form-screen').then((m) => ({ Component: m.NewBlogScreen })),
  },
  {
    path: 'blogs/:id',
    lazy: () => import('@/features/blogs/screens/blog-view-screen').then((m) => ({ Component: m.BlogViewScreen })),
  },
  {
    path: 'blogs/:id/edit',
    lazy: () => import('@/features/blogs/screens/blog-form-screen').then((m) => ({ Component: m.EditBlogScreen })),
  },

  {
    path: 'news',
    lazy: () => import('@/features/news/screens/news-list-screen').then((m) => ({ Component: m.NewsListScreen })),
  },
  {
    path: 'news/new',
    lazy: () => import('@/features/news/screens/news-form-screen').then((m) => ({ Component: m.NewsCreateScreen })),
  },
  {
    path: 'news/:id',
    lazy: () => import('@/features/news/screens/news-view-screen').then((m) => ({ Component: m.NewsViewScreen })),
  },
  {
    path: 'news/:id/edit',
    lazy: () => import('@/features/news/screens/news-form-screen').then((m) => ({ Component: m.NewsEditScreen })),
  },
  {
    path: 'news/categories',
    lazy: () =>
      import('@/features/news/screens/news-categories-screen').then((m) => ({ Component: m.NewsCategoriesScreen })),
  },

  {
    path: 'alerts',
    lazy: () => import('@/features/alerts/screens/alerts-list-screen').then((m) => ({ Component: m.AlertsListScreen })),
  },
  {
    path: 'alerts/new',
    lazy: () => import('@/features/alerts/screens/alert-form-screen').then((m) => ({ Component: m.AlertCreateScreen })),
  },
  {
    path: 'alerts/:id',
    lazy: () => import('@/features/alerts/screens/alert-view-screen').then((m) => ({ Component: m.AlertViewScreen })),
  },
  {
    path: 'alerts/:id/edit',
    lazy: () => import('@/features/alerts/screens/alert-form-screen').then((m) => ({ Component: m.AlertEditScreen })),
  },

  placeholder('bell-schedule-list', 'Bell Schedule'),
  placeholder('bell-schedule/:id', 'Bell Schedule'),

  placeholder('carousel-list', 'Carousel'),
  placeholder('carousel/new', 'Carousel'),
  placeholder('carousel/:id', 'Carousel'),
  placeholder('carousel/:id/edit', 'Carousel'),

  {
    path: 'notice-board',
    lazy: () =>
      import('@/features/notices/screens/notices-list-screen').then((m) => ({ Component: m.NoticesListScreen })),
  },
  {
    path: 'notice-board/new',
    lazy: () =>
      import('@/features/notices/screens/notice-form-screen').then((m) => ({ Component: m.NoticeCreateScreen })),
  },
  {
    path: 'notice-board/:id',
    lazy: () =>
      import('@/features/notices/screens/notice-view-screen').then((m) => ({ Component: m.NoticeViewScreen })),
  },
  {
    path: 'notice-board/:id/edit',
    lazy: () =>
      import('@/features/notices/screens/notice-form-screen').then((m) => ({ Component: m.NoticeEditScreen })),
  },

  placeholder('photo-album', 'Photo Album'),
  placeholder('photo-album/:albumId', 'Photo Album'),
  placeholder('video-gallery', 'Video Gallery'),

  placeholder('classes', 'Classes & Homeworks'),
  placeholder('classes/:id', 'Classes & Homeworks'),
  placeholder('subjects', 'Subjects'),
  placeholder('homeworks', 'Homeworks'),

  {
    path: 'users',
    lazy: () => import('@/features/users/screens/users-list-screen').then((m) => ({ Component: m.UsersListScreen })),
  },
  {
    path: 'users/:id',
    lazy: () => import('@/features/users/screens/user-detail-screen').then((m) => ({ Component: m.UserDetailScreen })),
  },

  placeholder('department-staff', 'Department & Staff'),
  placeholder('departments', 'Departments'),
  placeholder('departments/new', 'Departments'),
  placeholder('departments/:id', 'Departments'),
  placeholder('departments/:id/edit', 'Departments'),
  placeholder('staff', 'Staff'),
  placeholder('staff/new', 'Staff'),
  placeholder('staff/:id', 'Staff'),
  placeholder('staff/:id/edit', 'Staff'),

  placeholder('spotlight/categories', 'Spotlight'),
  placeholder('spotlight/categories/:categoryId', 'Spotlight'),

  placeholder('bulletin-board', 'Bulletin Board'),
  placeholder('media', 'Media'),
  placeholder('media/new', 'Media'),
  placeholder('media/:id', 'Media'),

  placeholder('poll-list', 'Poll'),
  placeholder('poll/new', 'Poll'),
  placeholder('poll/:id', 'Poll'),
  placeholder('poll/:id/edit', 'Poll'),

  // Placeholders by design (DESIGN §9.14) until an issue asks for more.
  placeholder('analytics', 'Analytics'),
  placeholder('calendar', 'Calendar'),
  placeholder('notifications', 'Notifications'),
  placeholder('settings', 'Settings'),
  placeholder('help', 'Help'),

  {
    path: 'topic-management',
    lazy: () =>
      import('@/features/blogs/screens/topic-management-screen').then((m) => ({
        Component: m.TopicManagementScreen,
      })),
  },
  {
    path: 'profile',
    lazy: () => import('@/features/profile/screens/profile-screen').then((m) => ({ Component: m.ProfileScreen })),
  },

  placeholder('pages', 'Pages'),
  placeholder('pages/new', 'Pages'),
  placeholder('pages/:id/edit', 'Pages'),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Outlet,
    // Unmatched paths and failures outside the signed-in shell land here.
    errorElement: <RootErrorScreen />,
    HydrateFallback: () => <LoadingState className="min-h-svh" />,
    children: [
      {
        path: 'login',
        lazy: () => import('@/components/layout/public-layout').then((m) => ({ Component: m.LoginLayout })),
        children: [
          {
            index: true,
            lazy: () => import('@/features/auth/screens/login-screen').then((m) => ({ Component: m.LoginScreen })),
          },
        ],
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
      // The old console's blog links (spec 01 §2 note, DESIGN §9.1).
      { path: 'blog-list', element: null, loader: () => redirect('/blogs') },
      {
        path: 'blog/:id/edit',
        element: null,
        loader: ({ params }) => redirect(`/blogs/${encodeURIComponent(params.id ?? '')}/edit`),
      },
      {
        path: '/',
        lazy: () =>
          import('@/components/layout/authenticated-layout').then((m) => ({ Component: m.AuthenticatedLayout })),
        children: [
          {
            // A failing screen keeps the header and sidebar around its error.
            errorElement: <RouteErrorScreen />,
            children: consoleRoutes,
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

type AnyRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/** A 401 on any call but sign-in becomes a client-side navigation to /session-expired (which logs out). */
export function redirectUnauthorizedTo(router: AnyRouter): void {
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname !== SESSION_EXPIRED_PATH) void router.navigate(SESSION_EXPIRED_PATH);
  });
}
