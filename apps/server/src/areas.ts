import { alertsRoutes } from './areas/alerts/alerts-routes.js';
import { seedAlerts } from './areas/alerts/alerts-seed.js';
import { authRoutes } from './areas/auth/auth-routes.js';
import { carouselsRoutes } from './areas/carousels/carousels-routes.js';
import { seedCarousels } from './areas/carousels/carousels-seed.js';
import { pollsRoutes } from './areas/polls/polls-routes.js';
import { seedPolls } from './areas/polls/polls-seed.js';
import { bellSchedulesRoutes } from './areas/bell-schedules/bell-schedules-routes.js';
import { seedBellSchedules } from './areas/bell-schedules/bell-schedules-seed.js';
import { blogsRoutes } from './areas/blogs/blogs-routes.js';
import { seedBlogs } from './areas/blogs/blogs-seed.js';
import { classesRoutes } from './areas/classes/classes-routes.js';
import { seedClasses } from './areas/classes/classes-seed.js';
import { navigationRoutes } from './areas/navigation/navigation-routes.js';
import { seedNavigation } from './areas/navigation/navigation-seed.js';
import { newsRoutes } from './areas/news/news-routes.js';
import { seedNews } from './areas/news/news-seed.js';
import { noticesRoutes } from './areas/notices/notices-routes.js';
import { seedNotices } from './areas/notices/notices-seed.js';
import { pagesRoutes } from './areas/pages/pages-routes.js';
import { seedPages } from './areas/pages/pages-seed.js';
import { spotlightRoutes } from './areas/spotlight/spotlight-routes.js';
import { seedSpotlight } from './areas/spotlight/spotlight-seed.js';
import { staffRoutes } from './areas/staff/staff-routes.js';
import { seedStaff } from './areas/staff/staff-seed.js';
import { uploadsRoutes } from './areas/uploads/uploads-routes.js';
import { mediaRoutes } from './areas/media/media-routes.js';
import { seedMedia } from './areas/media/media-seed.js';
import { photoAlbumsRoutes } from './areas/photo-albums/photo-albums-routes.js';
import { seedPhotoAlbums } from './areas/photo-albums/photo-albums-seed.js';
import { meRoutes } from './areas/users/me-routes.js';
import { usersRoutes } from './areas/users/users-routes.js';
import { videosRoutes } from './areas/videos/videos-routes.js';
import { seedVideos } from './areas/videos/videos-seed.js';
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
  { name: 'classes', routes: classesRoutes, seedDemo: seedClasses },
  { name: 'departments and staff', routes: staffRoutes, seedDemo: seedStaff },
  { name: 'video gallery', routes: videosRoutes, seedDemo: seedVideos },
  { name: 'spotlight', routes: spotlightRoutes, seedDemo: seedSpotlight },
  { name: 'bell schedules', routes: bellSchedulesRoutes, seedDemo: seedBellSchedules },
  { name: 'media library', routes: mediaRoutes, seedDemo: seedMedia },
  { name: 'photo albums', routes: photoAlbumsRoutes, seedDemo: seedPhotoAlbums },
  { name: 'pages', routes: pagesRoutes, seedDemo: seedPages },
  { name: 'carousels', routes: carouselsRoutes, seedDemo: seedCarousels },
  { name: 'polls', routes: pollsRoutes, seedDemo: seedPolls },
];
