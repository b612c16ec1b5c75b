import { bellSchedulesMessages as messages, bellSchedulesPaths as paths, type BellSchedule } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { areas } from '../src/areas.js';
import { migratorFor } from '../src/db/migrate.js';
import { migrationsOf } from '../src/db/migrations/index.js';
import { contentApp, expectError, ISO_DATE, type Client } from './content-support.js';
import { bellSchedules } from './resources/bell-schedules.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { t, admin, editor, viewer, other } = contentApp();
const db = () => t.database.db;

const entry = (subject: string, startTime = '8:00 AM', endTime = '8:45 AM') => ({
  subject,
  teacher: `${subject} teacher`,
  startTime,
  endTime,
});
const block = (title: string, ...subjects: string[]) => ({
  title,
  description: `${title} periods`,
  blockEntries: subjects.map((subject) => entry(subject)),
});
/** A whole schedule as the console sends it. */
const schedule = (blocks = [block('Morning', 'Math', 'Art')]) => ({
  title: 'Regular Day',
  description: 'Mon–Thu',
  blocks,
});

/** A titled body with these blocks, or these fields. */
const titled = (blocks: object[] | object) => ({
  title: 'Regular Day',
  ...(Array.isArray(blocks) ? { blocks } : blocks),
});

describeScopedResource(bellSchedules, {
  newestFirst: true,
  invalid: { body: { title: '  ', blocks: [] }, message: messages.titleRequired },
  created: {
    body: { title: '  Early Release ', blocks: [] },
    answer: { title: 'Early Release', description: '', blocks: [], version: 1 },
  },
  refused: {
    [messages.titleRequired]: [{ title: undefined }, { title: null }],
    [messages.blocksInvalid]: [titled({ blocks: 'Morning' })],
    [messages.blockTitleRequired(1)]: [titled([{ title: ' ', blockEntries: [entry('Math')] }])],
    [messages.blockNeedsEntry('Block "Morning"')]: [titled([{ title: 'Morning', blockEntries: [] }])],
    [messages.timeInvalid('Block "Morning", entry 1 (Math)', 'start', '25:00')]: [
      titled([{ title: 'Morning', blockEntries: [entry('Math', '25:00')] }]),
    ],
    [messages.timeInvalid('Block "Morning", entry 2', 'end', 'lunch')]: [
      titled([{ title: 'Morning', blockEntries: [entry('Math'), entry('', '9:00 AM', 'lunch')] }]),
    ],
    [messages.timeRequired('Block "Morning", entry 1 (Math)', 'start')]: [
      titled([{ title: 'Morning', blockEntries: [entry('Math', '')] }]),
      titled([{ title: 'Morning', blockEntries: [{ subject: 'Math', endTime: '9:00 AM' }] }]),
      titled([{ title: 'Morning', blockEntries: [{ ...entry('Math'), startTime: null }] }]),
    ],
    [messages.timeRequired('Block "Morning", entry 2', 'end')]: [
      titled([{ title: 'Morning', blockEntries: [entry('Math'), entry('', '9:00 AM', '  ')] }]),
    ],
    // One way of writing a time: '9:00 AM', the hour 1 to 12 without a leading zero.
    [messages.timeInvalid('Block "Morning", entry 1 (Math)', 'start', '14:30')]: [
      titled([{ title: 'Morning', blockEntries: [entry('Math', '14:30', '3:00 PM')] }]),
    ],
    [messages.timeInvalid('Block "Morning", entry 1 (Math)', 'start', '09:00 AM')]: [
      titled([{ title: 'Morning', blockEntries: [entry('Math', '09:00 AM', '10:00 AM')] }]),
    ],
    [messages.timeInvalid('Block "Morning", entry 1 (Math)', 'end', '10:00am')]: [
      titled([{ title: 'Morning', blockEntries: [entry('Math', '9:00 AM', '10:00am')] }]),
    ],
    [messages.timeInvalid('Block "Morning", entry 1 (Math)', 'end', '13:00 PM')]: [
      titled([{ title: 'Morning', blockEntries: [entry('Math', '9:00 AM', '13:00 PM')] }]),
    ],
    [messages.endBeforeStart('Block "Afternoon", entry 1 (Art)', '2:00 PM', '1:15 PM')]: [
      titled([block('Morning', 'Math'), { title: 'Afternoon', blockEntries: [entry('Art', '2:00 PM', '1:15 PM')] }]),
    ],
    [messages.endBeforeStart('Block "Morning", entry 1 (Math)', '9:00 AM', '9:00 AM')]: [
      titled([{ title: 'Morning', blockEntries: [entry('Math', '9:00 AM', '9:00 AM')] }]),
    ],
  },
  children: {
    field: 'blocks',
    table: 'bell_blocks',
    parentColumn: 'schedule_id',
    child: (name) => block(name, 'Math'),
  },
  versioned: { stale: messages.stale },
});

