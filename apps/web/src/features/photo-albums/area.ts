import { Image } from 'lucide-react';
import { sidebarArea, type SidebarArea } from '@/lib/area';

/** Photo albums and their photos (docs/product/photo-albums.md §2). */
export const photoAlbumsArea: SidebarArea = sidebarArea(
  { title: 'Photo Album', icon: Image, card: 'Photo albums and photos' },
  {
    '/photo-album': () => import('./screens/photo-albums-screen').then((m) => m.PhotoAlbumsScreen),
    // The reference's {albumId}; `:id` is what the kit's item routes read.
    '/photo-album/:id': () => import('./screens/photo-album-screen').then((m) => m.PhotoAlbumScreen),
  },
);
