import { describe, expect, it } from 'vitest';
import { untyped } from '../../src/platform/kit/any-table.js';
import { expectError, unique, UNKNOWN_ID } from '../content-support.js';
import type { Entity, ResourceCalls } from './resource-calls.js';
import type { Resource } from './resource.js';

/** Rows of another resource linked to each row (the kit's `linkTable`: blogs' topics, news categories). */
export interface LinkSpec {
  /** The linked resource, what a missing one of its rows is called and its name field. */
  target: Resource;
  thing: string;
  label: string;
  /** The body's field naming the linked rows' ids, and the entity's field listing them (`{id, ...}`). */
  field: string;
  listed: string;
  /** The link table and its columns: the row's id and the linked row's. */
  table: string;
  from: string;
  to: string;
}

/**
 * The rules of links (the area kit's `tableResource` with `links`): a body names the linked rows by
 * id, each listed once by name; an update that names none keeps them, one that does replaces them;
 * another website's or an unknown row is a 404 that changes nothing; deleting either side takes
 * the links with it and leaves the other side's rows.
 */
export function linkRules(r: ResourceCalls, links: LinkSpec) {
  const { target, label, field } = links;
  const listedIds = (entity: Entity) => (entity[links.listed] as Entity[]).map((linked) => linked.id);
  const linksOf = (column: string, id: number) =>
    untyped(r.db()).selectFrom(links.table).selectAll().where(column, '=', id).execute();
  const notFound = `${links.thing} not found`;

  describe('links', () => {
    it('links the rows a body names by id, each once, listed by name without regard to case', async () => {
      const { admin } = r.users;
      const late = await target.create(admin, { [label]: unique('zz Linked') });
      const early = await target.create(admin, { [label]: unique('AA Linked') });
      const created = await r.create(admin, { [field]: [late.id, early.id, String(late.id)] });
      expect(listedIds(created)).toEqual([early.id, late.id]);
      expect(await r.read(admin, created.id)).toEqual(created);
    });

    it('keeps the links when an update names none, replaces them when it does; [] removes them all', async () => {
      const { admin, editor } = r.users;
      const [a, b] = [await target.create(admin), await target.create(admin)];
      const created = await r.create(admin, { [field]: [a.id] });
      const update = async (fields: object) => {
        const response = await r.update(editor, created.id, { ...r.valid(), ...fields });
        expect(response.statusCode, response.body).toBe(200);
        return listedIds(response.json());
      };
      expect(await update({})).toEqual([a.id]);
      expect(new Set(await update({ [field]: [b.id, a.id] }))).toEqual(new Set([a.id, b.id]));
      expect(await update({ [field]: [b.id] })).toEqual([b.id]);
      expect(await update({ [field]: [] })).toEqual([]);
      expect(await linksOf(links.from, created.id)).toEqual([]);
    });

    it(`answers 404 '${notFound}' for an unknown or another website's row, changing nothing`, async () => {
      const { admin, other } = r.users;
      const theirs = await target.create(other);
      const mine = await target.create(admin);
      const total = await r.total(admin);
      for (const ids of [[UNKNOWN_ID], [mine.id, theirs.id]]) {
        expectError(await r.post(admin, { ...r.valid(), [field]: ids }), 404, notFound);
      }
      expect(await r.total(admin)).toBe(total);
      const created = await r.create(admin, { [field]: [mine.id] });
      expectError(await r.update(admin, created.id, { ...r.valid(), [field]: [theirs.id] }), 404, notFound);
      expect(await r.read(admin, created.id)).toEqual(created);
    });

    it('deletes a row with its links, not the rows it linked', async () => {
      const { admin, editor } = r.users;
      const linked = await target.create(admin);
      const created = await r.create(admin, { [field]: [linked.id] });
      expect(await linksOf(links.from, created.id)).toHaveLength(1);
      expect((await r.remove(editor, created.id)).statusCode).toBe(200);
      expect(await linksOf(links.from, created.id)).toEqual([]);
      expect(await target.read(admin, linked.id)).toEqual(linked);
    });

    it('shows a linked row renamed; a linked row deleted leaves the rows that linked it', async () => {
      const { admin, editor } = r.users;
      const [gone, kept] = [await target.create(admin), await target.create(admin)];
      const created = await r.create(admin, { [field]: [gone.id, kept.id] });
      const renamed = unique('Renamed');
      expect((await target.update(editor, kept.id, { ...target.valid(), [label]: renamed })).statusCode).toBe(200);
      expect((await target.remove(editor, gone.id)).statusCode).toBe(200);
      const after = await r.read(admin, created.id);
      expect(after[links.listed]).toEqual([expect.objectContaining({ id: kept.id, [label]: renamed })]);
      expect(await linksOf(links.to, gone.id)).toEqual([]);
    });
  });
}
