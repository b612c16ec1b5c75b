import type { SpotlightStar } from '@cms/contract';
import { expect } from 'vitest';
import { publicCases } from '../site-support.js';
import { spotlightArea } from '../../src/areas/spotlight/spotlight-area.js';
import { postCreated, unique, type Client } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const spotlightCategories = resourceOf(spotlightArea.resources.categories, () => ({
  name: unique('Category'),
  description: 'Students who shone this year',
}));

/** A new star of the category, last in it unless `fields` says its `orderNo`. */
export const createStar = (client: Client, categoryId: number, fields: object = {}) =>
  postCreated<SpotlightStar>(
    client,
    spotlightArea.resources.stars.contract.paths.collection.replace(':id', `${categoryId}`),
    {
      name: unique('Star'),
      academicClass: 'Grade 12',
      percentage: 95.5,
      year: 2026,
      description: 'Top of the class',
      orderNo: 1_000,
      ...fields,
    },
  );

/** A star in a new category of the client's website. */
async function starOf(client: Client) {
  const category = await spotlightCategories.create(client);
  return { category, star: await createStar(client, category.id) };
}
const starUrl = (star: SpotlightStar) =>
  `${spotlightArea.resources.stars.contract.paths.collection.replace(':id', `${star.categoryId}`)}/${star.id}`;
const onSite = ({ star }: { star: SpotlightStar }) => ({ path: '/spotlight', text: star.name });

/** The spotlight on the public site: every category of the website that has stars, on the list. */
export const spotlightOnSite = {
  ...publicCases(
    spotlightArea.name,
    '/spotlight',
    { make: starOf, remove: (client, { star }) => client.inject({ method: 'DELETE', url: starUrl(star) }), onSite },
    {
      'deleted category': async ({ admin }) => {
        const made = await starOf(admin);
        expect((await spotlightCategories.remove(admin, made.category.id)).statusCode).toBe(200);
        return onSite(made);
      },
    },
  ),
  api: '/spotlight',
};
