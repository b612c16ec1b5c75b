import { carouselElementsContract, carouselsContract } from '@cms/contract';
import { areaRoutes } from '../../platform/area.js';
import { childTableResource } from '../../platform/kit/child-resource.js';
import { registerResourceReorder } from '../../platform/kit/ordering.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { carouselsTable, elementsTable } from './carousels-repository.js';

/**
 * Carousels, each saved with its elements when the body sends them; its elements go with it. The
 * public site shows only active ones (docs/product/carousels.md §4).
 */
export const carousels = tableResource(carouselsContract, carouselsTable, {
  columns: ['title', 'link', 'status'],
  children: {
    table: elementsTable,
    of: (body) => body.elements?.map(({ id, image, description }) => ({ id, values: { image, description } })),
  },
  list: (query) => ({ filters: { status: query.status } }),
  visible: { filters: { status: 'active' } },
  // Its link may be an uploaded file too (a PDF), beside its elements' images.
  files: [
    { kind: 'carousel', name: 'title', urls: ['link'] },
    { kind: 'carousel', name: 'title', urls: ['image'], inChildren: elementsTable },
  ],
});

/** A carousel's elements one at a time (the element dialog): a new one goes last. */
export const carouselElementCalls = childTableResource(carouselElementsContract, elementsTable, {
  parent: carouselsTable,
  columns: ['image', 'description'],
});

/** Carousels (`/misc/cms/crac/carousels`, docs/design.md §9.2), their elements and the elements' reorder. */
export const carouselsRoutes = areaRoutes({ carousels, elements: carouselElementCalls }, async (app) => {
  // A carousel's link may point at an uploaded file (the orphan sweep keeps it).
  app.deps.fileUses.keep({ table: 'carousels', urls: ['link'] });
  registerResourceReorder(app, carouselElementCalls);
});
