import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classesPaths, subjectsMessages } from '@cms/contract';
import { serverError } from '@/test/fake-api';
import { makeClass, makeSubject } from '../classes.fake';
import { headersOf, openWith, retryAfterLoadError } from '@/test/queries';

const rows = {
  classes: [makeClass(1, { name: 'Grade 5 A' }), makeClass(2, { name: 'Grade 6' })],
  subjects: [
    makeSubject(1, 1, { name: 'Mathematics', teacher: 'Ms. Patel' }),
    makeSubject(2, 2, { name: 'Art', startTime: '02:00 PM', endTime: '02:45 PM' }),
  ],
};
const SUBJECTS = classesPaths.allSubjects;

describe('Subjects', () => {
  it('lists every subject with its class, and filters by class with the class in the URL', async () => {
    const { user, router, calls } = await openWith('/subjects', 'Subjects', rows);
    const table = await screen.findByRole('table');
    expect(headersOf(table)).toEqual(['Name', 'Class', 'Teacher', 'Time']);
    expect(within(table).getByRole('link', { name: 'Grade 6' })).toHaveAttribute('href', '/classes/2');
    expect(within(table).getByText('02:00 PM – 02:45 PM')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Class'), 'Grade 5 A');
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Art')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table')).getByText('Mathematics')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?classId=1');
    expect(calls()).toContain(`GET ${SUBJECTS}?page=0&size=10&classId=1`);
  });

  it('opens filtered by the class in the URL, and says so when it has no subjects', async () => {
    await openWith('/subjects?classId=2', 'Subjects', { ...rows, subjects: [rows.subjects[0]!] });
    expect(await screen.findByText('No subjects match these filters')).toBeInTheDocument();
  });

  it("says 'No subjects yet' with none at all, and tries again after a failed load", async () => {
    let failing = true;
    await openWith(
      '/subjects',
      'Subjects',
      { classes: rows.classes },
      {
        overrides: { [`GET ${SUBJECTS}`]: () => (failing ? serverError() : undefined) },
      },
    );
    await retryAfterLoadError(subjectsMessages.loadFailed, () => (failing = false));
    expect(await screen.findByText(subjectsMessages.empty)).toBeInTheDocument();
  });
});
