import { carouselElementsContract, carouselsContract, type Carousel, type CarouselElement } from '@cms/contract';
import { childResourceEndpoints, fakeArea, resourceEndpoints, table } from '@/test/fake-api';
import { contentRowMaker, FAKE_STAMPS, inOrder, listing } from '@/test/fake-rows';

/* Carousels and their elements on the fake API (test/fake-api.ts), as the server keeps them. */

export const makeCarousel = contentRowMaker<Carousel>((id) => ({
  title: `Carousel ${id}`,
  status: 'draft',
  link: `https://www.riverside.example/carousel-${id}`,
  elements: [],
  createdAt: FAKE_STAMPS.createdDate,
  updatedAt: FAKE_STAMPS.updatedDate,
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

/** Carousels (newest first, by status), each answered with its elements in order; the elements one at a time. */
const carouselsFake = fakeArea(
  { carousels: table<Carousel>('Carousel'), elements: table<CarouselElement>('Element') },
  ({ carousels, elements }) => {
    const withElements = (carousel: Carousel): Carousel => ({
      ...carousel,
      elements: inOrder(elements.all().filter((element) => element.carouselId === carousel.id))
        // A reorder moves `orderNo`; `order` is the same number.
        .map((element) => ({ ...element, order: element.orderNo })),
    });
    return [
      ...resourceEndpoints({
        table: carousels,
        contract: carouselsContract,
        list: listing({ filters: ['status'] }),
        show: withElements,
        build: (body, id, current) => {
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
        make: makeElement,
      }),
    ];
  },
);

export default carouselsFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    carousels: typeof carouselsFake;
  }
}
