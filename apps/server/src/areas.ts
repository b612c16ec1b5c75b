import { alertsArea } from './areas/alerts/alerts-area.js';
import { authArea } from './areas/auth/auth-area.js';
import { bellSchedulesArea } from './areas/bell-schedules/bell-schedules-area.js';
import { blogsArea } from './areas/blogs/blogs-area.js';
import { carouselsArea } from './areas/carousels/carousels-area.js';
import { classesArea } from './areas/classes/classes-area.js';
import { eventsArea } from './areas/events/events-area.js';
import { healthArea } from './areas/health/health-area.js';
import { mediaArea } from './areas/media/media-area.js';
import { navigationArea } from './areas/navigation/navigation-area.js';
import { newsArea } from './areas/news/news-area.js';
import { noticesArea } from './areas/notices/notices-area.js';
import { pagesArea } from './areas/pages/pages-area.js';
import { photoAlbumsArea } from './areas/photo-albums/photo-albums-area.js';
import { pollsArea } from './areas/polls/polls-area.js';
import { spotlightArea } from './areas/spotlight/spotlight-area.js';
import { staffArea } from './areas/staff/staff-area.js';
import { uploadsArea } from './areas/uploads/uploads-area.js';
import { usersArea } from './areas/users/users-area.js';
import { videosArea } from './areas/videos/videos-area.js';
import { websitesArea } from './areas/websites/websites-area.js';
import type { Area } from './platform/area.js';

/**
 * Every area of the product, each by its one declaration (`areas/<area>/<area>-area.ts`), in the
 * order their routes are registered and their demo content is seeded. The one list of areas
 * (docs/architecture.md): a new area adds its line here, and the platform takes its routes, seed,
 * tables and migrations from it.
 */
export const areas: readonly Area[] = [
  healthArea,
  authArea,
  websitesArea,
  usersArea,
  uploadsArea,
  blogsArea,
  newsArea,
  alertsArea,
  noticesArea,
  navigationArea,
  classesArea,
  staffArea,
  videosArea,
  spotlightArea,
  bellSchedulesArea,
  mediaArea,
  photoAlbumsArea,
  pagesArea,
  carouselsArea,
  pollsArea,
  eventsArea,
];
