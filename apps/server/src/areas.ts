import { alertsRoutes } from './areas/alerts/alerts-routes.js';
import { seedAlerts } from './areas/alerts/alerts-seed.js';
import { authRoutes } from './areas/auth/auth-routes.js';
import { blogsRoutes } from './areas/blogs/blogs-routes.js';
import { seedBlogs } from './areas/blogs/blogs-seed.js';
import { navigationRoutes } from './areas/navigation/navigation-routes.js';
import { seedNavigation } from './areas/navigation/navigation-seed.js';
import { newsRoutes } from './areas/news/news-routes.js';
import { seedNews } from './areas/news/news-seed.js';
import { noticesRoutes } from './areas/notices/notices-routes.js';
import { seedNotices } from './areas/notices/notices-seed.js';
import { uploadsRoutes } from './areas/uploads/uploads-routes.js';
import { meRoutes } from './areas/users/me-routes.js';
import { usersRoutes } from './areas/users/users-routes.js';
import { websitesRoutes } from './areas/websites/websites-routes.js';
import type { Area } from './platform/area.js';

/**
 * Every area of the product, in the order their routes are registered and their demo content is
 * seeded. The one list of areas (docs/architecture.md): a new area adds its line here.
 */
export const areas: Area[] = [
  { name: 'auth', routes: authRoutes },
  { name: 'websites', routes: websitesRoutes },
  { name: 'users', routes: usersRoutes },
  { name: 'my account', routes: meRoutes },
  { name: 'uploads', routes: uploadsRoutes },
  { name: 'blogs', routes: blogsRoutes, seedDemo: seedBlogs },
  { name: 'news', routes: newsRoutes, seedDemo: seedNews },
  { name: 'alerts', routes: alertsRoutes, seedDemo: seedAlerts },
  { name: 'notice board', routes: noticesRoutes, seedDemo: seedNotices },
  { name: 'navigation menu', routes: navigationRoutes, seedDemo: seedNavigation },
];
