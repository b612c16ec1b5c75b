import { GalleryHorizontal } from 'lucide-react';
import type { SidebarArea } from '@/lib/area';

/** Carousels (docs/product/carousels.md §2): listed at /carousel-list, each at /carousel/{id}. */
export const carouselsArea: SidebarArea = {
  menu: { title: 'Carousel', path: '/carousel-list', icon: GalleryHorizontal, card: 'Home page carousels' },
  screens: {
    '/carousel-list': () => import('./screens/carousel-list-screen').then((m) => m.CarouselListScreen),
    '/carousel/new': () => import('./screens/carousel-form-screen').then((m) => m.CarouselCreateScreen),
    '/carousel/:id': () => import('./screens/carousel-view-screen').then((m) => m.CarouselViewScreen),
    '/carousel/:id/edit': () => import('./screens/carousel-form-screen').then((m) => m.CarouselEditScreen),
  },
};
