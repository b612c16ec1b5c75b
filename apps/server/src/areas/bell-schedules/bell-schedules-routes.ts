import { bellSchedulesContract, bellSchedulesMessages, bellSchedulesPaths } from '@cms/contract';
import { areaRoutes } from '../../platform/area.js';
import { registerResourceReorder } from '../../platform/kit/ordering.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import { blocksTable, entriesTable, scheduleChildren, schedulesTable } from './bell-schedules-repository.js';

/**
 * Bell schedules: each saved whole, with its blocks and their entries, in one transaction. An
 * update that sends the `version` it was made from is refused (409) once the schedule has moved on.
 */
export const bellSchedules = tableResource(bellSchedulesContract, schedulesTable, {
  columns: ['title', 'description'],
  children: {
    ...scheduleChildren,
    of: (body) =>
      body.blocks.map(({ id, title, description, blockEntries }) => ({
        id,
        values: { title, description },
        children: blockEntries.map((entry) => ({
          id: entry.id,
          values: columnsFrom(entry, ['subject', 'teacher', 'startTime', 'endTime']),
        })),
      })),
  },
  versioned: true,
  // Every schedule of the website is public: each has an address to share (docs/product/bell-schedules.md §1).
  visible: {},
});

/**
 * Bell schedules (`/misc/cms/bsac/bell-schedules`), docs/product/bell-schedules.md §7, and the reorders of one schedule's
 * blocks and of one block's entries, each moving its schedule's version on.
 */
export const bellSchedulesRoutes = areaRoutes({ bellSchedules }, async (app) => {
  registerResourceReorder(app, bellSchedules, {
    list: blocksTable,
    path: bellSchedulesPaths.blocksReorder,
    message: bellSchedulesMessages.blocksReordered,
  });
  registerResourceReorder(app, bellSchedules, {
    list: entriesTable,
    path: bellSchedulesPaths.entriesReorder,
    message: bellSchedulesMessages.entriesReordered,
  });
});
