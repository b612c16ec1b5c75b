import { can } from '@cms/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { untyped } from '../../src/platform/kit/any-table.js';
import { contentClients, type Call, type Client } from '../content-support.js';
import { createTestApp, type TestApp } from '../helper.js';
import type { ChildrenSpec } from './children-rules.js';
import type { LinkSpec } from './link-rules.js';
import type { Entity, Resource } from './resource.js';

export type { Entity } from './resource.js';

/**
 * What `describeScopedResource` needs to know of a resource beyond its calls (`resourceOf`: the
 * contract's paths, permission words and delete message, its rows' thing, table and name, and a
 * valid body); everything else it finds out by calling it.
 */
export interface ScopedResourceSpec {
  /** A body that create and update refuse, and the message of that 400. */
  invalid: { body: Record<string, unknown>; message: string };
  /** A body and the entity a create makes of it (stamps apart): the server's defaults. */
  created?: { body: object; answer: object };
  /** A row (`valid()` and `from`), an update's whole body, and what the entity is afterwards. */
  updated?: { from: object; body: object; answer: object };
  /** More bodies create and update refuse, by the message of their 400 (the first issue's). */
  refused?: Record<string, object[]>;
  /** Fields of a URL a user gives (`imgUrl`), and the message of a bad one. */
  urls?: { fields: string[]; message: string };
  /** The list is newest first. */
  newestFirst?: boolean;
  /**
   * The list is in the order of a field, then of the id (events by start): rows made with each of
   * `values` in `field` (give one twice, to see the id break the tie) come out in that order.
   */
  sorted?: { field: string; values: unknown[] };
  /** A list filter by a field: each query value with the value its rows have, and the 400's message for an unknown one. */
  filters?: { field: string; values: [string, string][]; invalid: string };
  /** Rows of another resource linked to each row. */
  links?: LinkSpec;
  /** Rows of another table saved with each row as part of its document (a carousel's elements). */
  children?: ChildrenSpec;
  /** The 409's message of a name unique per website (`name`, without regard to case; the contract's `byName`). */
  taken?: string;
  /** An ordered list (the contract's `reorder`): the number its first row gets (0 or 1, as the spec gives). */
  ordering?: { base: 0 | 1 };
  /**
   * A publish call (the contract's `publish`): the status it sets, and what to add to `valid()` for
   * a row that is not published yet (the status it starts from).
   */
  publishing?: { published: string; unpublished?: Record<string, unknown> };
  /** A document saved with the version it was read at (the contract's `versionField`): the 409's message of a stale save. */
  versioned?: { stale: string };
  /** Rows the resource's valid bodies need (a staff member's departments), made once the users are signed in. */
  setup?: (users: Record<'admin' | 'editor' | 'viewer' | 'other', Client>) => Promise<void>;
  /**
   * The caller's app, for a resource the demo app does not serve (a kit test's own routes). Without
   * it the suite builds an app of its own, so its rows never meet the area tests' expectations.
   */
  app?: () => TestApp;
}

/** The spec with what the resource's contract says filled in: the suite's view of one resource. */
export type ResourceSuite = ReturnType<typeof suiteOf>;

export function suiteOf(resource: Resource, spec: ScopedResourceSpec) {
  const { contract } = resource;
  return {
    ...spec,
    resource,
    valid: resource.valid,
    thing: resource.thing,
    table: resource.table,
    name: resource.name,
    softDelete: resource.softDelete,
    path: resource.path,
    read: contract.actions.read,
    write: contract.actions.write,
    /** An EDITOR writes it (content), or only an ADMIN (users: `access`). */
    editorWrites: can(['EDITOR'], contract.permissions.write),
    /** A VIEWER reads it (content), or is refused it (users). */
    viewerReads: can(['VIEWER'], contract.permissions.read),
    deleted: contract.deleted,
    updateAt: contract.updateAt,
  };
}

type Row = Record<string, unknown>;

/** A date no server stamps: the body's dates must not reach the answer. */
export const FORGED_DATE = '1999-09-09T09:09:09.999Z';

/**
 * The fields a client may send but the server owns, each set to what another website's user would
 * want: a row id, that website, that user, old dates and `deleted`. At the collection an id names
 * the row to update, so `withId` is off there.
 */
