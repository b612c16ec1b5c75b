import { dateRangeMessages, eventsMessages, mediaPaths, type SchoolEvent } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { contentApp, expectError, unique } from './content-support.js';
import { events } from './resources/events.js';
import { media } from './resources/media.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { admin, other } = contentApp();

const timed = { title: 'Concert', start: '2026-12-03T18:00' };
const allDay = { title: 'Closure', allDay: true, start: '2026-12-21' };

describeScopedResource(events, {
  invalid: { body: { ...timed, end: '2026-12-03T17:00' }, message: eventsMessages.endBeforeStart },
  refused: {
    'Title is required': [{ start: timed.start }, { ...timed, title: '  ' }, { ...timed, title: 7 }],
    'Must be at most 255 characters': [
      { ...timed, title: 'x'.repeat(256) },
      { ...timed, location: 'x'.repeat(256) },
    ],
    'Start is required': [{ title: 'T' }, { ...timed, start: '' }, { ...timed, start: null }],
    [eventsMessages.startInvalid]: [
      { ...timed, start: 'tomorrow' },
      { ...timed, start: '2026-02-30T18:00' },
      { ...timed, start: '2026-12-03T24:00' },
      { ...timed, start: '2026-12-03T18:00:00' },
      { ...timed, start: '2026-12-03T18:00Z' },
      { ...timed, start: '2026-12-03 18:00' },
    ],
    [eventsMessages.endInvalid]: [
      { ...timed, end: 'later' },
      { ...timed, end: 5 },
    ],
    [eventsMessages.startNeedsTime]: [{ ...timed, start: '2026-12-03' }],
    [eventsMessages.endNeedsTime]: [{ ...timed, end: '2026-12-04' }],
    [eventsMessages.allDayHasNoTimes]: [
      { ...allDay, start: '2026-12-21T09:00' },
      { ...allDay, end: '2026-12-23T17:00' },
    ],
    [eventsMessages.endBeforeStart]: [
      { ...timed, end: '2026-12-02T20:00' },
      { ...allDay, end: '2026-12-20' },
    ],
    [eventsMessages.tooLong]: [{ ...allDay, end: '2027-12-23' }],
    'allDay must be true or false': [{ ...timed, allDay: 'yes' }],
    [eventsMessages.categoryInvalid]: [
      { ...timed, category: 'party' },
      { ...timed, category: 'Sports' },
    ],
    'Must be at most 200000 characters': [{ ...timed, description: 'x'.repeat(200_001) }],
  },
  sorted: {
    field: 'start',
    values: ['2031-05-02T09:00', '2031-05-01T18:00', '2031-05-01T07:30', '2031-04-30T23:59', '2031-05-01T18:00'],
  },
  filters: {
    field: 'category',
    values: [
      ['sports', 'sports'],
      ['holiday', 'holiday'],
    ],
    invalid: eventsMessages.categoryInvalid,
  },
  // A timed event of another kind, with no end, no place and no description.
  created: {
    body: { title: 'Board meeting', start: '2026-12-10T19:00' },
    answer: {
      title: 'Board meeting',
      allDay: false,
      start: '2026-12-10T19:00',
      end: null,
      location: '',
      category: 'other',
      description: '',
    },
  },
  // An update replaces every field: a timed evening becomes an all-day closure.
  updated: {
    from: { end: '2026-12-03T20:00', location: 'Hall', category: 'arts', description: '<p>Bring a friend</p>' },
    body: { title: 'Snow closure', allDay: true, start: '2026-12-04', end: '2026-12-05', category: 'holiday' },
    answer: {
      title: 'Snow closure',
      allDay: true,
      start: '2026-12-04',
      end: '2026-12-05',
      location: '',
      category: 'holiday',
      description: '',
    },
  },
});

/** The ids of Northfield's events (website 2: no demo events) for `query`, in the list's order. */
async function idsOf(query: string) {
  const ids: number[] = [];
  for (let page = 0; ; page++) {
    const answer = await events.page(other, `${query}&size=100&page=${page}`);
    ids.push(...answer.content.map((event) => event.id));
    if (answer.content.length < 100) return ids;
  }
}

