import { classesPaths, type Subject } from '@cms/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentApp, postCreated, unique, type Client } from './content-support.js';
import { bellSchedules } from './resources/bell-schedules.js';
import { schoolClasses } from './resources/classes.js';
import { notices } from './resources/notices.js';
import { createStar, spotlightCategories } from './resources/spotlight.js';
import { departments, employees, staffRequired } from './resources/staff.js';
import { siteHtml } from './site-support.js';
import { eventually } from './helper.js';

/**
 * The school's own pages of the public site (docs/design.md §10) beyond what site-areas.test.ts
 * holds every area to: the order staff chose, a bell schedule's tables, a class's coming homework
 * on the school's clock, and the home page's notices and spotlight.
 */
const { t, admin } = contentApp();
afterEach(() => void vi.useRealTimers());

/** Where each text first stands in the page: they must come in this order. */
function expectInOrder(html: string, texts: string[]) {
  const places = texts.map((text) => {
    const place = html.indexOf(text);
    expect(place, `${text} is on the page`).toBeGreaterThan(-1);
    return place;
  });
  expect(places).toEqual([...places].sort((a, b) => a - b));
}

/** The part of a page from `start` up to the end of its section. */
const sectionFrom = (html: string, start: string) => {
  const from = html.indexOf(start);
  expect(from).toBeGreaterThan(-1);
  return html.slice(from, html.indexOf('</section>', from));
};

describe('/staff', () => {
  it('lists the departments in their order, each with its staff in theirs, photos beside the names', async () => {
    const [first, second] = [await departments.create(admin), await departments.create(admin)];
    const photo = 'https://cdn.example/photo.jpg';
    const [early, late] = [
      await employees.create(admin, { departmentIds: [first.id], imgUrl: photo }),
      await employees.create(admin, { departmentIds: [first.id, second.id], contactNo: '555-0100' }),
    ];
    // The school puts the second department first, and the later member before the earlier one.
    const reordered = [
      await departments.reorder(admin, [
        { id: second.id, orderNo: 1 },
        { id: first.id, orderNo: 2 },
      ]),
      await employees.reorder(admin, [
        { id: late.id, orderNo: 1 },
        { id: early.id, orderNo: 2 },
      ]),
    ];
    for (const response of reordered) expect(response.statusCode, response.body).toBe(200);

    const html = await siteHtml(t.app, '/staff');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expectInOrder(html, [`>${second.name}</h2>`, `>${first.name}</h2>`]);
    const inFirst = sectionFrom(html, `id="department-${first.id}"`);
    expectInOrder(inFirst, [`<h3>${late.name}</h3>`, `<h3>${early.name}</h3>`]);
    expect(sectionFrom(html, `id="department-${second.id}"`)).toContain(late.name);
    expect(sectionFrom(html, `id="department-${second.id}"`)).not.toContain(early.name);
    // The photo's alt text is empty: the name is beside it. Contact fields are links.
    expect(inFirst).toContain(`<img src="${photo}" alt=""`);
    expect(inFirst).toContain(`href="mailto:${staffRequired.email}"`);
    expect(inFirst).toContain('href="tel:5550100"');
    expect(inFirst).toContain(staffRequired.desigation);
  });
});

describe('/bell-schedules', () => {
  it("shows a schedule's blocks in order, each a table with header cells, times as saved", async () => {
    const schedule = await bellSchedules.create(admin, {
      title: unique('Exam day'),
      blocks: [
        {
          title: 'Morning',
          blockEntries: [
            { subject: 'Homeroom', teacher: 'Ms. Patel', startTime: '8:00 AM', endTime: '8:15 AM' },
            { subject: 'Exam', teacher: '', startTime: '8:20 AM', endTime: '10:30 AM' },
          ],
        },
        {
          title: 'Lunch',
          blockEntries: [{ subject: 'Lunch', teacher: '', startTime: '11:00 AM', endTime: '11:40 AM' }],
        },
      ],
    });
    expect(await siteHtml(t.app, '/bell-schedules')).toContain(`href="/site/bell-schedules/${schedule.id}"`);
    const html = await siteHtml(t.app, `/bell-schedules/${schedule.id}`);
    expect(html).toContain(`<h1>${schedule.title}</h1>`);
    expectInOrder(html, ['>Morning</h2>', '>Lunch</h2>']);
    const morning = sectionFrom(html, '>Morning</h2>');
    for (const header of ['Period', 'Teacher', 'Starts', 'Ends'])
      expect(morning).toContain(`<th scope="col">${header}</th>`);
    expectInOrder(morning, ['<th scope="row">Homeroom</th>', '<th scope="row">Exam</th>']);
    expect(morning).toContain('<td>8:00 AM</td><td>8:15 AM</td>');
    expect(morning).toContain('<td>8:20 AM</td><td>10:30 AM</td>');
  });

  it('answers an id that is none with the 404 page and a bad page number with a 400', async () => {
    for (const path of ['/bell-schedules/abc', '/bell-schedules/0', '/bell-schedules/99999999'])
      expect(await siteHtml(t.app, path, 404)).toContain('Page not found');
    expect(await siteHtml(t.app, '/bell-schedules?page=x', 400)).toContain('The page number');
  });
});

