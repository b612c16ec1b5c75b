import { versionMessages } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { expectError, UNKNOWN_ID } from '../content-support.js';
import type { ResourceCalls, ResourceSuite } from './resource-calls.js';

/**
 * The rules of a document saved with the version it was read at (the kit's `versions.ts`; the
 * contract's `versionField`): a new row is version 1 whatever the body says, and each save adds
 * one; a save made from an older version is a 409 that keeps the other save, and a save that sends
 * no version (docs/product/README.md "Calls") saves regardless.
 */
export function versionRules(
  r: ResourceCalls,
  spec: ResourceSuite,
  { stale }: NonNullable<ResourceSuite['versioned']>,
) {
  const invalid = versionMessages.versionInvalid;
  const at = (version: unknown): Record<string, unknown> => ({ ...r.valid(), version });

  describe('versions', () => {
    it('makes a new row version 1 whatever the body says, and adds one at each save', async () => {
      const { admin } = r.users;
      const created = await r.create(admin, { version: 7 });
      expect(created.version).toBe(1);
      expect((await r.update(admin, created.id)).json()).toMatchObject({ version: 2 });
    });

    it('refuses a save made from an older version with 409, offering to reload, and keeps the other save', async () => {
      const { admin, editor } = r.users;
      expect(stale).toMatch(/Reload/);
      const created = await r.create(admin);
      // Two tabs open version 1; the first saves.
      const first = at(1);
      const saved = await r.update(admin, created.id, first);
      expect(saved.json()).toMatchObject({ [spec.name]: first[spec.name], version: 2 });
      expectError(await r.update(editor, created.id, at(1)), 409, stale);
      expect(await r.read(admin, created.id)).toEqual(saved.json());
      // Reloaded, the second tab saves from version 2.
      expect((await r.update(editor, created.id, at(2))).json()).toMatchObject({ version: 3 });
      // A client that sends no version still saves.
      expect((await r.update(editor, created.id)).json()).toMatchObject({ version: 4 });
      expectError(await r.update(admin, UNKNOWN_ID, at(1)), 404, `${spec.thing} not found`);
    });

    it.each([0, 'two', 1.5])(`refuses the version %j with 400 '${invalid}', changing nothing`, async (version) => {
      const { admin } = r.users;
      const created = await r.create(admin);
      const total = await r.total(admin);
      expectError(await r.post(admin, at(version)), 400, invalid);
      expectError(await r.update(admin, created.id, at(version)), 400, invalid);
      expect(await r.total(admin)).toBe(total);
      expect(await r.read(admin, created.id)).toEqual(created);
    });
  });
}
