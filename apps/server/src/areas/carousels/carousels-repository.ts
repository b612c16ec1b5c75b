import { CAROUSEL_ELEMENT_BASE, type Carousel, type CarouselElement, type CarouselStatus } from '@cms/contract';
import type { CarouselElementRow, CarouselRow } from '../../db/schema.js';
import { childrenOf, type ChildList } from '../../platform/kit/children.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { contentRowOf } from '../../platform/kit/stamps.js';

/** A website's carousels, newest first. */
export const carouselsTable = scopedTable('carousels', { thing: 'Carousel', order: [['id', 'desc']] });

/** Each carousel's elements, in `order_no` from 1 (spec 02 §4): a document's children and their reorder list. */
export const elementsTable = scopedTable('carousel_elements', {
  thing: 'Element',
  ordered: { base: CAROUSEL_ELEMENT_BASE, parentColumn: 'carousel_id' },
});
export const elementChildren = {
  table: 'carousel_elements',
  parentColumn: 'carousel_id',
  order: { column: 'order_no', base: CAROUSEL_ELEMENT_BASE },
} satisfies ChildList;
export const carouselElements = childrenOf<CarouselElementRow>(elementChildren);

/** The one place an element row becomes its wire shape. */
export const toElement = (row: CarouselElementRow): CarouselElement => ({
  id: row.id,
  carouselId: row.carousel_id,
  image: row.image,
  description: row.description,
  orderNo: row.order_no,
  order: row.order_no,
});

/** The one place a carousel row becomes its wire shape, with its elements in order. */
export const toCarousel = (row: CarouselRow, elements: CarouselElementRow[]): Carousel => ({
  title: row.title,
  link: row.link,
  status: row.status as CarouselStatus,
  elements: elements.map(toElement),
  ...contentRowOf(row),
});
