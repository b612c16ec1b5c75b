import { Video } from 'lucide-react';
import type { SidebarArea } from '@/lib/area';

/** The video gallery (docs/product/videos.md §2). */
export const videosArea: SidebarArea = {
  menu: { title: 'Video Gallery', path: '/video-gallery', icon: Video, card: 'Videos of school life' },
  screens: {
    '/video-gallery': () => import('./screens/video-gallery-screen').then((m) => m.VideoGalleryScreen),
  },
};
