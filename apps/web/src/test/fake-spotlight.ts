import {
  spotlightCategoriesContract,
  spotlightCategoriesMessages,
  spotlightStarsContract,
  spotlightStarsMessages,
  type SpotlightCategory,
  type SpotlightStar,
} from '@cms/contract';
import type { z } from 'zod';
import { childResourceEndpoints, FakeTable, reorderEndpoint, resourceEndpoints, type Endpoint } from './fake-api';
import { contentRowMaker, FAKE_STAMPS, inOrder, listing, nextOrderNo } from './fake-rows';

/* Spotlight categories and their stars on the fake API (test/fake-api.ts), as the server keeps them. */

export const makeCategory = contentRowMaker<SpotlightCategory>((id) => ({
  name: `Category ${id}`,
  description: `About category ${id}`,
  orderNo: id,
  starCount: 0,
}));

export function makeStar(id: number, categoryId: number, fields: Partial<SpotlightStar> = {}): SpotlightStar {
  return {
    id,
    assetOwnerId: 1,
    categoryId,
    name: `Star ${id}`,
    imgUrl: null,
    academicClass: 'Grade 12',
    percentage: 95.5,
    description: `Star ${id} did well`,
    year: 2026,
    orderNo: id,
    ...FAKE_STAMPS,
    ...fields,
  };
}

export interface SpotlightRows {
  spotlight?: SpotlightCategory[];
  stars?: SpotlightStar[];
}

/** The categories (read whole, with their star counts) and each one's stars, in order. */
export function spotlightEndpoints(rows: SpotlightRows) {
  const categories = new FakeTable(rows.spotlight ?? [], 'Spotlight category');
  const stars = new FakeTable(rows.stars ?? [], 'Spotlight star');
  const counted = (category: SpotlightCategory) => ({
    ...category,
    starCount: stars.all().filter((star) => star.categoryId === category.id).length,
  });
  const endpoints: Endpoint[] = [
    ...resourceEndpoints({
      table: categories,
      contract: spotlightCategoriesContract,
      list: listing({ order: inOrder }),
      show: counted,
      build: (body: z.output<typeof spotlightCategoriesContract.schemas.request>, id, current) =>
        makeCategory(id, { ...current, ...body, orderNo: current?.orderNo ?? nextOrderNo(categories.all()) }),
      onDelete: (gone) => stars.all().forEach((star) => star.categoryId === gone.id && stars.remove(star.id)),
    }),
    reorderEndpoint(categories, spotlightCategoriesContract, spotlightCategoriesMessages.reordered),
    ...childResourceEndpoints({
      parents: categories,
      table: stars,
      contract: spotlightStarsContract,
      thing: 'Spotlight star',
      parentOf: (star) => star.categoryId,
      build: (body: z.output<typeof spotlightStarsContract.schemas.request>, id, categoryId, current) =>
        makeStar(id, categoryId, { ...current, ...body }),
      reordered: spotlightStarsMessages.reordered,
    }),
  ];
  return { endpoints, tables: { spotlight: categories, stars } };
}
