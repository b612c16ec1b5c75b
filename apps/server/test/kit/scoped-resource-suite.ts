import { describe, expect, it } from 'vitest';
import { expectAuthRequired, expectError, ISO_DATE, MALFORMED_IDS, UNKNOWN_ID } from '../content-support.js';
import { expectWrittenSince } from '../helper.js';
import { bodyRules } from './body-rules.js';
import { childrenRules } from './children-rules.js';
import { linkRules } from './link-rules.js';
import { listRules } from './list-rules.js';
import { namedRules } from './named-rules.js';
import { orderingRules } from './ordering-rules.js';
import { publishingRules } from './publishing-rules.js';
import {
  expectStamps,
  forged,
  FORGED_DATE,
  resourceCalls,
  suiteOf,
  type ResourceCalls,
  type ResourceSuite,
  type ScopedResourceSpec,
} from './resource-calls.js';
import type { Resource } from './resource.js';
import { versionRules } from './version-rules.js';

export type { ScopedResourceSpec } from './resource-calls.js';

/** Set in the database before an update, so the update's own stamp shows without waiting. */
const BACKDATED = '2001-01-01T00:00:00.000Z';

/**
 * The rules every scoped resource of the area kit keeps (docs/architecture.md, "Tests"), and those
 * its spec asks for: the bodies it refuses, its URL fields, its list's order and filters, its
 * links and children, unique names, order and publish call, and its versions. An area's test file
 * runs them in a few lines and then tests only what is its own. Each test makes the rows it needs,
 * so a caller's app may wipe the table between tests.
 */
