import { describe, expect, it } from 'vitest';
import { expectAuthRequired, expectError, ISO_DATE, UNKNOWN_ID, type Client } from '../content-support.js';
import type { Entity, ResourceCalls, ResourceSuite } from './resource-calls.js';

/**
 * The rules of a resource's publish call (the kit's `registerPublishAction`; blogs, news): the row
 * takes the published status and a `publishedDate` that publishing again keeps, and nothing else of
 * it changes; the call is scoped, checked and guarded like the resource's own.
 */
export function publishingRules(
  r: ResourceCalls,
  spec: ResourceSuite,
  { published, unpublished = {} }: NonNullable<ResourceSuite['publishing']>,
) {
  const notFound = `${spec.thing} not found`;
  const forbidden = `You do not have permission to ${spec.write}`;
  const createUnpublished = (client = r.users.admin) => r.create(client, { ...spec.valid(), ...unpublished });
  const statusOf = async (client: Client, id: number) => (await r.get(client, id)).json<Entity>().status;

  describe('publishing', () => {
    it('publishes a row with publishedDate and changes nothing else; publishing again keeps the date', async () => {
      const { admin, editor } = r.users;
      const created = await createUnpublished();
      expect(created.status).not.toBe(published);
      const response = await r.publish(editor, created.id);
      expect(response.statusCode, response.body).toBe(200);
      const done = response.json<Entity>();
      // The update stamp moves (both spellings of it); every other field is the row's own.
      const { updatedDate: _updated, updated_date: _updatedDate, ...kept } = created;
      expect(done).toMatchObject({ ...kept, status: published, publishedDate: expect.stringMatching(ISO_DATE) });
      const again = (await r.publish(admin, created.id)).json<Entity>();
      expect(again.publishedDate).toBe(done.publishedDate);
      expect(await statusOf(admin, created.id)).toBe(published);
    });

    it('sets publishedDate when an update publishes the row, and keeps it after, published or not', async () => {
      const { admin } = r.users;
      const created = await createUnpublished();
      expect(created.publishedDate).toBeNull();
      const update = async (fields: object) => {
        const response = await r.update(admin, created.id, { ...spec.valid(), ...fields });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<Entity>();
      };
      const done = await update({ status: published });
      expect(done.publishedDate).toMatch(ISO_DATE);
      expect((await update({ status: published })).publishedDate).toBe(done.publishedDate);
      // The date of the last publication stays on record.
      expect(await update(unpublished)).toMatchObject({ status: created.status, publishedDate: done.publishedDate });
    });

    it("answers 404 for an unknown id and another website's row, 400 for a malformed id, 403 for a VIEWER", async () => {
      const { admin, viewer, other } = r.users;
      expectError(await r.publish(admin, UNKNOWN_ID), 404, notFound);
      const theirs = await createUnpublished(other);
      expectError(await r.publish(admin, theirs.id), 404, notFound);
      expect(await statusOf(other, theirs.id)).toBe(theirs.status);
      for (const id of ['abc', '0']) expectError(await r.publish(admin, id), 400, 'Invalid id');
      const mine = await createUnpublished();
      expectError(await r.publish(viewer, mine.id), 403, forbidden);
      expect(await statusOf(admin, mine.id)).toBe(mine.status);
    });

    it('needs a live token', async () => {
      const created = await createUnpublished();
      await expectAuthRequired(r.app, [r.publishCall(created.id)]);
      expect((await r.get(r.users.admin, created.id)).json()).toEqual(created);
    });
  });
}
