import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeworksMessages, subjectsMessages, classesPaths } from '@cms/contract';
import { buildPath } from '@/lib/api-client';
import { makeClass, makeHomework, makeSubject } from '../classes.fake';
import { serveSchool, signInAs } from '@/test/fake-school';
import { renderApp } from '@/test/render';
import {
  expectItemLoadFailed,
  expectViewOnSite,
  field,
  messageOf,
  openWith,
  submitted,
  toastWith,
} from '@/test/queries';
import { today } from '../components/homework-date';

const grade5 = makeClass(1, { name: 'Grade 5 A', code: 'A' });
const grade6 = makeClass(2, { name: 'Grade 6' });
const maths = makeSubject(1, 1, {
  name: 'Mathematics',
  teacher: 'Ms. Patel',
  startTime: '09:00 AM',
  endTime: '09:45 AM',
});
const english = makeSubject(2, 1, { name: 'English' });
const art = makeSubject(3, 2, { name: 'Art' });
const SUBJECTS = buildPath(classesPaths.subjects, { id: 1 });
const HOMEWORK = buildPath(classesPaths.homeworks, { id: 1 });
const rows = {
  classes: [grade5, grade6],
  subjects: [maths, english, art],
  homework: [makeHomework(1, 1, today(), 'Fractions worksheet'), makeHomework(2, 3, today(), 'Leaves')],
};
const open = (path = '/classes/1', options?: Parameters<typeof openWith>[3]) =>
  openWith(path, path.startsWith('/classes/2') ? 'Grade 6' : 'Grade 5 A', rows, options);
const dialog = () => screen.getByRole('dialog');

describe('class detail: subjects', () => {
  it("leads to the class's public page in a new tab", async () => {
    await open();
    await expectViewOnSite('Grade 5 A', '/classes/1');
  });

  it("shows the class's subjects with their teacher and times", async () => {
    await open();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Mathematics')).toBeInTheDocument();
    expect(within(table).getByText('Ms. Patel')).toBeInTheDocument();
    expect(within(table).getByText('09:00 AM – 09:45 AM')).toBeInTheDocument();
    expect(within(table).getByText('English')).toBeInTheDocument();
    expect(within(table).queryByText('Art')).not.toBeInTheDocument();
  });

  it('adds an ACTIVE subject with its times, refusing a blank name and an end before the start', async () => {
    const api = await open();
    await screen.findByRole('table');
    await api.user.click(screen.getByRole('button', { name: 'Add Subject' }));
    expect(within(dialog()).getByRole('heading', { name: 'Add Subject' })).toBeInTheDocument();
    await api.user.click(within(dialog()).getByRole('button', { name: 'Add Subject' }));
    await waitFor(() => expect(messageOf(field('Subject name'))).toBe(subjectsMessages.nameRequired));
    await api.user.type(field('Subject name'), 'Science');
    await api.user.type(field('Teacher'), 'Dr. Kim');
    await api.user.type(field('Start time'), '10:30');
    await api.user.type(field('End time'), '10:00');
    await api.user.click(within(dialog()).getByRole('button', { name: 'Add Subject' }));
    await waitFor(() => expect(messageOf(field('End time'))).toBe(subjectsMessages.endBeforeStart));
    expect(api.calls()).not.toContain(`POST ${SUBJECTS}`);
    await api.user.clear(field('End time'));
    await api.user.type(field('End time'), '11:15');
    expect(await submitted(api, 'Add Subject', `POST ${SUBJECTS}`)).toEqual({
      name: 'Science',
      teacher: 'Dr. Kim',
      status: 'ACTIVE',
      startTime: '10:30 AM',
      endTime: '11:15 AM',
    });
    await toastWith('Success', subjectsMessages.created);
    expect(await screen.findByText('10:30 AM – 11:15 AM')).toBeInTheDocument();
  });

  it('edits a subject, sending it merged with the form, and deletes one after a question', async () => {
    const api = await open();
    await api.user.click(await screen.findByRole('button', { name: 'Edit Mathematics' }));
    expect(within(dialog()).getByRole('heading', { name: 'Edit Subject' })).toBeInTheDocument();
    expect(field('Start time')).toHaveValue('09:00');
    await api.user.clear(field('Teacher'));
    await api.user.type(field('Teacher'), 'Mr. Ruiz');
    const body = await submitted(api, 'Update Subject', `PUT ${SUBJECTS}/1`);
    expect(body).toMatchObject({ id: 1, classId: 1, name: 'Mathematics', teacher: 'Mr. Ruiz', startTime: '09:00 AM' });
    await toastWith('Success', subjectsMessages.updated);
    await api.user.click(screen.getByRole('button', { name: 'Delete English' }));
    const question = await screen.findByRole('alertdialog', { name: subjectsMessages.deleteConfirm });
    await api.user.click(within(question).getByRole('button', { name: 'Delete' }));
    await toastWith('Success', subjectsMessages.deleted);
    await waitFor(() => expect(screen.queryByText('English')).not.toBeInTheDocument());
  });

  it('switches to another class with the switcher', async () => {
    const api = await open();
    await screen.findByRole('table');
    await api.user.selectOptions(screen.getByLabelText('Class'), 'Grade 6');
    expect(await screen.findByRole('heading', { name: 'Grade 6', level: 1 })).toBeInTheDocument();
    expect(api.router.state.location.pathname).toBe('/classes/2');
    expect(await screen.findByText('Art')).toBeInTheDocument();
  });

  it("says 'Class not found' for a class that is not there, with the way back", async () => {
    signInAs();
    serveSchool(rows);
    renderApp('/classes/99');
    await expectItemLoadFailed('Failed to load class', 'Class not found', {
      label: 'Back to Classes Management',
      to: '/classes',
    });
  });
});

