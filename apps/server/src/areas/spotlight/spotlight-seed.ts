import type { Trx } from '../../db/database.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import { categories, stars } from './spotlight-routes.js';

/** The demo school's spotlight: two categories, each with its stars in order. */
export async function seedSpotlight(trx: Trx, school: Actor) {
  const [toppers, athletes] = await seeder(trx, school)(categories, [
    { name: 'Academic Toppers', description: 'Students with the highest marks in the board examinations.' },
    { name: 'Sports Champions', description: 'Students who won at district and state level this year.' },
  ]);
  const starsOf = async (categoryId: number, rows: [string, string, number, string][]) => {
    for (const [index, [name, academicClass, percentage, description]] of rows.entries()) {
      const body = stars.contract.schemas.request.parse({
        name,
        academicClass,
        percentage,
        description,
        year: 2026,
        orderNo: index + 1,
      });
      await stars.create(trx, school, categoryId, body);
    }
  };
  await starsOf(toppers!.id, [
    ['Priya Sharma', 'Grade 12', 98.6, 'First in the district in science.'],
    ['Daniel Kim', 'Grade 12', 97.2, 'Full marks in mathematics.'],
    ['Amara Okoye', 'Grade 10', 96.8, 'Top of the school in the Grade 10 boards.'],
  ]);
  await starsOf(athletes!.id, [
    ['Lucas Martin', 'Grade 11', 88.5, 'State champion in the 400 m.'],
    ['Sofia Rossi', 'Grade 9', 91, 'Captain of the district-winning basketball team.'],
  ]);
}