export function forged(id: number, as: Client, withId = true) {
  return {
    ...(withId ? { id, assetId: id } : {}),
    assetOwnerId: as.websiteId,
    websiteId: as.websiteId,
    website_id: as.websiteId,
    createdBy: as.id,
    updatedBy: as.id,
    created_by: as.id,
    updated_by: as.id,
    createdDate: FORGED_DATE,
    updatedDate: FORGED_DATE,
    created_date: FORGED_DATE,
    updated_date: FORGED_DATE,
    publishedDate: FORGED_DATE,
    deleted: true,
  };
}

/**
 * The suite's app, its four users (the demo school's admin, editor and viewer, and the admin of the
 * second website) and the resource's calls, with the table's rows as the database has them.
 */
export function resourceCalls(spec: ResourceSuite) {
  let t: TestApp;
  let owned = false;
  const users = {} as Record<'admin' | 'editor' | 'viewer' | 'other', Client>;

  beforeAll(async () => {
    owned = !spec.app;
    t = spec.app ? spec.app() : await createTestApp();
    Object.assign(users, await contentClients(t.app));
    await spec.setup?.(users);
  });
  afterAll(async () => {
    if (owned) await t.close();
  });

  const db = () => untyped(t.database.db);
  const { resource } = spec;

  const calls = {
    ...resource,
    users,
    get app() {
      return t.app;
    },
    /** Who writes besides the admin who made the row: the editor, where an EDITOR may. */
    get writer() {
      return spec.editorWrites ? users.editor : users.admin;
    },
    db: () => t.database.db,
    /** Every call the resource serves, on one row: what a missing token must not reach. */
    everyCall({ id, [spec.name]: name }: Entity): Call[] {
      const body = spec.valid();
      const { paths } = resource.contract;
      const found: Call[] = [
        { method: 'GET', url: spec.path },
        { method: 'POST', url: spec.path, payload: body },
        { method: 'GET', url: resource.item(id) },
        resource.updateCall(id, body),
        { method: 'DELETE', url: resource.item(id) },
      ];
      if (spec.taken) found.push({ method: 'GET', url: resource.byName(String(name)) });
      if (spec.ordering)
        found.push({ method: 'PUT', url: paths.reorder!, payload: [{ id, orderNo: spec.ordering.base }] });
      return found;
    },
    row: (id: number) =>
      db().selectFrom(spec.table).selectAll().where('id', '=', id).executeTakeFirst() as Promise<Row | undefined>,
    /** Sets a row's stamps back in time, so an update's new stamp shows without waiting. */
    backdate: (id: number, at: string) =>
      db().updateTable(spec.table).set({ created_at: at, updated_at: at }).where('id', '=', id).execute(),
    /** The ids of a website's list in their order, and the numbers they have. */
    async order(client: Client) {
      const rows = (await db()
        .selectFrom(spec.table)
        .select(['id', 'order_no'])
        .where('website_id', '=', client.websiteId)
        .orderBy('order_no')
        .orderBy('id')
        .execute()) as { id: number; order_no: number }[];
      return { ids: rows.map((row) => row.id), numbers: rows.map((row) => row.order_no) };
    },
  };
  return calls;
}

export type ResourceCalls = ReturnType<typeof resourceCalls>;

/**
 * The row's website and stamps as the database has them, and the entity showing them where its wire
 * shape has the field (the contract spells the dates three ways, as each entity's product reference
 * names them).
 */
export async function expectStamps(r: ResourceCalls, entity: Entity, creator: Client, updater: Client) {
  const row = (await r.row(entity.id))!;
  expect(row).toMatchObject({ website_id: creator.websiteId, created_by: creator.id, updated_by: updater.id });
  const shown: [string, unknown][] = [
    ['createdDate', row.created_at],
    ['created_date', row.created_at],
    ['createdAt', row.created_at],
    ['updatedDate', row.updated_at],
    ['updated_date', row.updated_at],
    ['updatedAt', row.updated_at],
    ['createdBy', creator.id],
    ['updatedBy', updater.id],
    ['assetOwnerId', creator.websiteId],
    ['created_by', creator.id],
    ['updated_by', updater.id],
    ['asset_owner_id', creator.websiteId],
  ];
  for (const [field, value] of shown) if (field in entity) expect(entity[field], field).toBe(value);
  return row;
}
