import { orderingMessages, orderOf } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { expectError, UNKNOWN_ID } from '../content-support.js';
import type { ResourceCalls } from './resource-calls.js';

/**
 * The reorder rules of an ordered scoped resource (docs/decisions/009, "Reordering a partial list"),
 * read back from `order_no` itself: a list's order is what the reorder call promises, whatever
 * order the resource's own list call answers in.
 */
export function orderingRules(r: ResourceCalls, thing: string, { base }: { base: 0 | 1 }) {
  const notFound = `${thing} not found`;
  const numbered = (count: number) => Array.from({ length: count }, (_, index) => base + index);

  /** The ids of the website's list in order, with at least `count` rows in it. */
  async function listOf(count: number) {
    await r.fill(r.users.admin, count);
    return (await r.order(r.users.admin)).ids;
  }

  describe('reordering', () => {
    it('puts a new row at the end of its list', async () => {
      const { admin } = r.users;
      await listOf(2);
      const before = await r.order(admin);
      const created = await r.create(admin);
      const after = await r.order(admin);
      expect(after.ids).toEqual([...before.ids, created.id]);
      expect(after.numbers.at(-1)).toBe(Math.max(...before.numbers) + 1);
    });

    it(`applies a full reorder, numbering the list from ${base}`, async () => {
      const { admin } = r.users;
      const reversed = (await listOf(3)).reverse();
      const response = await r.reorder(admin, orderOf(reversed, base));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(await r.order(admin)).toEqual({ ids: reversed, numbers: numbered(reversed.length) });
    });

    it('moves only the rows a partial reorder names; the others keep their order around them', async () => {
      const { admin } = r.users;
      const ids = await listOf(4);
      const [firstId, secondId] = ids;
      const lastId = ids.at(-1)!;
      // One page of a paged screen: the last row dragged to the top, the first one to third place.
      const moves = [
        { id: lastId, orderNo: base },
        { id: firstId!, orderNo: base + 2 },
      ];
      expect((await r.reorder(admin, moves)).statusCode).toBe(200);
      const expected = [lastId, secondId!, firstId!, ...ids.slice(2, -1)];
      expect(await r.order(admin)).toEqual({ ids: expected, numbers: numbered(ids.length) });
    });

    it("answers 404 for an unknown or another website's id and 400 for a repeated one, changing nothing", async () => {
      const { admin, other } = r.users;
      const ids = await listOf(2);
      await r.fill(other, 1);
      const theirs = await r.order(other);
      const reversed = orderOf([...ids].reverse(), base);
      const refused: [typeof reversed, number, string][] = [
        [[...reversed, { id: UNKNOWN_ID, orderNo: base }], 404, notFound],
        [[...reversed, { id: theirs.ids[0]!, orderNo: base }], 404, notFound],
        [[...reversed, { ...reversed[0]!, orderNo: base + 5 }], 400, orderingMessages.duplicateId],
      ];
      for (const [items, status, message] of refused) expectError(await r.reorder(admin, items), status, message);
      expectError(await r.reorder(other, reversed), 404, notFound);
      expect((await r.order(admin)).ids).toEqual(ids);
      expect(await r.order(other)).toEqual(theirs);
    });
  });
}
