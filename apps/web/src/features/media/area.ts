import { Images } from 'lucide-react';
import { sidebarArea, type SidebarArea } from '@/lib/area';

/** The media library (docs/product/media.md §2): an item is edited at /media/{id}. */
export const mediaArea: SidebarArea = sidebarArea(
  { title: 'Media', icon: Images, card: 'Images, documents, audio and video' },
  {
    '/media': () => import('./screens/media-list-screen').then((m) => m.MediaListScreen),
    '/media/new': () => import('./screens/media-form-screens').then((m) => m.MediaCreateScreen),
    '/media/:id': () => import('./screens/media-form-screens').then((m) => m.MediaEditScreen),
  },
);
