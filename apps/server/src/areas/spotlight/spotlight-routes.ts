import {
  SPOTLIGHT_BASES,
  spotlightCategoriesAt,
  spotlightCategoriesContract,
  spotlightStarsAt,
  spotlightStarsContract,
} from '@cms/contract';
import { areaRoutes, declaredOnly } from '../../platform/area.js';
import { childTableResource } from '../../platform/kit/child-resource.js';
import { registerChildResource } from '../../platform/kit/child-routes.js';
import { registerResourceReorder } from '../../platform/kit/ordering.js';
import { registerResource } from '../../platform/kit/resource-routes.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import { categoriesTable, starsTable } from './spotlight-repository.js';

/** A category's stars: each goes to the `orderNo` its body gives, within its category's order. */
export const stars = childTableResource(spotlightStarsContract, starsTable, {
  parent: categoriesTable,
  columns: (body) => ({
    ...columnsFrom(body, ['name', 'academicClass', 'year', 'description', 'imgUrl']),
    percentage_tenths: Math.round(body.percentage * 10),
  }),
  placed: (body) => body.orderNo,
});

/** Categories, each with how many stars it has; deleting one takes its stars, in its transaction. */
export const categories = tableResource(spotlightCategoriesContract, categoriesTable, {
  columns: ['name', 'description'],
  // Read and deleted with it: a category's body never names its stars.
  children: { table: starsTable },
  files: { kind: 'spotlight', name: 'name', urls: ['img_url'], inChildren: starsTable },
});

/**
 * Spotlight (docs/product/spotlight.md §7): both endpoint groups, `/misc/cms/spotlight/categories` and
 * `/misc/cms/spotlight/cac/categories`, served by the same calls (docs/design.md §9.12).
 */
export const spotlightRoutes = areaRoutes(
  { categories: declaredOnly(categories), stars: declaredOnly(stars) },
  async (app) => {
    for (const base of SPOTLIGHT_BASES) {
      const categoriesHere = { ...categories, contract: spotlightCategoriesAt(base) };
      const starsHere = { ...stars, contract: spotlightStarsAt(base) };
      registerResourceReorder(app, categoriesHere);
      registerResource(app, categoriesHere);
      registerResourceReorder(app, starsHere);
      registerChildResource(app, starsHere);
    }
  },
);
