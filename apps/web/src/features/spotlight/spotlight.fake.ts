import {
  spotlightCategoriesContract,
  spotlightStarsContract,
  type SpotlightCategory,
  type SpotlightStar,
} from '@cms/contract';
import { childResourceEndpoints, fakeArea, resourceEndpoints, table } from '@/test/fake-api';
import { contentRowMaker } from '@/test/fake-rows';

/* Spotlight categories and their stars on the fake API (test/fake-api.ts), as the server keeps them. */

export const makeCategory = contentRowMaker<SpotlightCategory>((id) => ({
  name: `Category ${id}`,
  description: `About category ${id}`,
  orderNo: id,
  starCount: 0,
}));

const starRow = contentRowMaker<SpotlightStar>((id) => ({
  categoryId: 1,
  name: `Star ${id}`,
  imgUrl: null,
  academicClass: 'Grade 12',
  percentage: 95.5,
  description: `Star ${id} did well`,
  year: 2026,
  orderNo: id,
}));

/** A star of the category `categoryId`. */
export const makeStar = (id: number, categoryId: number, fields: Partial<SpotlightStar> = {}) =>
  starRow(id, { categoryId, ...fields });

/** The categories (read whole, with their star counts) and each one's stars, in order. */
const spotlightFake = fakeArea(
  { spotlight: table<SpotlightCategory>('Spotlight category'), stars: table<SpotlightStar>('Spotlight star') },
  ({ spotlight: categories, stars }) => {
    const counted = (category: SpotlightCategory) => ({
      ...category,
      starCount: stars.all().filter((star) => star.categoryId === category.id).length,
    });
    return [
      ...resourceEndpoints({
        table: categories,
        contract: spotlightCategoriesContract,
        show: counted,
        make: makeCategory,
        onDelete: (gone) => stars.all().forEach((star) => star.categoryId === gone.id && stars.remove(star.id)),
        ordered: true,
      }),
      ...childResourceEndpoints({
        parents: categories,
        table: stars,
        contract: spotlightStarsContract,
        thing: 'Spotlight star',
        parentOf: (star) => star.categoryId,
        make: makeStar,
      }),
    ];
  },
);

export default spotlightFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    spotlight: typeof spotlightFake;
  }
}
