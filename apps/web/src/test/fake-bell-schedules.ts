import {
  bellSchedulesContract,
  bellSchedulesMessages,
  type BellBlock,
  type BellSchedule,
  type BellScheduleBody,
} from '@cms/contract';
import { FakeTable, refuse, resourceEndpoints, type Endpoint } from './fake-api';

/* Bell schedules on the fake API (test/fake-api.ts), as the server keeps them: saved whole, versioned. */

const STAMP = '2026-01-02T03:04:05.000Z';
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
  const saved = { version: 1, createdBy: 1, updatedBy: 1, createdDate: STAMP, updatedDate: STAMP };
  const numbered = blocks.map((block, orderNo) => ({ ...block, orderNo }));
  return { id, assetOwnerId: 1, title: `Schedule ${id}`, description: '', ...saved, ...fields, blocks: numbered };
}

/** Keyed as the resource is ('bell schedules'), as the screen suites serve an area's rows. */
export interface BellSchedulesRows {
  'bell schedules'?: BellSchedule[];
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
export function bellSchedulesEndpoints(rows: BellSchedulesRows) {
  const bellSchedules = new FakeTable(rows['bell schedules'] ?? [], 'Bell Schedule');
  const endpoints: Endpoint[] = resourceEndpoints({
    table: bellSchedules,
    contract: bellSchedulesContract,
    list: (all) => [...all].sort((a, b) => b.id - a.id),
    build: ({ version, blocks, ...body }: BellScheduleBody, id, current) => {
      if (current && version !== undefined && version !== current.version) refuse(409, bellSchedulesMessages.stale);
      return makeBellSchedule(id, { ...body, version: (current?.version ?? 0) + 1, blocks: savedBlocks(blocks) });
    },
  });
  return { endpoints, tables: { 'bell schedules': bellSchedules } };
}
