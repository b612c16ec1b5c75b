import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { untyped } from '../src/platform/kit/any-table.js';
import { contentApp, ISO_DATE, type Client } from './content-support.js';
import { expectWrittenSince } from './helper.js';
import { alerts } from './resources/alerts.js';
import { blogs, topics } from './resources/blogs.js';
import { carousels } from './resources/carousels.js';
import { schoolClasses } from './resources/classes.js';
import { news, newsCategories } from './resources/news.js';
import { notices } from './resources/notices.js';
import { pages } from './resources/pages.js';
import { photoAlbums } from './resources/photo-albums.js';
import { polls } from './resources/polls.js';
import { spotlightCategories } from './resources/spotlight.js';
import type { Resource } from './kit/resource.js';

/*
 * Every entity whose product reference names its stamps (docs/product/<area>.md §3) answers them,
 * spelled as it names them, and each says what the database holds: who created the row and when,
 * who changed it last and when. A stamp the contract leaves out is never read back.
 */

const { t, admin, editor } = contentApp();

/** Each stamp's name on the wire, and what it shows: the creation or the last change, its time or its writer. */
const STAMPS: Record<string, ['created' | 'updated', 'at' | 'by']> = {
  createdDate: ['created', 'at'],
  created_date: ['created', 'at'],
  createdAt: ['created', 'at'],
  updatedDate: ['updated', 'at'],
  updated_date: ['updated', 'at'],
  updatedAt: ['updated', 'at'],
  createdBy: ['created', 'by'],
  created_by: ['created', 'by'],
  updatedBy: ['updated', 'by'],
  updated_by: ['updated', 'by'],
};

/** The entities and the stamps their product references name (docs/product/<area>.md §3). */
const named: [string, Resource, string[]][] = [
  ['Blog', blogs, ['createdDate']],
  ['Topic', topics, ['createdDate', 'updatedDate']],
  ['News item', news, ['created_date']],
  ['News category', newsCategories, ['createdDate', 'updatedDate']],
  ['Class', schoolClasses, ['createdAt']],
  ['Notice', notices, ['createdBy', 'updatedBy', 'createdDate', 'updatedDate']],
  ['Alert', alerts, ['createdBy', 'updatedBy', 'createdDate', 'updatedDate']],
  ['Photo album', photoAlbums, ['createdDate']],
  ['Spotlight category', spotlightCategories, ['createdDate']],
  ['Page', pages, ['createdAt', 'updatedAt', 'createdBy', 'updatedBy']],
  ['Carousel', carousels, ['createdAt', 'updatedAt']],
  ['Poll', polls, ['created_by', 'created_date', 'updated_by', 'updated_date']],
];

/** Set before an update, so the update's own time shows without waiting. */
const BACKDATED = '2001-01-01T00:00:00.000Z';

describe.each(named)('%s', (_entity, resource, stamps) => {
  const declared = Object.keys((resource.contract.schemas.entity as z.ZodObject).shape).filter(
    (field) => field in STAMPS,
  );
  const db = () => untyped(t.database.db);
  const rowOf = async (id: number) =>
    (await db().selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Record<
      string,
      unknown
    >;

  /** Each declared stamp of the entity is there, and is the row's time or the writer's id. */
  async function expectStamps(id: number, writers: { created: Client; updated: Client }) {
    const entity = (await resource.read(admin, id)) as Record<string, unknown>;
    const row = await rowOf(id);
    for (const field of declared) {
      const [which, kind] = STAMPS[field]!;
      expect(entity, field).toHaveProperty(field);
      if (kind === 'by') {
        expect(entity[field], field).toBe(writers[which].id);
      } else {
        expect(entity[field], field).toMatch(ISO_DATE);
        expect(entity[field], field).toBe(row[`${which}_at`]);
      }
    }
    return entity;
  }

  it(`declares the stamps its product reference names: ${stamps.join(', ')}`, () => {
    expect(declared).toEqual(expect.arrayContaining(stamps));
  });

  it('reads back who created it and when, and who changed it last and when', async () => {
    const before = Date.now();
    const created = await resource.create(editor);
    const fresh = await expectStamps(created.id, { created: editor, updated: editor });
    for (const field of declared) {
      if (STAMPS[field]![1] === 'at') expectWrittenSince(fresh[field] as string, before);
    }
    await db()
      .updateTable(resource.table)
      .set({ created_at: BACKDATED, updated_at: BACKDATED })
      .where('id', '=', created.id)
      .execute();
    const response = await resource.update(admin, created.id);
    expect(response.statusCode, response.body).toBe(200);
    const changed = await expectStamps(created.id, { created: editor, updated: admin });
    for (const field of declared) {
      const [which, kind] = STAMPS[field]!;
      if (kind === 'at') expect(changed[field] === BACKDATED, field).toBe(which === 'created');
    }
  });
});
