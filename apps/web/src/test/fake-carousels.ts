import {
  carouselElementsContract,
  carouselElementsMessages,
  carouselsContract,
  type Carousel,
  type CarouselElement,
} from '@cms/contract';
import type { z } from 'zod';
import { childResourceEndpoints, FAKE_STAMPS, FakeTable, resourceEndpoints, type Endpoint } from './fake-api';

/* Carousels and their elements on the fake API (test/fake-api.ts), as the server keeps them. */

export function makeCarousel(id: number, fields: Partial<Carousel> = {}): Carousel {
  return {
    id,
    assetOwnerId: 1,
    title: `Carousel ${id}`,
    status: 'draft',
    link: `https://www.riverside.example/carousel-${id}`,
    elements: [],
    ...FAKE_STAMPS,
    ...fields,
  };
}

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
    elements: elements
      .all()
      .filter((element) => element.carouselId === carousel.id)
      .sort((a, b) => a.orderNo - b.orderNo || a.id - b.id)
      // A reorder moves `orderNo`; `order` is the same number.
      .map((element) => ({ ...element, order: element.orderNo })),
  });
  const endpoints: Endpoint[] = [
    ...resourceEndpoints({
      table: carousels,
      contract: carouselsContract,
      list: (all, query) =>
        all
          .filter((carousel) => !query.status || carousel.status === query.status)
          .sort((a, b) => b.id - a.id)
          .map(withElements),
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
        const last = Math.max(
          0,
          ...elements
            .all()
            .filter((e) => e.carouselId === carouselId)
            .map((e) => e.orderNo),
        );
        return makeElement(id, carouselId, { ...current, ...body, orderNo: current?.orderNo ?? last + 1 });
      },
      reordered: carouselElementsMessages.reordered,
    }),
  ];
  return { endpoints, tables: { carousels, elements } };
}
