import { bellSchedulesContract, bellSchedulesMessages, bellSchedulesPaths, type BellScheduleBody } from '@cms/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Executor, Trx } from '../../db/database.js';
import { registerReorderRoute } from '../../platform/kit/ordering.js';
import { registerResource } from '../../platform/kit/resource-routes.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { bumpVersions, nextVersion } from '../../platform/kit/versions.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import type { LiveSession } from '../../platform/sessions.js';
import {
  blockLists,
  entryLists,
  removeBlocks,
  saveBlocks,
  schedulesOf,
  schedulesTable,
  versionedSchedules,
  withBlocks,
} from './bell-schedules-repository.js';

const columns = (body: BellScheduleBody) => columnsFrom(body, ['title', 'description']);

async function read(db: Executor, websiteId: number, id: number) {
  const [schedule] = await withBlocks(db, websiteId, [await schedulesTable.get(db, websiteId, id)]);
  return schedule!;
}

/**
 * Bell schedules: each saved whole, with its blocks and entries, in one transaction. An update
 * that sends the `version` it was made from is refused (409) once the schedule has moved on.
 */
export const bellSchedules = {
  contract: bellSchedulesContract,
  async list(db: Executor, auth: LiveSession, query: { page: number; size: number }) {
    const page = await schedulesTable.page(db, auth.websiteId, query);
    return { ...page, content: await withBlocks(db, auth.websiteId, page.content) };
  },
  get: (db: Executor, auth: LiveSession, id: number) => read(db, auth.websiteId, id),
  async create(trx: Trx, actor: Actor, body: BellScheduleBody) {
    const row = await schedulesTable.insert(trx, actor, columns(body));
    await saveBlocks(trx, actor, row.id, body.blocks);
    return read(trx, actor.websiteId, row.id);
  },
  async update(trx: Trx, actor: Actor, id: number, body: BellScheduleBody) {
    const version = await nextVersion(trx, versionedSchedules, actor.websiteId, id, body.version);
    await schedulesTable.update(trx, actor, id, { ...columns(body), version });
    await saveBlocks(trx, actor, id, body.blocks);
    return read(trx, actor.websiteId, id);
  },
  remove: (trx: Trx, auth: LiveSession, id: number) =>
    schedulesTable.remove(trx, auth.websiteId, id, () => removeBlocks(trx, auth.websiteId, id)),
};

/** Bell schedules (`/misc/cms/bsac/bell-schedules`), spec 02 §7, and the reorders of blocks and of entries. */
export const bellSchedulesRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, bellSchedules);

  const { tag, actions } = bellSchedulesContract;
  const reordered = (list: 'blocks' | 'entries') => async (trx: Executor, websiteId: number, ids: number[]) =>
    bumpVersions(trx, versionedSchedules, websiteId, await schedulesOf(trx, websiteId, list, ids));
  registerReorderRoute(app, {
    tag,
    path: bellSchedulesPaths.blocksReorder,
    list: blockLists,
    action: actions.write,
    message: bellSchedulesMessages.blocksReordered,
    sameList: true,
    after: reordered('blocks'),
  });
  registerReorderRoute(app, {
    tag,
    path: bellSchedulesPaths.entriesReorder,
    list: entryLists,
    action: actions.write,
    message: bellSchedulesMessages.entriesReordered,
    sameList: true,
    after: reordered('entries'),
  });
};