describe('class detail: homework', () => {
  it("shows today's homework, one box per subject, and saves it as one upsert per subject", async () => {
    const api = await open();
    await api.user.click(await screen.findByRole('tab', { name: 'Homework' }));
    expect(await screen.findByLabelText('Homework date')).toHaveValue(today());
    const mathsBox = await screen.findByLabelText(/^Mathematics/);
    expect(mathsBox).toHaveValue('Fractions worksheet');
    expect(screen.getByLabelText(/^English/)).toHaveValue('');
    await api.user.type(screen.getByLabelText(/^English/), 'Read chapter 3');
    expect(await submitted(api, 'Save Homework', `POST ${HOMEWORK}`)).toEqual([
      { id: 1, description: 'Fractions worksheet', homeworkDate: today(), subjectId: 1 },
      { id: 0, description: 'Read chapter 3', homeworkDate: today(), subjectId: 2 },
    ]);
    await toastWith('Success', homeworksMessages.saved);
    expect(api.homework.all().filter((row) => row.subjectId === 2)).toHaveLength(1);
  });

  it('loads the homework of a chosen date, keeping the date in the URL', async () => {
    const api = await open();
    await api.user.click(await screen.findByRole('tab', { name: 'Homework' }));
    const picker = await screen.findByLabelText('Homework date');
    await screen.findByLabelText(/^Mathematics/);
    api.homework.put(makeHomework(9, 1, '2026-12-01', 'December sums'));
    fireEvent.change(picker, { target: { value: '2026-12-01' } });
    await waitFor(() => expect(screen.getByLabelText(/^Mathematics/)).toHaveValue('December sums'));
    expect(api.router.state.location.search).toBe('?date=2026-12-01');
    expect(api.calls()).toContain(`GET ${HOMEWORK}?date=2026-12-01`);
  });

  it("says 'Failed to save homework.' when the save is refused, keeping what was typed", async () => {
    const api = await open('/classes/1', {
      overrides: { [`POST ${HOMEWORK}`]: () => new Response('{}', { status: 500 }) },
    });
    await api.user.click(await screen.findByRole('tab', { name: 'Homework' }));
    await api.user.type(await screen.findByLabelText(/^English/), 'Poem');
    await api.user.click(screen.getByRole('button', { name: 'Save Homework' }));
    expect(await screen.findByText(homeworksMessages.saveFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(/^English/)).toHaveValue('Poem');
  });

  it('lets a VIEWER read the homework but not change or save it', async () => {
    const api = await open('/classes/1', { roles: ['VIEWER'] });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Add Subject' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Mathematics' })).not.toBeInTheDocument();
    await api.user.click(screen.getByRole('tab', { name: 'Homework' }));
    expect(await screen.findByLabelText(/^Mathematics/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save Homework' })).not.toBeInTheDocument();
  });
});
