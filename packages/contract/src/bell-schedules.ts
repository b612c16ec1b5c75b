import { z } from 'zod';
import { contentEntity, entity, ordered } from './entities.js';
import { bodyId, requiredText, textOrEmpty } from './fields.js';
import { listOf, outcomeMessages, required } from './messages.js';
import { collectionPaths } from './paths.js';
import { listSummary, resourceContract } from './resources.js';
import { isClockTime, minutesOf } from './times.js';
import { versioned, versionField, versionMessages } from './versions.js';

const base = '/misc/cms/bsac/bell-schedules';

export const bellSchedulesPaths = {
  ...collectionPaths('bellSchedules', 'bellSchedule', base),
  /** PUT `[{id, orderNo}]`: the blocks of one schedule renumbered from 0. */
  blocksReorder: `${base}/blocks/reorder`,
  /** PUT `[{id, orderNo}]`: the entries of one block renumbered from 0. */
  entriesReorder: `${base}/blocks/entries/reorder`,
} as const;

/** Blocks and entries are numbered from 0 (docs/product/bell-schedules.md §4). */
export const BELL_ORDER_BASE = 0;
/** The most blocks a schedule has, and entries a block has (issue 25: a school day fits well within them). */
export const BELL_BLOCKS_MAX = 30;
export const BELL_ENTRIES_MAX = 30;

export const bellSchedulesMessages = {
  titleRequired: required('Title'),
  blocksInvalid: listOf('blocks', 'blocks'),
  entriesInvalid: listOf('blockEntries', 'entries'),
  tooManyBlocks: `A bell schedule has at most ${BELL_BLOCKS_MAX} blocks`,
  tooManyEntries: `A block has at most ${BELL_ENTRIES_MAX} entries`,
  blocksReordered: 'Blocks reordered successfully',
  entriesReordered: 'Entries reordered successfully',
  stale: versionMessages.stale('bell schedule'),
  /** docs/product/bell-schedules.md §4: a new block's title. */
  newBlock: (n: number) => `Block ${n}`,
  blockTitleRequired: (block: number) => `Block ${block} needs a title`,
  blockNeedsEntry: (block: string) => `${block} needs at least one entry`,
  timeRequired: (entry: string, which: 'start' | 'end') =>
    `${entry} needs ${which === 'start' ? 'a start' : 'an end'} time`,
  timeInvalid: (entry: string, which: 'start' | 'end', time: string) =>
    `${entry}: the ${which} time "${time}" is not a time such as 9:00 AM`,
  endBeforeStart: (entry: string, start: string, end: string) =>
    `${entry}: it must end after it starts (${start} to ${end})`,
  ...outcomeMessages('Bell schedule', 'bell schedules'),
} as const;

/** How a message names a block ('Block "Morning"') and an entry in it ('..., entry 2 (Math)'). */
const blockName = (title: string, index: number) => (title ? `Block "${title}"` : `Block ${index + 1}`);
const entryName = (block: string, subject: string, index: number) =>
  `${block}, entry ${index + 1}${subject ? ` (${subject})` : ''}`;

/** A child's id in a saved document: a kept child's; absent, null or 0 for a new one. */
const childId = z
  .union([z.null(), z.literal(0), bodyId])
  .optional()
  .transform((value) => value || undefined);

/** Times are written one way, '9:00 AM' (docs/product/bell-schedules.md §3); both are required, checked with the entry. */
const time = textOrEmpty(16);

/** An entry's `orderNo`, if sent, is ignored: the order is the array's. */
export const bellEntryRequest = z.object({
  id: childId,
  subject: textOrEmpty(255),
  teacher: textOrEmpty(255),
  startTime: time,
  endTime: time,
});

export const bellBlockRequest = z.object({
  id: childId,
  title: z.string({ error: 'title must be text' }).trim().max(255, 'Must be at most 255 characters'),
  description: textOrEmpty(2000),
  blockEntries: z
    .array(bellEntryRequest, { error: bellSchedulesMessages.entriesInvalid })
    .max(BELL_ENTRIES_MAX, bellSchedulesMessages.tooManyEntries)
    .default([]),
});