describe('/classes', () => {
  const subjectsUrl = (classId: number) => classesPaths.subjects.replace(':id', `${classId}`);
  const addSubject = (client: Client, classId: number, fields: object) =>
    postCreated<Subject>(client, subjectsUrl(classId), { name: unique('Subject'), ...fields });

  it("shows a class's active subjects and the homework due today or later, by the school's clock", async () => {
    const schoolClass = await schoolClasses.create(admin);
    const maths = await addSubject(admin, schoolClass.id, { teacher: 'Ms. Patel', startTime: '09:00 AM' });
    const art = await addSubject(admin, schoolClass.id, { status: 'INACTIVE' });
    const homework = [
      { subjectId: maths.id, homeworkDate: '2031-05-09', description: unique('Past task') },
      { subjectId: maths.id, homeworkDate: '2031-05-11', description: unique('Tomorrow task') },
      { subjectId: maths.id, homeworkDate: '2031-05-10', description: unique('Today task') },
      { subjectId: art.id, homeworkDate: '2031-05-10', description: unique('Inactive task') },
    ];
    const saved = await admin.inject({
      method: 'POST',
      url: classesPaths.homeworks.replace(':id', `${schoolClass.id}`),
      payload: homework,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [past, tomorrow, today, inactive] = homework.map((one) => one.description);

    vi.useFakeTimers({ toFake: ['Date'] });
    // A minute before midnight in the demo school's time zone (America/New_York, UTC-4 in May).
    vi.setSystemTime(new Date('2031-05-11T03:59:00Z'));
    const html = await siteHtml(t.app, `/classes/${schoolClass.id}`);
    expect(html).toContain(`<h1>${schoolClass.name}</h1>`);
    const subjects = sectionFrom(html, '<h2 id="subjects">');
    expect(subjects).toContain(`<th scope="row">${maths.name}</th><td>Ms. Patel</td><td>09:00 AM – …</td>`);
    expect(subjects).not.toContain(art.name);
    expectInOrder(html, ['<time dateTime="2031-05-10">Saturday, May 10, 2031</time>', today!, tomorrow!]);
    expect(html).not.toContain(past);
    expect(html).not.toContain(inactive);

    // At midnight the day is over: its homework is past.
    vi.setSystemTime(new Date('2031-05-11T04:00:00Z'));
    const next = await siteHtml(t.app, `/classes/${schoolClass.id}`);
    expect(next).not.toContain(today);
    expect(next).toContain(tomorrow);
  });

  it('shows no INACTIVE class, in the list or on its page', async () => {
    const schoolClass = await schoolClasses.create(admin);
    expect(await siteHtml(t.app, '/classes')).toContain(`href="/site/classes/${schoolClass.id}"`);
    await t.database.db.updateTable('classes').set({ status: 'INACTIVE' }).where('id', '=', schoolClass.id).execute();
    // Written without the server (as a script would): the site hears of it within a second.
    await eventually(
      () => siteHtml(t.app, '/classes'),
      (html) => !html.includes(schoolClass.name),
    );
    expect(await siteHtml(t.app, `/classes/${schoolClass.id}`, 404)).not.toContain(schoolClass.name);
  });
});

describe('/notices', () => {
  it('lists the active notices newest first, ten a page, each in full', async () => {
    const made = [];
    for (let count = 0; count < 11; count++) made.push(await notices.create(admin, { status: 'ACTIVE' }));
    const [oldest] = made;
    const newest = made.at(-1)!;
    const first = await siteHtml(t.app, '/notices');
    expectInOrder(first, [`<h2 id="notice-${newest.id}-title">${newest.title}</h2>`, made.at(-2)!.title]);
    expect(first).toContain('<div class="prose"><p>Read me</p></div>');
    expect(first).not.toContain(`>${oldest!.title}</h2>`);
    expect(first).toContain('href="/site/notices?page=2" rel="next"');
    expect(await siteHtml(t.app, '/notices?page=2')).toContain(oldest!.title);
  });
});

describe('the home page', () => {
  it('shows the newest three notices, then the spotlight, after the news and blogs', async () => {
    const [older, ...newest] = [
      await notices.create(admin, { status: 'ACTIVE', summary: 'Older' }),
      await notices.create(admin, { status: 'ACTIVE' }),
      await notices.create(admin, { status: 'ACTIVE' }),
      await notices.create(admin, { status: 'ACTIVE' }),
    ];
    const draft = await notices.create(admin, { status: 'DRAFT' });
    const category = await spotlightCategories.create(admin);
    await createStar(admin, category.id);

    const html = await siteHtml(t.app, '/');
    const sections = ['home-news', 'home-blog', 'home-notices', 'home-spotlight'].filter((id) =>
      html.includes(`id="${id}"`),
    );
    expect(sections.slice(-2)).toEqual(['home-notices', 'home-spotlight']);
    expectInOrder(
      html,
      sections.map((id) => `<section aria-labelledby="${id}"><h2 id="${id}">`),
    );
    const shown = sectionFrom(html, '<section aria-labelledby="home-notices">');
    const newestFirst = [...newest].reverse();
    for (const notice of newestFirst) expect(shown).toContain(`href="/site/notices#notice-${notice.id}"`);
    expectInOrder(
      shown,
      newestFirst.map((notice) => notice.title),
    );
    expect(shown).not.toContain(older!.title);
    expect(shown).not.toContain(draft.title);
    expect(shown).toContain('<a href="/site/notices">All notices</a>');
    const spotlight = sectionFrom(html, '<section aria-labelledby="home-spotlight">');
    expect(spotlight).toContain('<h3>');
    expect(spotlight).toContain('<a href="/site/spotlight">');
  });
});