const create = (client: Client, body: object = schedule()) => bellSchedules.create(client, body);
const put = (client: Client, id: number, body: object) => bellSchedules.update(client, id, body);
const reorderBlocks = (client: Client, items: object) =>
  client.inject({ method: 'PUT', url: paths.blocksReorder, payload: items });
const reorderEntries = (client: Client, items: object) =>
  client.inject({ method: 'PUT', url: paths.entriesReorder, payload: items });
const subjectsOf = (saved: BellSchedule) => saved.blocks.map((b) => b.blockEntries.map((e) => e.subject));

describe('bell schedules', () => {
  it('saves a schedule with its blocks and entries as one document, each list numbered from 0', async () => {
    const created = await create(editor, schedule([block('Morning', 'Math', 'Art', 'Music'), block('Lunch', 'Lunch')]));
    expect(created).toEqual({
      id: expect.any(Number),
      assetOwnerId: editor.websiteId,
      title: 'Regular Day',
      description: 'Mon–Thu',
      version: 1,
      createdBy: editor.id,
      updatedBy: editor.id,
      createdDate: expect.stringMatching(ISO_DATE),
      updatedDate: created.createdDate,
      blocks: [
        {
          id: expect.any(Number),
          title: 'Morning',
          description: 'Morning periods',
          orderNo: 0,
          blockEntries: ['Math', 'Art', 'Music'].map((subject, orderNo) => ({
            id: expect.any(Number),
            ...entry(subject),
            orderNo,
          })),
        },
        {
          id: expect.any(Number),
          title: 'Lunch',
          description: 'Lunch periods',
          orderNo: 1,
          blockEntries: [{ id: expect.any(Number), ...entry('Lunch'), orderNo: 0 }],
        },
      ],
    });
    expect(await bellSchedules.read(viewer, created.id)).toEqual(created);
  });

  it('answers the spec’s page shape at its path, ten to a page from page 0', async () => {
    for (let n = 0; n < 11; n++) await create(other, { ...schedule(), title: `Day ${n}` });
    const first = await bellSchedules.page(other, 'page=0&size=10');
    expect(first).toMatchObject({ totalPages: 2, size: 10, number: 0, first: true, last: false });
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toMatchObject({ title: 'Day 10', blockCount: 1 });
    expect(first.content[0]).not.toHaveProperty('blocks');
    const second = await bellSchedules.page(other, 'page=1&size=10');
    expect(second).toMatchObject({ number: 1, last: true });
    expect(second.content.at(-1)).toMatchObject({ title: 'Day 0' });
  });

  it('keeps the ids of surviving blocks and entries, adds new ones, deletes the rest and follows the new order', async () => {
    const created = await create(admin, schedule([block('Morning', 'Math', 'Art'), block('Afternoon', 'PE', 'Music')]));
    const [morning, afternoon] = created.blocks as [BellSchedule['blocks'][0], BellSchedule['blocks'][0]];
    const [math, art] = morning.blockEntries;
    const response = await put(admin, created.id, {
      ...schedule(),
      blocks: [
        // Afternoon first, Art moved into it; Morning's Math kept, a new entry; Music and PE gone.
        { id: afternoon.id, title: 'Afternoon', blockEntries: [{ ...art!, startTime: '1:00 PM', endTime: '1:45 PM' }] },
        { id: morning.id, title: 'Morning', blockEntries: [{ id: 0, ...entry('Science') }, math] },
        { title: 'Block 3', blockEntries: [{ subject: '', teacher: '', startTime: '2:00 PM', endTime: '2:30 PM' }] },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<BellSchedule>();
    expect(saved.version).toBe(2);
    expect(saved.blocks.map((b) => [b.id, b.orderNo])).toEqual([
      [afternoon.id, 0],
      [morning.id, 1],
      [expect.any(Number), 2],
    ]);
    expect(subjectsOf(saved)).toEqual([['Art'], ['Science', 'Math'], ['']]);
    expect(saved.blocks[1]!.blockEntries.map((e) => e.orderNo)).toEqual([0, 1]);
    expect(saved.blocks[1]!.blockEntries[1]!.id).toBe(math!.id);
    const entries = await db().selectFrom('bell_entries').select('id').execute();
    expect(entries.map((row) => row.id)).not.toContain(afternoon.blockEntries[0]!.id);
    expect(await bellSchedules.read(admin, created.id)).toEqual(saved);
  });

  it('reorders one schedule’s blocks and one block’s entries from 0, moving the schedule’s version on', async () => {
    const created = await create(admin, schedule([block('A', 'a1', 'a2', 'a3'), block('B', 'b1'), block('C', 'c1')]));
    const [a, b, c] = created.blocks.map((x) => x.id) as [number, number, number];
    const blocksResponse = await reorderBlocks(editor, [
      { id: c, orderNo: 0 },
      { id: a, orderNo: 1 },
      { id: b, orderNo: 2 },
    ]);
    expect(blocksResponse.statusCode, blocksResponse.body).toBe(200);
    expect(blocksResponse.json()).toEqual({ message: messages.blocksReordered });
    const [a1, a2, a3] = created.blocks[0]!.blockEntries.map((e) => e.id) as [number, number, number];
    const entriesResponse = await reorderEntries(editor, [
      { id: a3, orderNo: 0 },
      { id: a1, orderNo: 1 },
      { id: a2, orderNo: 2 },
    ]);
    expect(entriesResponse.json()).toEqual({ message: messages.entriesReordered });
    const saved = await bellSchedules.read(admin, created.id);
    expect(saved.blocks.map((x) => [x.title, x.orderNo])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    expect(saved.blocks[1]!.blockEntries.map((e) => [e.subject, e.orderNo])).toEqual([
      ['a3', 0],
      ['a1', 1],
      ['a2', 2],
    ]);
    expect(saved.version).toBe(3);
    // A tab that opened the schedule before the reorders is told so.
    expectError(await put(admin, created.id, { ...schedule(), version: 1 }), 409, messages.stale);
  });

  it('refuses reorders across lists, twice-named ids and unknown ids, changing nothing', async () => {
    const one = await create(admin, schedule([block('A', 'a1', 'a2'), block('B', 'b1')]));
    const two = await create(admin);
    const [a, b] = one.blocks as [BellSchedule['blocks'][0], BellSchedule['blocks'][0]];
    expectError(
      await reorderBlocks(admin, [
        { id: a.id, orderNo: 0 },
        { id: two.blocks[0]!.id, orderNo: 1 },
      ]),
      400,
      'All items of a reorder must be in the same list',
    );
    expectError(
      await reorderEntries(admin, [
        { id: a.blockEntries[0]!.id, orderNo: 1 },
        { id: b.blockEntries[0]!.id, orderNo: 0 },
      ]),
      400,
      'All items of a reorder must be in the same list',
    );
    expectError(
      await reorderBlocks(admin, [
        { id: a.id, orderNo: 1 },
        { id: a.id, orderNo: 0 },
      ]),
      400,
      'Each item may appear only once',
    );
    expectError(await reorderBlocks(admin, [{ id: 2_000_000_000, orderNo: 0 }]), 404, 'Block not found');
    expectError(await reorderEntries(admin, [{ id: 2_000_000_000, orderNo: 0 }]), 404, 'Entry not found');
    expectError(
      await reorderEntries(admin, [{ id: a.id, orderNo: -1 }]),
      400,
      'Each item needs a whole-number orderNo from 0',
    );
    expect(await bellSchedules.read(admin, one.id)).toEqual(one);
  });

  it("answers 404 for another website's blocks and entries on every call and never touches them", async () => {
    const theirs = await create(other, schedule([block('Theirs', 'x1', 'x2')]));
    const [block0] = theirs.blocks;
    const [x1, x2] = block0!.blockEntries;
    expectError(await reorderBlocks(admin, [{ id: block0!.id, orderNo: 0 }]), 404, 'Block not found');
    expectError(
      await reorderEntries(admin, [
        { id: x2!.id, orderNo: 0 },
        { id: x1!.id, orderNo: 1 },
      ]),
      404,
      'Entry not found',
    );
    // Their ids in a document of ours are new rows of ours; theirs stay as they were.
    const mine = await create(admin, schedule([{ ...block0!, blockEntries: [x1!, x2!] }]));
    expect(mine.blocks[0]!.id).not.toBe(block0!.id);
    expect(mine.blocks[0]!.blockEntries.map((e) => e.id)).not.toContain(x1!.id);
    const updated = await put(admin, mine.id, schedule([{ ...block0!, title: 'Taken over?' }]));
    expect(updated.statusCode, updated.body).toBe(200);
    expectError(await put(admin, theirs.id, schedule()), 404, 'Bell Schedule not found');
    expectError(await bellSchedules.remove(admin, theirs.id), 404, 'Bell Schedule not found');
    expect(await bellSchedules.read(other, theirs.id)).toEqual(theirs);
  });

  it('lets a VIEWER read but not reorder (403)', async () => {
    const created = await create(admin);
    const forbidden = 'You do not have permission to edit bell schedules';
    expectError(await reorderBlocks(viewer, [{ id: created.blocks[0]!.id, orderNo: 0 }]), 403, forbidden);
    expectError(
      await reorderEntries(viewer, [{ id: created.blocks[0]!.blockEntries[0]!.id, orderNo: 0 }]),
      403,
      forbidden,
    );
    expect(await bellSchedules.read(viewer, created.id)).toEqual(created);
  });

  it('deletes a schedule with its blocks and entries', async () => {
    const created = await create(admin, schedule([block('A', 'a1', 'a2'), block('B', 'b1')]));
    expect((await bellSchedules.remove(admin, created.id)).json()).toEqual({ message: messages.deleted });
    const blockIds = created.blocks.map((b) => b.id);
    expect(await db().selectFrom('bell_blocks').select('id').where('id', 'in', blockIds).execute()).toEqual([]);
    expect(await db().selectFrom('bell_entries').select('id').where('block_id', 'in', blockIds).execute()).toEqual([]);
  });
});

describe('the bell-times migration', () => {
  const name = '2026-12-03-007-bell-times';

  it('writes every readable time as 9:00 AM and keeps the rest of each row as it was', async () => {
    const names = Object.keys(migrationsOf(areas));
    const before = names[names.indexOf(name) - 1]!;
    const created = await create(admin, schedule([block('Morning', 'a', 'b', 'c', 'd', 'e', 'f')]));
    const ids = created.blocks[0]!.blockEntries.map((e) => e.id);
    // Times as the free-text field stored them, and what each becomes.
    const stored: [start: string, end: string, startAfter: string, endAfter: string][] = [
      ['9:00', '14:30', '9:00 AM', '2:30 PM'],
      ['1:00 PM', '01:45 pm', '1:00 PM', '1:45 PM'],
      ['9:00am', '09:50 am', '9:00 AM', '9:50 AM'],
      [' 12:05 AM', '12:00', '12:05 AM', '12:00 PM'],
      // Nothing readable: kept as typed, to be given a time at the next save.
      ['', 'after lunch', '', 'after lunch'],
      ['25:00', '7:60 PM', '25:00', '7:60 PM'],
    ];
    const migrator = migratorFor(t.database, areas);
    const down = await migrator.migrateTo(before);
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: name, direction: 'Down' });
    for (const [index, [start, end]] of stored.entries()) {
      await db()
        .updateTable('bell_entries')
        .set({ start_time: start, end_time: end })
        .where('id', '=', ids[index]!)
        .execute();
    }
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const rows = await db()
      .selectFrom('bell_entries')
      .select(['id', 'subject', 'start_time', 'end_time'])
      .where('id', 'in', ids)
      .orderBy('order_no')
      .execute();
    expect(rows).toEqual(
      stored.map(([, , start, end], index) => ({
        id: ids[index],
        subject: 'abcdef'[index],
        start_time: start,
        end_time: end,
      })),
    );
    // A kept unreadable time is named at the next save, under its field.
    const read = await bellSchedules.read(admin, created.id);
    expectError(
      await put(admin, created.id, read),
      400,
      messages.timeRequired('Block "Morning", entry 5 (e)', 'start'),
    );
  });
});