describe('events', () => {
  it('keeps the school’s wall-clock times as they were typed, with no time zone', async () => {
    const concert = await events.create(admin, { start: ' 2026-12-03T18:00 ', end: '2026-12-03T20:30' });
    expect(concert).toMatchObject({ allDay: false, start: '2026-12-03T18:00', end: '2026-12-03T20:30' });
    const row = await admin.inject({ method: 'GET', url: events.item(concert.id) });
    expect(row.json()).toMatchObject({ start: '2026-12-03T18:00', end: '2026-12-03T20:30' });
  });

  it('takes an all-day event of one day (no end) or of several (its last day as the end)', async () => {
    expect(await events.create(admin, { ...allDay, title: unique('Inset day') })).toMatchObject({
      allDay: true,
      start: '2026-12-21',
      end: null,
    });
    expect(await events.create(admin, { ...allDay, end: '2027-01-01' })).toMatchObject({ end: '2027-01-01' });
    // The same day as the start is a day long; a timed event may end the moment it starts.
    expect(await events.create(admin, { ...allDay, end: '2026-12-21' })).toMatchObject({ end: '2026-12-21' });
    expect(await events.create(admin, { ...timed, end: timed.start })).toMatchObject({ end: timed.start });
  });

  it('sanitizes the description and keeps the plain-text fields as typed', async () => {
    const created = await events.create(admin, {
      title: 'Tom & Jerry <3',
      location: '<b>Hall</b>',
      description: '<p onclick="x()">Hi</p><script>alert(1)</script><img src=x onerror=alert(2)>',
    });
    expect(created).toMatchObject({ title: 'Tom & Jerry <3', location: '<b>Hall</b>', description: '<p>Hi</p>' });
  });

  it('is named by the media library while its description shows a file', async () => {
    const poster = await media.create(admin, { mediaUrl: 'https://cdn.riverside.example/images/concert-poster.jpg' });
    const usage = mediaPaths.usage.replace(':id', String(poster.id));
    const title = unique('Poster concert');
    const created = await events.create(admin, {
      title,
      description: `<p><img src="${poster.mediaUrl}" alt="The poster"></p>`,
    });
    expect((await admin.inject({ method: 'GET', url: usage })).json().usedBy).toContainEqual({
      kind: 'event',
      name: title,
    });
    await events.remove(admin, created.id);
    expect((await admin.inject({ method: 'GET', url: usage })).json().usedBy).not.toContainEqual({
      kind: 'event',
      name: title,
    });
  });

  it('lists the events with a moment on the days asked for, by start, whatever their shape', async () => {
    const made = async (title: string, fields: object) => (await events.create(other, { title, ...fields })).id;
    const ids = {
      before: await made('Ends the day before', { start: '2030-05-30T09:00', end: '2030-05-31T23:59' }),
      into: await made('Runs into the range', { allDay: true, start: '2030-05-28', end: '2030-06-01' }),
      first: await made('Morning of the first day', { start: '2030-06-01T08:00' }),
      across: await made('Across the whole range', { allDay: true, start: '2030-05-01', end: '2030-07-31' }),
      lastDay: await made('Evening of the last day', { start: '2030-06-30T23:30', end: '2030-07-01T01:00' }),
      oneDay: await made('All day on the last day', { allDay: true, start: '2030-06-30' }),
      after: await made('The day after', { allDay: true, start: '2030-07-01' }),
      longAgo: await made('A year before', { allDay: true, start: '2029-05-30', end: '2029-06-02' }),
    };
    const june = await idsOf('from=2030-06-01&to=2030-06-30');
    expect(june).toEqual([ids.across, ids.into, ids.first, ids.oneDay, ids.lastDay]);
    const page = await events.page(other, 'from=2030-06-01&to=2030-06-30&size=2&page=1');
    expect(page).toMatchObject({ totalElements: 5, totalPages: 3, number: 1 });
    expect(page.content.map((event) => event.id)).toEqual([ids.first, ids.oneDay]);

    // Open at one end: from a day on (the upcoming ones), or up to a day.
    const fromJuly = await idsOf('from=2030-07-01');
    expect(fromJuly.filter((id) => Object.values(ids).includes(id))).toEqual([ids.across, ids.lastDay, ids.after]);
    const toMay = await idsOf('to=2030-05-31');
    expect(toMay.filter((id) => Object.values(ids).includes(id))).toEqual([
      ids.longAgo,
      ids.across,
      ids.into,
      ids.before,
    ]);
    // The latest first, with the category and the search too.
    expect(await idsOf('from=2030-06-01&to=2030-06-30&sortOrder=desc')).toEqual([...june].reverse());
  });

  it('searches the titles without regard to case, with the other filters', async () => {
    const fair = await events.create(other, { title: 'Spring FAIR 100%', category: 'community' });
    const quiz = await events.create(other, { title: 'Fair-play quiz', category: 'academic' });
    const ids = (query: string) => idsOf(query);
    expect(await ids('search=fair')).toEqual(expect.arrayContaining([fair.id, quiz.id]));
    expect(await ids('search=fair&category=community')).toEqual([fair.id]);
    expect(await ids('search=100%25')).toEqual([fair.id]);
    expect(await ids('search=fair&from=2027-01-01')).toEqual([]);
  });

  it.each([
    ['from=2030-13-01', dateRangeMessages.fromInvalid],
    ['from=tomorrow', dateRangeMessages.fromInvalid],
    ['to=2030-06-31', dateRangeMessages.toInvalid],
    ['from=2030-06-02&to=2030-06-01', dateRangeMessages.toBeforeFrom],
    ['sortOrder=up', 'sortOrder must be asc or desc'],
    ['category=party', eventsMessages.categoryInvalid],
  ])('answers 400 for ?%s', async (query, message) => {
    expectError(await admin.inject({ method: 'GET', url: `${events.path}?${query}` }), 400, message);
  });

  it('shows the demo school’s calendar: events to come, one just past and the winter closure', async () => {
    const all = (await events.page(admin, 'size=100')).content;
    const byTitle = new Map<string, SchoolEvent>(all.map((event) => [event.title, event]));
    const closure = byTitle.get('Winter break: school closed')!;
    expect(closure).toMatchObject({ allDay: true, category: 'holiday' });
    expect(closure.end! > closure.start).toBe(true);
    expect(byTitle.get('Winter concert')).toMatchObject({ allDay: false, category: 'arts', location: 'Auditorium' });
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const upcoming = (await events.page(admin, `from=${day}&size=100`)).content.map((event) => event.title);
    expect(upcoming).toEqual(expect.arrayContaining(["Parents' evening", 'Winter concert', 'Sports day']));
    expect(upcoming).not.toContain('Science fair');
  });
});
