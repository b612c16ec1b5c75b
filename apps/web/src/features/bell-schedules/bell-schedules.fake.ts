import {
  bellSchedulesContract,
  bellSchedulesMessages,
  type BellBlock,
  type BellSchedule,
  type BellScheduleBody,
} from '@cms/contract';
import { fakeArea, nextVersion, resourceEndpoints, table } from '@/test/fake-api';
import { FAKE_STAMPS } from '@/test/fake-rows';

/* Bell schedules on the fake API (test/fake-api.ts), as the server keeps them: saved whole, versioned. */

let nextChildId = 1000;

/** A block of entries `[subject, startTime, endTime]`, numbered from 0. */
export function makeBlock(title: string, entries: [string, string, string][], id = nextChildId++): BellBlock {
  return {
    id,
    title,
    description: '',
    orderNo: 0,
    blockEntries: entries.map(([subject, startTime, endTime], orderNo) => ({
      id: nextChildId++,
      subject,
      teacher: '',
      startTime,
      endTime,
      orderNo,
    })),
  };
}

/** A saved schedule (version 1, by the demo admin) with its blocks numbered from 0. */
export function makeBellSchedule(id: number, { blocks = [], ...fields }: Partial<BellSchedule> = {}): BellSchedule {
  const numbered = blocks.map((block, orderNo) => ({ ...block, orderNo }));
  return {
    id,
    assetOwnerId: 1,
    title: `Schedule ${id}`,
    description: '',
    version: 1,
    ...FAKE_STAMPS,
    ...fields,
    blocks: numbered,
  };
}

/** The body's blocks and entries as saved: kept ids stay, new ones get theirs, each list from 0. */
const savedBlocks = (blocks: BellScheduleBody['blocks']): BellBlock[] =>
  blocks.map(({ id, blockEntries, ...block }, orderNo) => ({
    ...block,
    id: id ?? nextChildId++,
    orderNo,
    blockEntries: blockEntries.map((entry, entryNo) => ({ ...entry, id: entry.id ?? nextChildId++, orderNo: entryNo })),
  }));

/** Newest first; an update sent with a version the schedule has moved past is refused (409). */
const bellSchedulesFake = fakeArea(
  { 'bell schedules': table<BellSchedule>('Bell Schedule') },
  ({ 'bell schedules': bellSchedules }) =>
    resourceEndpoints({
      table: bellSchedules,
      contract: bellSchedulesContract,
      build: ({ version, blocks, ...body }, id, current) =>
        makeBellSchedule(id, {
          ...body,
          version: nextVersion(current, version, bellSchedulesMessages.stale),
          blocks: savedBlocks(blocks),
        }),
    }),
);

export default bellSchedulesFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    bellSchedules: typeof bellSchedulesFake;
  }
}
