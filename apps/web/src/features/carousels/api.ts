import { GalleryHorizontal } from 'lucide-react';
import {
  CAROUSEL_ELEMENT_BASE,
  carouselElementsContract,
  carouselElementsMessages,
  carouselsContract,
  carouselsMessages,
  type Carousel,
  type CarouselElement,
  type CarouselElementRequest,
  type CarouselRequest,
} from '@cms/contract';
import { defineChildResource, defineResource } from '@/lib/resource';

/** Carousels (`/misc/cms/crac/carousels`, DESIGN §9.2): listed at /carousel-list, shown and edited at /carousel/{id}. */
export const carouselsResource = defineResource<Carousel, CarouselRequest>({
  key: 'carousels',
  contract: carouselsContract,
  messages: carouselsMessages,
  screens: {
    path: '/carousel-list',
    itemBase: '/carousel',
    title: 'Carousel',
    thing: ['Carousel', 'carousel', 'carousels'],
    icon: GalleryHorizontal,
  },
});

/** One carousel's elements (`.../carousels/{id}/elements`), added, edited and reordered in the element dialog. */
export const elementsOf = defineChildResource<CarouselElement, CarouselElementRequest>((carouselId) => ({
  key: 'carousel-elements',
  contract: carouselElementsContract,
  messages: carouselElementsMessages,
  orderBase: CAROUSEL_ELEMENT_BASE,
  // The carousel answers its elements: a change of one shows there.
  parent: carouselsResource,
  screens: {
    path: `/carousel/${carouselId}`,
    title: 'Elements',
    thing: ['Element', 'element', 'elements'],
    icon: GalleryHorizontal,
  },
}));
