import { describe, expect, it } from 'vitest';
import { untyped } from '../../src/platform/kit/any-table.js';
import type { Entity, ResourceCalls } from './resource-calls.js';

/** Rows of another table saved with each row as part of its document (the kit's `saveChildren`). */
export interface ChildrenSpec {
  /** The field of body and entity that lists them, in order: 'elements', 'options', 'blocks'. */
  field: string;
  /** Their table and the column naming the row they belong to. */
  table: string;
  parentColumn: string;
  /** A child a body may carry, told apart by `name`. */
  child: (name: string) => object;
  /** A child's id on the wire: 'id' unless told ('poll_option_id'). */
  id?: string;
  /** An update that leaves `field` out keeps them (else the document is saved whole, and they go). */
  keptWhenLeftOut?: boolean;
}

/**
 * The rules of children saved with their row as one document (a carousel's elements, a poll's
 * options, a page's blocks): a child the document sends back by its id keeps it, in the place the
 * document gives it; a new one is added and any left out is deleted; a child of another row, of
 * the website or another, is never touched when a document names its id; deleting the row takes
 * its children with it.
 */
export function childrenRules(r: ResourceCalls, children: ChildrenSpec) {
  const { field, child } = children;
  const listOf = (entity: Entity) => entity[field] as Entity[];
  const idsOf = (entity: Entity) => listOf(entity).map((each) => each[children.id ?? 'id'] as number);
  const rowsUnder = (id: number) =>
    untyped(r.db()).selectFrom(children.table).select('id').where(children.parentColumn, '=', id).execute();
  /** A body of `valid()` with these children. */
  const withChildren = (list: object[]) => ({ ...r.valid(), [field]: list });
  /** Saves `body` over the row; the test fails unless it answers 200. */
  const save = async (id: number, body: object) => {
    const response = await r.update(r.users.editor, id, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Entity>();
  };

  describe(`${field}, saved with the row`, () => {
    it('keeps the ids of those sent back in their new order, adds a new one and deletes the one left out', async () => {
      const { admin } = r.users;
      const created = await r.create(admin, { [field]: [child('first'), child('second'), child('third')] });
      const [first, second] = listOf(created);
      const updated = await save(created.id, withChildren([second, first, child('new')]));
      const [firstId, secondId, thirdId] = idsOf(created);
      expect(idsOf(updated)).toEqual([secondId, firstId, expect.any(Number)]);
      expect([firstId, secondId, thirdId]).not.toContain(idsOf(updated)[2]);
      expect((await rowsUnder(created.id)).map((row) => row.id).sort()).toEqual([...idsOf(updated)].sort());
      expect(await r.read(admin, created.id)).toEqual(updated);
    });

    if (children.keptWhenLeftOut) {
      it('keeps them when an update leaves them out', async () => {
        const created = await r.create(r.users.admin, { [field]: [child('kept')] });
        const { [field]: _left, ...without } = r.valid();
        expect(idsOf(await save(created.id, without))).toEqual(idsOf(created));
      });
    }

    it('removes them all for an empty list', async () => {
      const created = await r.create(r.users.admin, { [field]: [child('first'), child('second')] });
      expect(listOf(await save(created.id, withChildren([])))).toEqual([]);
      expect(await rowsUnder(created.id)).toEqual([]);
    });

    it("never touches another row's child named by its id, of the website or another: it becomes a new one", async () => {
      const { admin, other } = r.users;
      const mine = await r.create(admin, { [field]: [] });
      const sibling = await r.create(admin, { [field]: [child('sibling')] });
      const theirs = await r.create(other, { [field]: [child('theirs')] });
      const updated = await save(mine.id, withChildren([...listOf(sibling), ...listOf(theirs)]));
      expect(idsOf(updated)).toHaveLength(2);
      for (const id of idsOf(updated)) expect([...idsOf(sibling), ...idsOf(theirs)]).not.toContain(id);
      expect(await r.read(admin, sibling.id)).toEqual(sibling);
      expect(await r.read(other, theirs.id)).toEqual(theirs);
    });

    it('takes them with it on delete', async () => {
      const { admin } = r.users;
      const created = await r.create(admin, { [field]: [child('first'), child('second')] });
      expect(await rowsUnder(created.id)).toHaveLength(2);
      expect((await r.remove(admin, created.id)).statusCode).toBe(200);
      expect(await rowsUnder(created.id)).toEqual([]);
    });
  });
}
