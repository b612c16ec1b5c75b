import { carousel, carouselElement, CAROUSEL_ELEMENT_BASE } from '@cms/contract';
import type { CarouselElementRow, CarouselRow } from './carousels-tables.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';

/** The one place a carousel row becomes its wire shape, with its elements in order. */
const toCarousel = rowMapping<CarouselRow, [CarouselElementRow[]]>()(carousel, {
  elements: (_row, elements) => elements.map(toElement),
});

/** A website's carousels, newest first. */
export const carouselsTable = scopedTable('carousels', {
  thing: 'Carousel',
  toEntity: toCarousel,
  order: [['id', 'desc']],
});

/** The one place an element row becomes its wire shape. */
const toElement = rowMapping<CarouselElementRow>()(carouselElement, { order: 'order_no' });

/**
 * Each carousel's elements, in `order_no` from 1: its document's children, also edited one at a
 * time (a child resource), and their reorder list.
 */
export const elementsTable = scopedTable('carousel_elements', {
  thing: 'Element',
  toEntity: toElement,
  parentColumn: 'carousel_id',
  ordered: { base: CAROUSEL_ELEMENT_BASE },
});
