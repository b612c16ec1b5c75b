import { HelpCircle } from 'lucide-react';
import { createElement } from 'react';
import { alertsArea } from '@/features/alerts/area';
import { bellSchedulesArea } from '@/features/bell-schedules/area';
import { blogsArea } from '@/features/blogs/area';
import { carouselsArea } from '@/features/carousels/area';
import { classesArea } from '@/features/classes/area';
import { dashboardArea } from '@/features/dashboard/area';
import { eventsArea } from '@/features/events/area';
import { mediaArea } from '@/features/media/area';
import { navigationArea } from '@/features/navigation/area';
import { newsArea } from '@/features/news/area';
import { noticesArea } from '@/features/notices/area';
import { pagesArea } from '@/features/pages/area';
import { photoAlbumsArea } from '@/features/photo-albums/area';
import { comingSoon } from '@/features/placeholders/area';
import { pollsArea } from '@/features/polls/area';
import { profileArea } from '@/features/profile/area';
import { settingsArea } from '@/features/settings/area';
import { spotlightArea } from '@/features/spotlight/area';
import { staffArea } from '@/features/staff/area';
import { usersArea } from '@/features/users/area';
import { videosArea } from '@/features/videos/area';
import { menuOf, routesOf, type ConsoleArea } from '@/lib/area';
import { LoadingState } from '@/components/ui/spinner';

/**
 * The console's areas, one line each (docs/architecture.md, "Adding an area"), in the sidebar's
 * order: docs/product/console.md §2's entries, with the two areas the content areas add that it
 * does not list (Poll after Carousel, Media after Photo Album), so that staff reach every area
 * from it. An area without a sidebar entry (My Account, the placeholders) serves its screens only.
 * The signed-in routes, the sidebar and the dashboard's cards are all read from this list; no
 * part of the kit (lib/, components/, hooks/, test/) or feature imports it.
 */
const AREAS: readonly ConsoleArea[] = [
  dashboardArea,
  navigationArea,
  blogsArea,
  newsArea,
  alertsArea,
  bellSchedulesArea,
  carouselsArea,
  pollsArea,
  noticesArea,
  eventsArea,
  photoAlbumsArea,
  mediaArea,
  videosArea,
  classesArea,
  usersArea,
  staffArea,
  spotlightArea,
  comingSoon('Bulletin Board', '/bulletin-board'),
  pagesArea,
  comingSoon('Analytics', '/analytics'),
  comingSoon('Notifications', '/notifications'),
  settingsArea,
  comingSoon('Help', '/help', HelpCircle),
  profileArea,
];

/** Every signed-in route: each area's screens and old addresses. */
export const CONSOLE_ROUTES = routesOf(AREAS, createElement(LoadingState));

/** The sidebar's entries, in order; those with a card are the dashboard's. */
export const MENU = menuOf(AREAS);
