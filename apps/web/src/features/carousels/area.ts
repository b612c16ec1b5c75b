import { GalleryHorizontal } from 'lucide-react';
import { itemArea, type SidebarArea } from '@/lib/area';

/** Carousels (docs/product/carousels.md §2): listed at /carousel-list, each at /carousel/{id}. */
export const carouselsArea: SidebarArea = itemArea(
  {
    title: 'Carousel',
    path: '/carousel-list',
    icon: GalleryHorizontal,
    card: 'Home page carousels',
    itemBase: '/carousel',
  },
  import.meta.glob('./screens/*-{list,view,form}-screen.tsx'),
);
