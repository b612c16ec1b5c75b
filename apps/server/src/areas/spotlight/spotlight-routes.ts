import {
  SPOTLIGHT_BASES,
  spotlightCategoriesAt,
  spotlightCategoriesContract,
  spotlightCategoriesMessages,
  spotlightStarsAt,
  spotlightStarsContract,
  spotlightStarsMessages,
} from '@cms/contract';
import type { FastifyPluginAsync } from 'fastify';
import { childTableResource } from '../../platform/kit/child-resource.js';
import { registerChildResource } from '../../platform/kit/child-routes.js';
import { registerResourceReorder } from '../../platform/kit/ordering.js';
import { registerResource } from '../../platform/kit/resource-routes.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import {
  categoriesTable,
  categoryList,
  categoryStars,
  starLists,
  starsOfCategories,
  starsTable,
  toCategory,
  toStar,
} from './spotlight-repository.js';

/** Categories, each with how many stars it has; deleting one takes its stars, in its transaction. */
export const categories = tableResource(spotlightCategoriesContract, categoriesTable, {
  toEntity: toCategory,
  columns: ({ name, description }) => ({ name, description }),
  // Read only: a category's body never names its stars.
  links: { table: starsOfCategories },
  ordered: categoryList,
  removing: (trx, websiteId, id) => categoryStars.removeUnder(trx, websiteId, id),
});

/** A category's stars: each goes to the `orderNo` its body gives, within its category's order. */
export const stars = childTableResource(spotlightStarsContract, starsTable, {
  parent: categoriesTable,
  ordered: starLists,
  toEntity: toStar,
  columns: (body) => ({
    name: body.name,
    academic_class: body.academicClass,
    percentage_tenths: Math.round(body.percentage * 10),
    year: body.year,
    description: body.description,
    img_url: body.imgUrl,
  }),
  placed: (body) => body.orderNo,
});

/**
 * Spotlight (spec 02 §7): both endpoint groups, `/misc/cms/spotlight/categories` and
 * `/misc/cms/spotlight/cac/categories`, served by the same calls (DESIGN §9.12).
 */
export const spotlightRoutes: FastifyPluginAsync = async (app) => {
  for (const base of SPOTLIGHT_BASES) {
    const categoriesHere = { ...categories, contract: spotlightCategoriesAt(base) };
    const starsHere = { ...stars, contract: spotlightStarsAt(base) };
    registerResourceReorder(app, categoriesHere, spotlightCategoriesMessages.reordered);
    registerResource(app, categoriesHere);
    registerResourceReorder(app, starsHere, spotlightStarsMessages.reordered);
    registerChildResource(app, starsHere);
  }
};
