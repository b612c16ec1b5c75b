import {
  classesMessages,
  classesPaths,
  homeworksMessages,
  subjectsMessages,
  type Homework,
  type HomeworkOfClass,
  type SchoolClass,
  type Subject,
  type SubjectOfClass,
} from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { untyped } from '../src/platform/kit/any-table.js';
import { contentApp, expectError, postCreated, unique, type Client } from './content-support.js';
import { schoolClasses } from './resources/classes.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { t, admin, editor, viewer, other } = contentApp();

describeScopedResource(schoolClasses, {
  invalid: { body: { name: '' }, message: classesMessages.nameRequired },
  refused: {
    [classesMessages.nameRequired]: [{ name: '   ' }, { name: null }, { name: 7 }],
    'Must be at most 100 characters': [{ name: 'x'.repeat(101) }],
    'Must be at most 50 characters': [{ name: 'Grade 1 C', code: 'x'.repeat(51) }],
  },
  ordering: { base: 1 },
});

const subjectsUrl = (classId: number | string) => classesPaths.subjects.replace(':id', `${classId}`);
const subjectUrl = (classId: number | string, subjectId: number | string) => `${subjectsUrl(classId)}/${subjectId}`;
const homeworkUrl = (classId: number | string) => classesPaths.homeworks.replace(':id', `${classId}`);
const db = () => untyped(t.database.db);

const newClass = (client: Client, fields: object = {}) => schoolClasses.create(client, fields);
const newSubject = (client: Client, classId: number, fields: object = {}) =>
  postCreated<Subject>(client, subjectsUrl(classId), { name: unique('Subject'), ...fields });
const saveHomework = (client: Client, classId: number, payload: unknown) =>
  client.inject({ method: 'POST', url: homeworkUrl(classId), payload: payload as object });
