import { z } from 'zod';
import { contentEntity, entity, ordered } from './entities.js';
import { bodyId, requiredContentUrl, requiredText, textOrEmpty } from './fields.js';
import { outcomeMessages } from './messages.js';
import { pageQuery } from './paging.js';
import { collectionPaths, orderedChildPaths } from './paths.js';
import { resourceContract } from './resources.js';

/* Carousels and their elements (docs/product/carousels.md §2 "Carousel", §3, §4, §5, §8; docs/design.md §9.2). */

const base = '/misc/cms/crac/carousels';

export const carouselsPaths = {
  ...collectionPaths('carousels', 'carousel', base),
  /** A carousel's elements; their reorder renumbers them from 1 (docs/product/carousels.md §4). */
  ...orderedChildPaths('elements', 'element', base),
} as const;

/** Carousel elements are numbered from 1 (docs/product/carousels.md §4). */
export const CAROUSEL_ELEMENT_BASE = 1;
/** The most elements a carousel has (issue 25: every list of a document is bounded). */
export const CAROUSEL_ELEMENTS_MAX = 50;

export const CAROUSEL_STATUSES = ['active', 'inactive', 'draft'] as const;
export type CarouselStatus = (typeof CAROUSEL_STATUSES)[number];

export const carouselsMessages = {
  ...outcomeMessages('Carousel', 'carousels'),
  titleRequired: 'Title is required',
  linkRequired: 'Link is required',
  linkInvalid: 'The link must be an http:// or https:// address',
  statusInvalid: `status must be one of ${CAROUSEL_STATUSES.join(', ')}`,
  elementsInvalid: 'elements must be a list of elements',
  tooManyElements: `A carousel has at most ${CAROUSEL_ELEMENTS_MAX} elements`,
  notFound: 'Carousel not found',
} as const;

/** The element dialog's toasts (docs/product/carousels.md §8). */
export const carouselElementsMessages = {
  ...outcomeMessages('Element', 'elements'),
  created: 'Element added successfully',
  reordered: 'Element order updated',
  imageRequired: 'Image URL is required',
  imageInvalid: 'The image URL must be an http:// or https:// address or an uploaded file',
} as const;

/** An element's image: required (docs/product/carousels.md §5), an http(s) address or one of this server's uploads. */
const elementImage = requiredContentUrl(carouselElementsMessages.imageRequired, carouselElementsMessages.imageInvalid);

/** Create and update of one element (the element dialog); its order is the server's (a new one goes last). */
export const carouselElementRequest = z.object({
  image: elementImage,
  description: textOrEmpty(1000),
});
export type CarouselElementRequest = z.input<typeof carouselElementRequest>;

/**
 * Create and update of a carousel (docs/product/carousels.md §5): title and link required, status draft by default
 * (docs/design.md §9.17). `elements`, when sent, are the carousel's elements as one document in their order
 * (a kept one by its id); absent, the elements stay as they are.
 */
export const carouselRequest = z.object({
  title: requiredText(carouselsMessages.titleRequired, 255),
  link: requiredContentUrl(carouselsMessages.linkRequired, carouselsMessages.linkInvalid),
  status: z
    .enum(CAROUSEL_STATUSES, { error: carouselsMessages.statusInvalid })
    .nullish()
    .transform((value) => value ?? 'draft'),
  elements: z
    .array(
      carouselElementRequest.extend({
        id: z
          .union([z.null(), z.literal(0), bodyId])
          .optional()
          .transform((value) => value || undefined),
      }),
      { error: carouselsMessages.elementsInvalid },
    )
    .max(CAROUSEL_ELEMENTS_MAX, carouselsMessages.tooManyElements)
    .optional(),
});
export type CarouselRequest = z.input<typeof carouselRequest>;
export type CarouselBody = z.output<typeof carouselRequest>;

export const carouselElement = entity({
  carouselId: z.number().int(),
  image: z.string(),
  description: z.string(),
  /** Its place in the carousel, from 1 (the spec's `order`; `orderNo` as every ordered row has it). */
  order: z.number().int(),
  ...ordered,
});
export type CarouselElement = z.infer<typeof carouselElement>;

export const carousel = contentEntity({
  title: z.string(),
  status: z.enum(CAROUSEL_STATUSES),
  link: z.string(),
  elements: z.array(carouselElement).max(CAROUSEL_ELEMENTS_MAX),
  /** docs/product/carousels.md §3 names a carousel's dates createdAt and updatedAt. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Carousel = z.infer<typeof carousel>;

/** `GET .../carousels?page&size&status`: newest first, optionally of one status. */
export const carouselListQuery = pageQuery.extend({
  status: z.enum(CAROUSEL_STATUSES, { error: carouselsMessages.statusInvalid }).optional(),
});

/** Carousels (docs/design.md §9.2), each with its elements. */
export const carouselsContract = resourceContract('carousels', {
  paths: { collection: carouselsPaths.carousels, item: carouselsPaths.carousel },
  schemas: { entity: carousel, listQuery: carouselListQuery, request: carouselRequest },
  messages: carouselsMessages,
});

/** A carousel's elements, one at a time (the element dialog), and their reorder. */
export const carouselElementsContract = resourceContract('carousels', {
  tag: 'carousel elements',
  paths: { collection: carouselsPaths.elements, item: carouselsPaths.element, reorder: carouselsPaths.elementsReorder },
  orderBase: CAROUSEL_ELEMENT_BASE,
  schemas: { entity: carouselElement, listQuery: pageQuery, request: carouselElementRequest },
  messages: carouselElementsMessages,
});
