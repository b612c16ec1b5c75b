import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

/** A website's carousels, newest first; status active, inactive or draft. */
export interface CarouselsTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  link: string;
  status: string;
}
export type CarouselRow = Selectable<CarouselsTable>;

/** A carousel's elements, in `order_no` from 1. */
export interface CarouselElementsTable extends ContentAudit {
  id: Generated<number>;
  carousel_id: number;
  image: string;
  description: string;
  order_no: number;
}
export type CarouselElementRow = Selectable<CarouselElementsTable>;

declare module '../../db/schema.js' {
  interface Database {
    carousels: CarouselsTable;
    carousel_elements: CarouselElementsTable;
  }
}
