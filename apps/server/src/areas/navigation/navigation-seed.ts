import type { Trx } from '../../db/database.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { createDefaultMenu } from './navigation-routes.js';

/** The demo school's menu is the default menu, written by the call the console's empty state makes. */
export async function seedNavigation(trx: Trx, school: Actor) {
  await createDefaultMenu(trx, school);
}
