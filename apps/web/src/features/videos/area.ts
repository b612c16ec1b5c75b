import { Video } from 'lucide-react';
import { sidebarArea, type SidebarArea } from '@/lib/area';

/** The video gallery (docs/product/videos.md §2). */
export const videosArea: SidebarArea = sidebarArea(
  { title: 'Video Gallery', icon: Video, card: 'Videos of school life' },
  {
    '/video-gallery': () => import('./screens/video-gallery-screen').then((m) => m.VideoGalleryScreen),
  },
);
