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

  {
    path: 'bell-schedule-list',
    lazy: () =>
      import('@/features/bell-schedules/screens/bell-schedule-list-screen').then((m) => ({
        Component: m.BellScheduleListScreen,
      })),
  },
  {
    path: 'bell-schedule/:id',
    lazy: () =>
      import('@/features/bell-schedules/screens/bell-schedule-screen').then((m) => ({
        Component: m.BellScheduleScreen,
      })),
  },

  {
    path: 'carousel-list',
    lazy: () =>
      import('@/features/carousels/screens/carousel-list-screen').then((m) => ({ Component: m.CarouselListScreen })),
  },
  {
    path: 'carousel/new',
    lazy: () =>
      import('@/features/carousels/screens/carousel-form-screen').then((m) => ({ Component: m.CarouselCreateScreen })),
  },
  {
    path: 'carousel/:id',
    lazy: () =>
      import('@/features/carousels/screens/carousel-view-screen').then((m) => ({ Component: m.CarouselViewScreen })),
  },
  {
    path: 'carousel/:id/edit',
    lazy: () =>
      import('@/features/carousels/screens/carousel-form-screen').then((m) => ({ Component: m.CarouselEditScreen })),
  },

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

  {
    path: 'photo-album',
    lazy: () =>
      import('@/features/photo-albums/screens/photo-albums-screen').then((m) => ({ Component: m.PhotoAlbumsScreen })),
  },
  {
    // The spec's {albumId}; `:id` is what the kit's item routes read.
    path: 'photo-album/:id',
    lazy: () =>
      import('@/features/photo-albums/screens/photo-album-screen').then((m) => ({ Component: m.PhotoAlbumScreen })),
  },
  {
    path: 'video-gallery',
    lazy: () =>
      import('@/features/videos/screens/video-gallery-screen').then((m) => ({ Component: m.VideoGalleryScreen })),
  },

  {
    path: 'classes',
    lazy: () => import('@/features/classes/screens/classes-screen').then((m) => ({ Component: m.ClassesScreen })),
  },
  {
    path: 'classes/:id',
    lazy: () =>
      import('@/features/classes/screens/class-detail-screen').then((m) => ({ Component: m.ClassDetailScreen })),
  },
  {
    path: 'subjects',
    lazy: () => import('@/features/classes/screens/subjects-screen').then((m) => ({ Component: m.SubjectsScreen })),
  },
  {
    path: 'homeworks',
    lazy: () => import('@/features/classes/screens/homeworks-screen').then((m) => ({ Component: m.HomeworksScreen })),
  },

  {
    path: 'users',
    lazy: () => import('@/features/users/screens/users-list-screen').then((m) => ({ Component: m.UsersListScreen })),
  },
  {
    path: 'users/:id',
    lazy: () => import('@/features/users/screens/user-detail-screen').then((m) => ({ Component: m.UserDetailScreen })),
  },

  {
    path: 'department-staff',
    lazy: () =>
      import('@/features/staff/screens/department-staff-screen').then((m) => ({ Component: m.DepartmentStaffScreen })),
  },
  {
    path: 'departments',
    lazy: () =>
      import('@/features/staff/screens/departments-list-screen').then((m) => ({ Component: m.DepartmentsListScreen })),
  },
  {
    path: 'departments/new',
    lazy: () =>
      import('@/features/staff/screens/department-form-screen').then((m) => ({ Component: m.DepartmentCreateScreen })),
  },
  {
    path: 'departments/:id',
    lazy: () =>
      import('@/features/staff/screens/department-view-screen').then((m) => ({ Component: m.DepartmentViewScreen })),
  },
  {
    path: 'departments/:id/edit',
    lazy: () =>
      import('@/features/staff/screens/department-form-screen').then((m) => ({ Component: m.DepartmentEditScreen })),
  },
  {
    path: 'staff',
    lazy: () => import('@/features/staff/screens/staff-list-screen').then((m) => ({ Component: m.StaffListScreen })),
  },
  {
    path: 'staff/new',
    lazy: () => import('@/features/staff/screens/staff-form-screen').then((m) => ({ Component: m.StaffCreateScreen })),
  },
  {
    path: 'staff/:id',
    lazy: () => import('@/features/staff/screens/staff-view-screen').then((m) => ({ Component: m.StaffViewScreen })),
  },
  {
    path: 'staff/:id/edit',
    lazy: () => import('@/features/staff/screens/staff-form-screen').then((m) => ({ Component: m.StaffEditScreen })),
  },

  {
    path: 'spotlight/categories',
    lazy: () =>
      import('@/features/spotlight/screens/spotlight-categories-screen').then((m) => ({
        Component: m.SpotlightCategoriesScreen,
      })),
  },
  {
    // The spec's {categoryId}; `:id` is what the kit's item routes read.
    path: 'spotlight/categories/:id',
    lazy: () =>
      import('@/features/spotlight/screens/spotlight-stars-screen').then((m) => ({
        Component: m.SpotlightStarsScreen,
      })),
  },

  placeholder('bulletin-board', 'Bulletin Board'),
  {
    path: 'media',
    lazy: () => import('@/features/media/screens/media-list-screen').then((m) => ({ Component: m.MediaListScreen })),
  },
  {
    path: 'media/new',
    lazy: () => import('@/features/media/screens/media-form-screens').then((m) => ({ Component: m.MediaCreateScreen })),
  },
  {
    path: 'media/:id',
    lazy: () => import('@/features/media/screens/media-form-screens').then((m) => ({ Component: m.MediaEditScreen })),
  },

  {
    path: 'poll-list',
    lazy: () => import('@/features/polls/screens/poll-list-screen').then((m) => ({ Component: m.PollListScreen })),
  },
  {
    path: 'poll/new',
    lazy: () => import('@/features/polls/screens/poll-form-screen').then((m) => ({ Component: m.PollCreateScreen })),
  },
  {
    path: 'poll/:id',
    lazy: () => import('@/features/polls/screens/poll-view-screen').then((m) => ({ Component: m.PollViewScreen })),
  },
  {
    path: 'poll/:id/edit',
    lazy: () => import('@/features/polls/screens/poll-form-screen').then((m) => ({ Component: m.PollEditScreen })),
  },

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

  {
    path: 'pages',
    lazy: () => import('@/features/pages/screens/pages-list-screen').then((m) => ({ Component: m.PagesListScreen })),
  },
  {
    path: 'pages/new',
    lazy: () => import('@/features/pages/screens/page-form-screen').then((m) => ({ Component: m.PageCreateScreen })),
  },
  {
    path: 'pages/:id/edit',
    lazy: () => import('@/features/pages/screens/page-form-screen').then((m) => ({ Component: m.PageEditScreen })),
  },
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
