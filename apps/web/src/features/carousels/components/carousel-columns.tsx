import type { Carousel, CarouselStatus } from '@cms/contract';
import { badgeColumn, dateColumn, itemTitleColumn } from '@/components/columns';
import type { Column } from '@/components/data-table';
import type { BadgeOption } from '@/components/option-badge';
import { carouselsResource } from '../api';

/** A carousel's status (docs/product/carousels.md §4), in the order the select offers it; a new one is a draft. */
export const STATUS_OPTIONS: BadgeOption<CarouselStatus>[] = [
  { value: 'draft', label: 'Draft', variant: 'outline' },
  { value: 'active', label: 'Active', variant: 'success' },
  { value: 'inactive', label: 'Inactive', variant: 'secondary' },
];

const elementCount = (carousel: Carousel) =>
  carousel.elements.length === 1 ? '1 element' : `${carousel.elements.length} elements`;

/** The carousel list: title and link, status, how many elements, last change. */
export const carouselColumns: Column<Carousel>[] = [
  itemTitleColumn(carouselsResource, (carousel) => carousel.link),
  badgeColumn({ id: 'status', header: 'Status', value: (carousel) => carousel.status, options: STATUS_OPTIONS }),
  { id: 'elements', header: 'Elements', className: 'tabular-nums', cell: elementCount },
  dateColumn({ id: 'updatedDate', header: 'Last updated', value: (carousel) => carousel.updatedDate }),
];