export function describeScopedResource(resource: Resource, scoped: ScopedResourceSpec) {
  const spec = suiteOf(resource, scoped);
  describe(`${spec.thing}: the rules of a scoped resource`, () => {
    const r = resourceCalls(spec);
    const { users } = r;
    const notFound = `${spec.thing} not found`;
    const forbidden = `You do not have permission to ${spec.write}`;
    const nameOf = (entity: object) => (entity as Record<string, unknown>)[spec.name];

    it("creates a row of the session's website (201), ignoring the fields the server owns", async () => {
      const { admin, other } = users;
      const theirs = await r.create(other);
      const body = spec.valid();
      const before = Date.now();
      const response = await r.post(admin, { ...forged(theirs.id, other), ...body });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.body).not.toContain(FORGED_DATE);
      const created = response.json<{ id: number }>();
      expect(created.id).not.toBe(theirs.id);
      expect(nameOf(created)).toBe(body[spec.name]);
      expect(created).not.toMatchObject({ deleted: true });
      const row = await expectStamps(r, created, admin, admin);
      expect(row.created_at).toMatch(ISO_DATE);
      expectWrittenSince(row.created_at as string, before);
      expect(row.updated_at).toBe(row.created_at);
      expect((await r.get(admin, created.id)).json()).toEqual(created);
      // The id in the body named their row; it is as it was.
      expect((await r.get(other, theirs.id)).json()).toEqual(theirs);
    });

    it('updates the row, stamping who changed it and when, and keeps when it was created', async () => {
      const { admin, other } = users;
      const { writer } = r;
      const created = await r.create(admin);
      const theirs = await r.create(other);
      await r.backdate(created.id, BACKDATED);
      const total = await r.total(admin);
      const body = spec.valid();
      const response = await r.update(writer, created.id, {
        ...forged(theirs.id, other, spec.updateAt !== 'collection'),
        ...body,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain(FORGED_DATE);
      const updated = response.json<{ id: number }>();
      expect(updated.id).toBe(created.id);
      expect(nameOf(updated)).toBe(body[spec.name]);
      const row = await expectStamps(r, updated, admin, writer);
      expect(row.created_at).toBe(BACKDATED);
      expect(row.updated_at).toMatch(ISO_DATE);
      expect(row.updated_at).not.toBe(BACKDATED);
      expect((await r.get(admin, created.id)).json()).toEqual(updated);
      // An edit changes the row; it never adds a second one.
      expect(await r.total(admin)).toBe(total);
      expect((await r.get(other, theirs.id)).json()).toEqual(theirs);
    });

    it('deletes the row, answering {message}; it is not found after', async () => {
      const { admin } = users;
      const created = await r.create(admin);
      const response = await r.remove(r.writer, created.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: spec.deleted });
      // A soft-deleted row stays, marked with who deleted it.
      const { softDelete } = spec;
      if (!softDelete) expect(await r.row(created.id)).toBeUndefined();
      else expect(await r.row(created.id)).toMatchObject({ [softDelete.column]: 1, [softDelete.by]: r.writer.id });
      expectError(await r.get(admin, created.id), 404, notFound);
      expectError(await r.remove(admin, created.id), 404, notFound);
    });

    it(`refuses an invalid body with 400 '${spec.invalid.message}' and saves nothing`, async () => {
      const { admin } = users;
      const created = await r.create(admin);
      const total = await r.total(admin);
      expectError(await r.post(admin, spec.invalid.body), 400, spec.invalid.message);
      expectError(await r.update(admin, created.id, spec.invalid.body), 400, spec.invalid.message);
      expect(await r.total(admin)).toBe(total);
      expect((await r.get(admin, created.id)).json()).toEqual(created);
    });

    it("answers 404 for another website's row on every call, changing nothing, and never lists it", async () => {
      const { admin, other } = users;
      const theirs = await r.create(other);
      const mine = await r.create(admin);
      expectError(await r.get(admin, theirs.id), 404, notFound);
      expectError(await r.update(admin, theirs.id), 404, notFound);
      expectError(await r.remove(admin, theirs.id), 404, notFound);
      if (spec.ordering) {
        expectError(await r.reorder(admin, [{ id: theirs.id, orderNo: spec.ordering.base }]), 404, notFound);
      }
      expect((await r.get(other, theirs.id)).json()).toEqual(theirs);
      expect(await r.allIds(admin)).not.toContain(theirs.id);
      expect(await r.allIds(other)).not.toContain(mine.id);
    });

    it("leaves another website's list as it was when one website writes", async () => {
      const { admin, other } = users;
      await r.create(other);
      const before = await r.page(other, 'size=100');
      const created = await r.create(admin);
      expect((await r.update(admin, created.id)).statusCode).toBe(200);
      expect((await r.remove(admin, created.id)).statusCode).toBe(200);
      expect(await r.page(other, 'size=100')).toEqual(before);
    });

    // A resource only an ADMIN reaches (users) refuses a VIEWER its reads too: `refusedRules`.
    const viewerRule = spec.viewerReads ? it : it.skip;
    viewerRule('lets a VIEWER list and read, and refuses every write with 403, changing nothing', async () => {
      const { admin, viewer } = users;
      const created = await r.create(admin);
      expect((await r.get(viewer, created.id)).json()).toEqual(created);
      expect(await r.allIds(viewer)).toContain(created.id);
      const total = await r.total(admin);
      expectError(await r.post(viewer, spec.valid()), 403, forbidden);
      expectError(await r.update(viewer, created.id), 403, forbidden);
      expectError(await r.remove(viewer, created.id), 403, forbidden);
      if (spec.ordering) {
        expectError(await r.reorder(viewer, [{ id: created.id, orderNo: spec.ordering.base }]), 403, forbidden);
      }
      expect(await r.total(admin)).toBe(total);
      expect((await r.get(admin, created.id)).json()).toEqual(created);
    });
    if (!spec.viewerReads) refusedRules(r, spec);

    it('needs a live token for every call', async () => {
      const created = await r.create(users.admin);
      await expectAuthRequired(r.app, r.everyCall(created));
      expect((await r.get(users.admin, created.id)).json()).toEqual(created);
    });

    it.each(MALFORMED_IDS)("answers 400 'Invalid id' for the id %s", async (id) => {
      const { admin } = users;
      expectError(await r.get(admin, id), 400, 'Invalid id');
      // In a body, the id is refused as a JSON number too.
      const inBody = spec.updateAt === 'collection' && !Number.isNaN(Number(id)) ? Number(id) : id;
      expectError(await r.update(admin, inBody), 400, 'Invalid id');
      expectError(await r.remove(admin, id), 400, 'Invalid id');
    });

    it(`answers 404 '${notFound}' for an id no row has`, async () => {
      const { admin } = users;
      expectError(await r.get(admin, UNKNOWN_ID), 404, notFound);
      expectError(await r.update(admin, UNKNOWN_ID), 404, notFound);
      expectError(await r.remove(admin, UNKNOWN_ID), 404, notFound);
    });

    if (!spec.resource.contract.whole) pagingRules(r, spec);
    if (!spec.resource.contract.whole) listRules(r, spec);
    bodyRules(r, spec);
    if (spec.links) linkRules(r, spec.links);
    if (spec.children) childrenRules(r, spec.children);

    if (spec.taken) namedRules(r, spec, spec.taken);
    if (spec.ordering) orderingRules(r, spec.thing, spec.ordering);
    if (spec.publishing) publishingRules(r, spec, spec.publishing);
    if (spec.versioned) versionRules(r, spec, spec.versioned);
  });
}

