import {
  carouselElementsContract,
  carouselElementsMessages,
  carouselsContract,
  type Carousel,
  type CarouselElement,
} from '@cms/contract';
import type { z } from 'zod';
import { childResourceEndpoints, FakeTable, resourceEndpoints, type Endpoint } from './fake-api';
import { contentRowMaker, inOrder, listing, nextOrderNo } from './fake-rows';

/* Carousels and their elements on the fake API (test/fake-api.ts), as the server keeps them. */

export const makeCarousel = contentRowMaker<Carousel>((id) => ({
  title: `Carousel ${id}`,
  status: 'draft',
  link: `https://www.riverside.example/carousel-${id}`,
  elements: [],
}));

export function makeElement(id: number, carouselId: number, fields: Partial<CarouselElement> = {}): CarouselElement {
  const orderNo = fields.orderNo ?? fields.order ?? id;
  return {
    id,
    carouselId,
    image: `https://cdn.riverside.example/slides/${id}.jpg`,
    description: `Slide ${id}`,
    ...fields,
    order: orderNo,
    orderNo,
  };
}

export interface CarouselsRows {
  carousels?: Carousel[];
  elements?: CarouselElement[];
}

/** Carousels (newest first, by status), each answered with its elements in order; the elements one at a time. */
export function carouselsEndpoints(rows: CarouselsRows) {
  const carousels = new FakeTable(rows.carousels ?? [], 'Carousel');
  const elements = new FakeTable(rows.elements ?? [], 'Element');
  const withElements = (carousel: Carousel): Carousel => ({
    ...carousel,
    elements: inOrder(elements.all().filter((element) => element.carouselId === carousel.id))
      // A reorder moves `orderNo`; `order` is the same number.
      .map((element) => ({ ...element, order: element.orderNo })),
  });
  const endpoints: Endpoint[] = [
    ...resourceEndpoints({
      table: carousels,
      contract: carouselsContract,
      list: listing({ filters: ['status'] }),
      show: withElements,
      build: (body: z.output<typeof carouselsContract.schemas.request>, id, current) => {
        const { elements: _sent, ...fields } = body;
        return makeCarousel(id, { ...current, ...fields });
      },
      onDelete: (gone) =>
        elements.all().forEach((element) => element.carouselId === gone.id && elements.remove(element.id)),
    }),
    ...childResourceEndpoints({
      parents: carousels,
      table: elements,
      contract: carouselElementsContract,
      thing: 'Element',
      parentOf: (element) => element.carouselId,
      build: (body: z.output<typeof carouselElementsContract.schemas.request>, id, carouselId, current) => {
        const orderNo = current?.orderNo ?? nextOrderNo(elements.all().filter((e) => e.carouselId === carouselId));
        return makeElement(id, carouselId, { ...current, ...body, orderNo });
      },
      reordered: carouselElementsMessages.reordered,
    }),
  ];
  return { endpoints, tables: { carousels, elements } };
}
