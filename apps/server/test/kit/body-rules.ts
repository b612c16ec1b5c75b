import { describe, expect, it } from 'vitest';
import { BAD_URLS, expectBrokenJsonRefused, expectError, GOOD_URLS, refusedBodies } from '../content-support.js';
import { expectStamps, type Entity, type ResourceCalls, type ResourceSuite } from './resource-calls.js';

/** The fields the server stamps (`expectStamps` checks them against the row). */
const STAMPS = new Set([
  'createdDate',
  'updatedDate',
  'created_date',
  'updated_date',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
  'assetOwnerId',
  // The spec's snake_case spellings (polls).
  'created_by',
  'updated_by',
  'asset_owner_id',
]);

/** A 400 for a body the schema refuses: its message, and the first issue at the body with the same. */
async function expectRefused(response: Awaited<ReturnType<ResourceCalls['post']>>, message: string) {
  expectError(response, 400, message);
  expect(response.json().issues[0]).toMatchObject({ path: expect.stringMatching(/^body/), message });
}

/**
 * What a resource makes of bodies: `created` is a body and the row it makes (the server's defaults;
 * stamps apart), `updated` a row, an update's body and what it makes of the row; each of
 * `refused` is a 400 with its message on create and on update, and changes nothing; each of
 * `urls` keeps a good URL, stores none for a blank one and refuses a bad one (docs/design.md §4: http(s)://
 * or this server's uploads).
 */
export function bodyRules(r: ResourceCalls, spec: ResourceSuite) {
  const { urls } = spec;
  const refused = refusedBodies({}, spec.refused ?? {});
  describe('bodies', () => {
    const { created, updated } = spec;
    if (created) {
      it('creates a row with the server defaults for what the body leaves out', async () => {
        const { admin } = r.users;
        const response = await r.post(admin, created.body);
        expect(response.statusCode, response.body).toBe(201);
        const entity = response.json<Entity>();
        const fields = Object.fromEntries(Object.entries(entity).filter(([field]) => !STAMPS.has(field)));
        expect(fields).toEqual({ id: expect.any(Number), ...created.answer });
        const row = await expectStamps(r, entity, admin, admin);
        expect(row.updated_at).toBe(row.created_at);
        expect(await r.read(admin, entity.id)).toEqual(entity);
      });
    }

    if (updated) {
      it('replaces the fields an update sends', async () => {
        const { admin } = r.users;
        const row = await r.create(admin, updated.from);
        const response = await r.update(r.writer, row.id, updated.body);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ id: row.id, ...updated.answer });
        expect(await r.read(admin, row.id)).toEqual(response.json());
      });
    }

    it('answers 400 for a body that is not an object or not JSON', async () => {
      expect((await r.post(r.users.admin, [])).statusCode).toBe(400);
      await expectBrokenJsonRefused(r.users.admin, spec.path);
    });

    if (refused.length > 0) {
      it.each(refused)('refuses %j on create and update with its 400, changing nothing', async (fields, message) => {
        const { admin } = r.users;
        const created = await r.create(admin);
        const total = await r.total(admin);
        await expectRefused(await r.post(admin, fields), message);
        await expectRefused(await r.update(admin, created.id, fields), message);
        expect(await r.total(admin)).toBe(total);
        expect(await r.read(admin, created.id)).toEqual(created);
      });
    }

    for (const field of urls?.fields ?? []) {
      it.each(GOOD_URLS)(`keeps the URL %s in ${field}`, async (url) => {
        expect((await r.create(r.users.admin, { [field]: url }))[field]).toBe(url);
      });

      it.each(['', '   ', null])(`stores no URL in ${field} for %j`, async (url) => {
        expect((await r.create(r.users.admin, { [field]: url }))[field]).toBeNull();
      });

      it.each(BAD_URLS)(`refuses %j in ${field} on create and update`, async (url) => {
        const { admin } = r.users;
        const created = await r.create(admin);
        await expectRefused(await r.post(admin, { ...r.valid(), [field]: url }), urls!.message);
        await expectRefused(await r.update(admin, created.id, { ...r.valid(), [field]: url }), urls!.message);
        expect(await r.read(admin, created.id)).toEqual(created);
      });
    }
  });
}