/**
 * The whole schedule as one document, for create and update alike (the screen sends the full
 * object with blocks): blocks and entries in their order; a kept one by its id. `version`, when
 * sent, must be the schedule's (409 otherwise). Each time is checked, and each entry must end after
 * it starts; the message names the block and the entry.
 */
export const bellScheduleRequest = z
  .object({
    title: requiredText(bellSchedulesMessages.titleRequired),
    description: textOrEmpty(2000),
    blocks: z
      .array(bellBlockRequest, { error: bellSchedulesMessages.blocksInvalid })
      .max(BELL_BLOCKS_MAX, bellSchedulesMessages.tooManyBlocks)
      .default([]),
    version: versionField,
  })
  .superRefine((schedule, ctx) => {
    schedule.blocks.forEach((block, b) => {
      const blockPath = ['blocks', b];
      if (!block.title) {
        ctx.addIssue({
          code: 'custom',
          path: [...blockPath, 'title'],
          message: bellSchedulesMessages.blockTitleRequired(b + 1),
        });
      }
      const named = blockName(block.title, b);
      if (block.blockEntries.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: [...blockPath, 'blockEntries'],
          message: bellSchedulesMessages.blockNeedsEntry(named),
        });
      }
      block.blockEntries.forEach((entry, e) => {
        const where = entryName(named, entry.subject, e);
        const path = [...blockPath, 'blockEntries', e];
        // Each time required and written '9:00 AM'; the message under its field names the entry.
        const checked = (which: 'start' | 'end') => {
          const value = which === 'start' ? entry.startTime : entry.endTime;
          const message = !value
            ? bellSchedulesMessages.timeRequired(where, which)
            : isClockTime(value)
              ? null
              : bellSchedulesMessages.timeInvalid(where, which, value);
          if (message) ctx.addIssue({ code: 'custom', path: [...path, `${which}Time`], message });
          return message ? null : minutesOf(value);
        };
        const start = checked('start');
        const end = checked('end');
        if (start !== null && end !== null && end <= start) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'endTime'],
            message: bellSchedulesMessages.endBeforeStart(where, entry.startTime, entry.endTime),
          });
        }
      });
    });
  });
export type BellScheduleRequest = z.input<typeof bellScheduleRequest>;
export type BellScheduleBody = z.output<typeof bellScheduleRequest>;

/**
 * A time as saved: '9:00 AM'. A row saved before times were required may hold '' or text that reads
 * as no time, kept as it was (the migration 2026-12-03-007-bell-times); its next save must give a time.
 */
const clockTime = z.string();

export const bellEntry = entity({
  subject: z.string(),
  teacher: z.string(),
  startTime: clockTime,
  endTime: clockTime,
  ...ordered,
});
export type BellEntry = z.infer<typeof bellEntry>;

export const bellBlock = entity({
  title: z.string(),
  description: z.string(),
  ...ordered,
  blockEntries: z.array(bellEntry).max(BELL_ENTRIES_MAX),
});
export type BellBlock = z.infer<typeof bellBlock>;

export const bellSchedule = contentEntity({
  title: z.string(),
  description: z.string(),
  blocks: z.array(bellBlock).max(BELL_BLOCKS_MAX),
  ...versioned,
});
export type BellSchedule = z.infer<typeof bellSchedule>;

/** What a list shows of one (issue 25): its fields but its blocks, and how many blocks it has. */
const blocksCounted = listSummary(bellSchedule, 'blocks', 'blockCount');
export const bellScheduleListItem = blocksCounted.item;
export type BellScheduleListItem = z.infer<typeof bellScheduleListItem>;

/** Bell schedules (docs/product/bell-schedules.md §7): a page at a time, each with its number of blocks; one with its blocks and entries. */
export const bellSchedulesContract = resourceContract('bell schedules', {
  paths: { collection: bellSchedulesPaths.bellSchedules, item: bellSchedulesPaths.bellSchedule },
  schemas: { entity: bellSchedule, request: bellScheduleRequest },
  messages: bellSchedulesMessages,
  summary: blocksCounted,
});
