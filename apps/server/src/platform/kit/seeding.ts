import type { ResourceContract } from '@cms/contract';
import type { z } from 'zod';
import type { Trx } from '../../db/database.js';
import type { Actor } from './scoped-table.js';

/** What seeding needs of a resource (`tableResource`): its contract and its create call. */
interface Creatable<C extends ResourceContract, Created> {
  contract: C;
  create(trx: Trx, actor: Actor, body: z.output<C['schemas']['request']>): Promise<Created>;
}

/**
 * An area's demo rows for a website, written as a staff member would (docs/decisions/009): each row
 * parsed with the resource's request schema, so the demo data obeys the same rules as anyone's
 * input, then created through the resource's own create call. `seed(resource, rows)` answers the
 * created rows in order.
 */
export function seeder(trx: Trx, school: Actor) {
  return async <C extends ResourceContract, Created>(resource: Creatable<C, Created>, rows: readonly unknown[]) => {
    type Body = z.output<C['schemas']['request']>;
    const created: Created[] = [];
    for (const row of rows) {
      created.push(await resource.create(trx, school, resource.contract.schemas.request.parse(row) as Body));
    }
    return created;
  };
}
