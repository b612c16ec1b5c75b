import { describe, expect, it } from 'vitest';
import { expectError } from '../content-support.js';
import type { ResourceCalls, ResourceSuite } from './resource-calls.js';

/**
 * The rules of a resource whose name is unique per website without regard to case (topics, news
 * categories): a look-up by name, and 409 for a name another row of the website has.
 */
export function namedRules(r: ResourceCalls, spec: ResourceSuite, taken: string) {
  const notFound = `${spec.thing} not found`;
  const nameOf = (entity: object) => (entity as Record<string, string>)[spec.name]!;
  const named = (name: string) => ({ ...spec.valid(), [spec.name]: name });

  describe('names', () => {
    it("finds a row by its name, whatever the case; 404 for an unknown name or another website's", async () => {
      const { admin, viewer, other } = r.users;
      const created = await r.create(admin);
      for (const name of [nameOf(created), nameOf(created).toUpperCase()]) {
        expect((await r.getByName(viewer, name)).json()).toEqual(created);
      }
      expectError(await r.getByName(admin, 'No row has this name'), 404, notFound);
      const theirs = await r.create(other);
      expectError(await r.getByName(admin, nameOf(theirs)), 404, notFound);
    });

    it(`refuses a name the website already has, in any case, with 409 '${taken}'; another website may use it`, async () => {
      const { admin, other } = r.users;
      const name = nameOf(await r.create(admin));
      const total = await r.total(admin);
      for (const same of [name.toUpperCase(), ` ${name.toLowerCase()} `]) {
        expectError(await r.post(admin, named(same)), 409, taken);
      }
      expect(await r.total(admin)).toBe(total);
      expect(nameOf(await r.create(other, named(name)))).toBe(name);
    });

    it("lets a row change the case of its own name, and refuses another row's name with 409", async () => {
      const { admin } = r.users;
      const [first, second] = [await r.create(admin), await r.create(admin)];
      const shouted = nameOf(first).toUpperCase();
      expect((await r.update(admin, first.id, named(shouted))).statusCode).toBe(200);
      expectError(await r.update(admin, first.id, named(nameOf(second).toLowerCase())), 409, taken);
      expect(nameOf((await r.get(admin, first.id)).json())).toBe(shouted);
    });
  });
}