const homeworkOn = async (client: Client, classId: number, date: string) => {
  const response = await client.inject({ method: 'GET', url: `${homeworkUrl(classId)}?date=${date}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Homework[]>();
};
const subjectsOf = async (client: Client, classId: number) => {
  const response = await client.inject({ method: 'GET', url: subjectsUrl(classId) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Subject[]>();
};

describe('the class list', () => {
  it('answers a page with content and totalElements, in orderNo by default, sorted as sortBy and sortOrder ask', async () => {
    const names = [unique('Zeta'), unique('Alpha'), unique('Mu')];
    for (const name of names) await newClass(other, { name });
    const ids = await schoolClasses.allIds(other);
    const page = await schoolClasses.page(other, 'page=0&size=100&sortOrder=asc');
    expect(page.totalElements).toBe(ids.length);
    expect(page.content.map((row) => row.orderNo)).toEqual(
      [...page.content.map((row) => row.orderNo)].sort((a, b) => a - b),
    );
    const down = await schoolClasses.page(other, 'size=100&sortBy=orderNo&sortOrder=desc');
    expect(down.content.map((row) => row.id)).toEqual([...page.content.map((row) => row.id)].reverse());
    const byName = await schoolClasses.page(other, 'size=100&sortBy=name&sortOrder=asc');
    const sortedNames = byName.content.map((row) => (row as unknown as SchoolClass).name);
    expect(sortedNames).toEqual([...sortedNames].sort((a, b) => a.localeCompare(b)));
  });

  it.each([
    ['sortOrder=up', 'sortOrder must be asc or desc'],
    ['sortBy=teacher', 'sortBy must be one of orderNo, name, createdAt'],
  ])('answers 400 for ?%s', async (query, message) => {
    expectError(await admin.inject({ method: 'GET', url: `${classesPaths.classes}?${query}` }), 400, message);
  });

  it('numbers a new class after the others: the count plus one once renumbered from 1', async () => {
    const mine = await schoolClasses.allIds(admin);
    await schoolClasses.reorder(
      admin,
      mine.map((id, index) => ({ id, orderNo: index + 1 })),
    );
    const created = await newClass(admin);
    expect(created.orderNo).toBe(mine.length + 1);
    expect(created).toMatchObject({ assetOwnerId: admin.websiteId, status: 'ACTIVE', code: 'A' });
  });
});

describe('subjects of a class', () => {
  it('adds an ACTIVE subject at the end, with its times written as 09:00 AM, and lists the class’s in order', async () => {
    const created = await newClass(admin);
    const first = await newSubject(admin, created.id, {
      id: 0,
      assetOwnerId: 0,
      classId: 999,
      order: 40,
      name: 'Mathematics',
      teacher: 'Ms. Patel',
      startTime: '9:00 am',
      endTime: '14:30',
    });
    expect(first).toEqual({
      id: expect.any(Number),
      assetOwnerId: admin.websiteId,
      classId: created.id,
      name: 'Mathematics',
      teacher: 'Ms. Patel',
      status: 'ACTIVE',
      orderNo: 1,
      order: 1,
      startTime: '09:00 AM',
      endTime: '02:30 PM',
    });
    const second = await newSubject(admin, created.id, { name: 'English' });
    expect(second).toMatchObject({ orderNo: 2, teacher: '', startTime: '', endTime: '' });
    expect((await subjectsOf(viewer, created.id)).map((row) => row.id)).toEqual([first.id, second.id]);
  });

  it.each([
    [{ name: '' }, subjectsMessages.nameRequired],
    [{ name: '  ' }, subjectsMessages.nameRequired],
    [{ teacher: 'Ms. Patel' }, subjectsMessages.nameRequired],
    [{ name: 'Art', startTime: '10:00 AM', endTime: '09:00 AM' }, subjectsMessages.endBeforeStart],
    [{ name: 'Art', startTime: '10:00 AM', endTime: '10:00 AM' }, subjectsMessages.endBeforeStart],
    [{ name: 'Art', startTime: '25:00' }, subjectsMessages.timeInvalid],
    [{ name: 'Art', endTime: 'noon' }, subjectsMessages.timeInvalid],
    [{ name: 'Art', status: 'DONE' }, subjectsMessages.statusInvalid],
  ])('refuses %j with 400 and saves nothing', async (body, message) => {
    const created = await newClass(admin);
    const subject = await newSubject(admin, created.id, { name: 'Kept' });
    expectError(await admin.inject({ method: 'POST', url: subjectsUrl(created.id), payload: body }), 400, message);
    expectError(
      await admin.inject({ method: 'PUT', url: subjectUrl(created.id, subject.id), payload: body }),
      400,
      message,
    );
    expect(await subjectsOf(admin, created.id)).toEqual([subject]);
  });

  it('updates a subject with the merged fields and deletes it with its homework', async () => {
    const created = await newClass(admin);
    const subject = await newSubject(admin, created.id, { teacher: 'Mr. Owens' });
    const response = await editor.inject({
      method: 'PUT',
      url: subjectUrl(created.id, subject.id),
      payload: { ...subject, name: 'Science', status: 'INACTIVE', startTime: '10:30 AM', endTime: '11:15 AM' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...subject,
      name: 'Science',
      status: 'INACTIVE',
      startTime: '10:30 AM',
      endTime: '11:15 AM',
    });
    await saveHomework(admin, created.id, [
      { id: 0, subjectId: subject.id, homeworkDate: '2026-11-25', description: 'Read' },
    ]);
    const removed = await editor.inject({ method: 'DELETE', url: subjectUrl(created.id, subject.id) });
    expect(removed.json()).toEqual({ message: subjectsMessages.deleted });
    expect(await subjectsOf(admin, created.id)).toEqual([]);
    expect(await db().selectFrom('homeworks').select('id').where('subject_id', '=', subject.id).execute()).toEqual([]);
  });

  it("answers 404 for another website's class and for a subject of another class, changing nothing", async () => {
    const theirs = await newClass(other);
    const theirSubject = await newSubject(other, theirs.id);
    const mine = await newClass(admin);
    const mySubject = await newSubject(admin, mine.id);
    const classGone = 'Class not found';
    expectError(await admin.inject({ method: 'GET', url: subjectsUrl(theirs.id) }), 404, classGone);
    expectError(
      await admin.inject({ method: 'POST', url: subjectsUrl(theirs.id), payload: { name: 'X' } }),
      404,
      classGone,
    );
    const edits = [
      [theirs.id, theirSubject.id, classGone],
      [mine.id, theirSubject.id, 'Subject not found'],
    ] as const;
    for (const [classId, subjectId, message] of edits) {
      const url = subjectUrl(classId, subjectId);
      expectError(await admin.inject({ method: 'PUT', url, payload: { name: 'Taken over' } }), 404, message);
      expectError(await admin.inject({ method: 'DELETE', url }), 404, message);
    }
    // A subject of the same website but another class is not this class's either.
    const sibling = await newClass(admin);
    expectError(
      await admin.inject({ method: 'PUT', url: subjectUrl(sibling.id, mySubject.id), payload: { name: 'Moved' } }),
      404,
      'Subject not found',
    );
    expect(await subjectsOf(other, theirs.id)).toEqual([theirSubject]);
    expect(await subjectsOf(admin, mine.id)).toEqual([mySubject]);
  });

  it('lets a VIEWER read subjects and homework and refuses every write with 403', async () => {
    const created = await newClass(admin);
    const subject = await newSubject(admin, created.id);
    const forbidden = 'You do not have permission to edit classes';
    expect(await subjectsOf(viewer, created.id)).toEqual([subject]);
    expect(await homeworkOn(viewer, created.id, '2026-11-25')).toEqual([]);
    expectError(
      await viewer.inject({ method: 'POST', url: subjectsUrl(created.id), payload: { name: 'X' } }),
      403,
      forbidden,
    );
    expectError(
      await viewer.inject({ method: 'PUT', url: subjectUrl(created.id, subject.id), payload: { name: 'X' } }),
      403,
      forbidden,
    );
    expectError(await viewer.inject({ method: 'DELETE', url: subjectUrl(created.id, subject.id) }), 403, forbidden);
    const homework = [{ subjectId: subject.id, homeworkDate: '2026-11-25', description: 'X' }];
    expectError(await saveHomework(viewer, created.id, homework), 403, forbidden);
    expect(await subjectsOf(admin, created.id)).toEqual([subject]);
    expect(await homeworkOn(admin, created.id, '2026-11-25')).toEqual([]);
  });

  it('needs a live token for the subject and homework calls', async () => {
    const created = await newClass(admin);
    for (const [method, url] of [
      ['GET', subjectsUrl(created.id)],
      ['POST', subjectsUrl(created.id)],
      ['GET', `${homeworkUrl(created.id)}?date=2026-11-25`],
      ['GET', classesPaths.allSubjects],
      ['GET', `${classesPaths.allHomeworks}?date=2026-11-25`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('homework', () => {
  it('saving the same subject and date twice leaves one row with the second text', async () => {
    const created = await newClass(admin);
    const subject = await newSubject(admin, created.id);
    const day = '2026-11-25';
    const first = await saveHomework(admin, created.id, [
      { id: 0, subjectId: subject.id, homeworkDate: day, description: 'Fractions worksheet' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const second = await saveHomework(editor, created.id, [
      { id: 0, subjectId: subject.id, homeworkDate: day, description: 'Fractions worksheet, page 2' },
    ]);
    expect(second.statusCode, second.body).toBe(200);
    const rows = await db()
      .selectFrom('homeworks')
      .select(['id', 'description', 'created_by', 'updated_by'])
      .where('subject_id', '=', subject.id)
      .execute();
    expect(rows).toEqual([
      {
        id: first.json()[0].id,
        description: 'Fractions worksheet, page 2',
        created_by: admin.id,
        updated_by: editor.id,
      },
    ]);
    expect(await homeworkOn(admin, created.id, day)).toEqual([
      { id: rows[0].id, description: 'Fractions worksheet, page 2', homeworkDate: day, subjectId: subject.id },
    ]);
  });

  it('keeps each date apart, answers one box per subject saved, and clears a subject’s day with a blank text', async () => {
    const created = await newClass(admin);
    const maths = await newSubject(admin, created.id);
    const english = await newSubject(admin, created.id);
    const saved = await saveHomework(admin, created.id, [
      { subjectId: maths.id, homeworkDate: '2026-11-24', description: 'Monday maths' },
      { subjectId: english.id, homeworkDate: '2026-11-24', description: 'Monday English' },
      { subjectId: maths.id, homeworkDate: '2026-11-25', description: 'Tuesday maths' },
    ]);
    expect(saved.json<Homework[]>().map((row) => row.description)).toEqual([
      'Monday maths',
      'Monday English',
      'Tuesday maths',
    ]);
    expect((await homeworkOn(admin, created.id, '2026-11-25')).map((row) => row.description)).toEqual([
      'Tuesday maths',
    ]);
    await saveHomework(admin, created.id, [{ subjectId: english.id, homeworkDate: '2026-11-24', description: '  ' }]);
    expect((await homeworkOn(admin, created.id, '2026-11-24')).map((row) => row.subjectId)).toEqual([maths.id]);
  });

  it.each([
    ['2026-1-05', homeworksMessages.dateInvalid],
    ['2026-02-30', homeworksMessages.dateInvalid],
    ['25/11/2026', homeworksMessages.dateInvalid],
    ['2026-11-25T00:00:00Z', homeworksMessages.dateInvalid],
    [20261125, homeworksMessages.dateInvalid],
  ])('refuses the homeworkDate %j with 400 and saves nothing', async (homeworkDate, message) => {
    const created = await newClass(admin);
    const subject = await newSubject(admin, created.id);
    const good = { subjectId: subject.id, homeworkDate: '2026-11-25', description: 'Fine' };
    const response = await saveHomework(admin, created.id, [good, { ...good, homeworkDate }]);
    expectError(response, 400, message);
    expect(await homeworkOn(admin, created.id, '2026-11-25')).toEqual([]);
    expectError(
      await admin.inject({ method: 'GET', url: `${homeworkUrl(created.id)}?date=${homeworkDate}` }),
      400,
      homeworksMessages.queryDateInvalid,
    );
  });

  it.each([
    [{ homeworkDate: '2026-11-25', description: 'X' }, 'Invalid id'],
    [{ description: 'X', homeworkDate: '2026-11-25', subjectId: 'abc' }, 'Invalid id'],
  ])('refuses the item %j with 400', async (item, message) => {
    const created = await newClass(admin);
    expectError(await saveHomework(admin, created.id, [item]), 400, message);
  });

  it('refuses a body that is not a list, or names a subject twice for a date, with 400', async () => {
    const created = await newClass(admin);
    const subject = await newSubject(admin, created.id);
    const item = { subjectId: subject.id, homeworkDate: '2026-11-25', description: 'X' };
    expectError(await saveHomework(admin, created.id, item), 400, homeworksMessages.listRequired);
    expectError(await saveHomework(admin, created.id, [item, item]), 400, homeworksMessages.subjectTwice);
    expect(await homeworkOn(admin, created.id, '2026-11-25')).toEqual([]);
  });

  it("answers 404 for another website's class or a subject of another class, saving nothing", async () => {
    const theirs = await newClass(other);
    const theirSubject = await newSubject(other, theirs.id);
    const mine = await newClass(admin);
    const mySubject = await newSubject(admin, mine.id);
    const day = '2026-11-26';
    expectError(
      await admin.inject({ method: 'GET', url: `${homeworkUrl(theirs.id)}?date=${day}` }),
      404,
      'Class not found',
    );
    const item = (subjectId: number) => ({ subjectId, homeworkDate: day, description: 'Sneaky' });
    expectError(await saveHomework(admin, theirs.id, [item(theirSubject.id)]), 404, 'Class not found');
    expectError(
      await saveHomework(admin, mine.id, [item(mySubject.id), item(theirSubject.id)]),
      404,
      'Subject not found',
    );
    expect(await homeworkOn(admin, mine.id, day)).toEqual([]);
    expect(await homeworkOn(other, theirs.id, day)).toEqual([]);
  });
});

describe('deleting a class', () => {
  it('deletes its subjects and their homework with it, and nothing of another class', async () => {
    const doomed = await newClass(admin);
    const kept = await newClass(admin);
    const subject = await newSubject(admin, doomed.id);
    const keptSubject = await newSubject(admin, kept.id);
    await saveHomework(admin, doomed.id, [{ subjectId: subject.id, homeworkDate: '2026-11-27', description: 'Gone' }]);
    await saveHomework(admin, kept.id, [
      { subjectId: keptSubject.id, homeworkDate: '2026-11-27', description: 'Kept' },
    ]);
    const response = await schoolClasses.remove(admin, doomed.id);
    expect(response.json()).toEqual({ message: classesMessages.deleted });
    expect(await db().selectFrom('subjects').select('id').where('class_id', '=', doomed.id).execute()).toEqual([]);
    expect(await db().selectFrom('homeworks').select('id').where('subject_id', '=', subject.id).execute()).toEqual([]);
    expect((await homeworkOn(admin, kept.id, '2026-11-27')).map((row) => row.description)).toEqual(['Kept']);
  });
});

describe('every class at once', () => {
  it('lists every subject with its class, by class order, filtered by ?classId=, and never another website’s', async () => {
    const first = await newClass(other, { name: unique('First') });
    const second = await newClass(other, { name: unique('Second') });
    const a = await newSubject(other, first.id);
    const b = await newSubject(other, second.id);
    const page = async (client: Client, query = '') => {
      const response = await client.inject({ method: 'GET', url: `${classesPaths.allSubjects}?size=100${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ content: SubjectOfClass[]; totalElements: number }>();
    };
    const all = await page(other);
    expect(all.totalElements).toBe(all.content.length);
    const ids = all.content.map((row) => row.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(all.content.find((row) => row.id === b.id)).toEqual({ ...b, className: second.name });
    expect(await page(other, `&classId=${first.id}`)).toMatchObject({
      content: [{ ...a, className: first.name }],
      totalElements: 1,
    });
    expect((await page(admin)).content.map((row) => row.id)).not.toContain(a.id);
  });

  it('answers 404 for ?classId= of another website’s class, or of none, as every filter by a parent does', async () => {
    const theirs = await newClass(other);
    await newSubject(other, theirs.id);
    for (const classId of [theirs.id, 2_000_000_000]) {
      const response = await admin.inject({ method: 'GET', url: `${classesPaths.allSubjects}?classId=${classId}` });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Class not found' });
    }
  });

  it("lists a day's homework across the website's classes, with their subject and class", async () => {
    const day = '2026-12-01';
    const first = await newClass(admin);
    const second = await newClass(admin);
    const maths = await newSubject(admin, first.id, { name: 'Maths' });
    const art = await newSubject(admin, second.id, { name: 'Art' });
    await saveHomework(admin, first.id, [{ subjectId: maths.id, homeworkDate: day, description: 'Sums' }]);
    await saveHomework(admin, second.id, [
      { subjectId: art.id, homeworkDate: day, description: 'Leaves' },
      { subjectId: art.id, homeworkDate: '2026-12-02', description: 'Not today' },
    ]);
    const theirs = await newClass(other);
    const theirSubject = await newSubject(other, theirs.id);
    await saveHomework(other, theirs.id, [{ subjectId: theirSubject.id, homeworkDate: day, description: 'Theirs' }]);
    const response = await viewer.inject({ method: 'GET', url: `${classesPaths.allHomeworks}?date=${day}` });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<HomeworkOfClass[]>();
    expect(rows.map((row) => [row.className, row.subjectName, row.description])).toEqual([
      [first.name, 'Maths', 'Sums'],
      [second.name, 'Art', 'Leaves'],
    ]);
    expectError(
      await admin.inject({ method: 'GET', url: `${classesPaths.allHomeworks}?date=tomorrow` }),
      400,
      homeworksMessages.queryDateInvalid,
    );
  });
});