/** A resource only an ADMIN reaches (users): an EDITOR and a VIEWER are refused every call. */
function refusedRules(r: ResourceCalls, spec: ResourceSuite) {
  it(`refuses an EDITOR and a VIEWER every call with 403, changing nothing`, async () => {
    const { admin, editor, viewer } = r.users;
    const created = await r.create(admin);
    const total = await r.total(admin);
    for (const client of [editor, viewer]) {
      for (const call of r.everyCall(created)) {
        const action = call.method === 'GET' ? spec.read : spec.write;
        expectError(await client.inject(call), 403, `You do not have permission to ${action}`);
      }
    }
    expect(await r.total(admin)).toBe(total);
    expect((await r.get(admin, created.id)).json()).toEqual(created);
  });
}

/** A paged list's rules: the page shape, its defaults and bounds, and the query's checks. */
function pagingRules(r: ResourceCalls, spec: ResourceSuite) {
  const { users } = r;
  it('answers pages of 10 by default and at most 100, in a stable order, empty past the end', async () => {
    const { other } = users;
    await r.fill(other, 11);
    const all = await r.page(other, 'size=100');
    const total = all.totalElements;
    expect(all.content, 'the suite reads the whole list in one page').toHaveLength(total);
    const ids = all.content.map((entity) => entity.id);
    const idsOf = (page: { content: { id: number }[] }) => page.content.map((entity) => entity.id);

    const first = await r.page(other);
    expect(Object.keys(first).sort()).toEqual(
      ['content', 'first', 'last', 'number', 'size', 'totalElements', 'totalPages'].sort(),
    );
    const totalPages = Math.ceil(total / 10);
    expect(first).toMatchObject({ totalElements: total, totalPages, size: 10, number: 0, first: true, last: false });
    expect(idsOf(first)).toEqual(ids.slice(0, 10));
    const middle = await r.page(other, 'page=1&size=3');
    expect(middle).toMatchObject({ totalPages: Math.ceil(total / 3), size: 3, number: 1, first: false });
    expect(idsOf(middle)).toEqual(ids.slice(3, 6));
    const last = await r.page(other, `page=${totalPages - 1}`);
    expect(last).toMatchObject({ last: true });
    expect(idsOf(last)).toEqual(ids.slice((totalPages - 1) * 10));
    expect(await r.page(other, 'size=500')).toMatchObject({ size: 100, totalElements: total });
    expect(await r.page(other, `page=${totalPages + 2}`)).toEqual({
      content: [],
      totalElements: total,
      totalPages,
      size: 10,
      number: totalPages + 2,
      first: false,
      last: true,
    });
  });

  it.each([
    ['page=-1', 'page must be a whole number from 0'],
    ['page=abc', 'page must be a whole number from 0'],
    ['size=0', 'size must be a whole number from 1'],
    ['size=1.5', 'size must be a whole number from 1'],
  ])('answers 400 for ?%s', async (query, message) => {
    expectError(await users.admin.inject({ method: 'GET', url: `${spec.path}?${query}` }), 400, message);
  });
}
