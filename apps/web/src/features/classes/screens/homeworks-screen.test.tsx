import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classesPaths, homeworksMessages } from '@cms/contract';
import { serverError } from '@/test/fake-api';
import { makeClass, makeHomework, makeSubject } from '../classes.fake';
import { openWith, retryAfterLoadError } from '@/test/queries';
import { today } from '../components/homework-date';

const rows = {
  classes: [makeClass(1, { name: 'Grade 5 A' }), makeClass(2, { name: 'Grade 6' })],
  subjects: [makeSubject(1, 1, { name: 'Mathematics' }), makeSubject(2, 2, { name: 'Art' })],
  homework: [
    makeHomework(1, 1, today(), 'Fractions worksheet'),
    makeHomework(2, 2, today(), 'Bring three leaves'),
    makeHomework(3, 2, '2026-12-01', 'December drawing'),
  ],
};
const HOMEWORKS = classesPaths.allHomeworks;

describe('Homeworks', () => {
  it("shows today's homework across every class, each row leading to its class on that day", async () => {
    const { calls } = await openWith('/homeworks', 'Homeworks', rows);
    const table = await screen.findByRole('table');
    expect(screen.getByLabelText('Homework date')).toHaveValue(today());
    expect(within(table).getByText('Fractions worksheet')).toBeInTheDocument();
    expect(within(table).getByText('Bring three leaves')).toBeInTheDocument();
    expect(within(table).queryByText('December drawing')).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Grade 6' })).toHaveAttribute('href', `/classes/2?date=${today()}`);
    expect(calls()).toContain(`GET ${HOMEWORKS}?date=${today()}`);
  });

  it('shows the homework of a chosen date, with the date in the URL', async () => {
    const { router } = await openWith('/homeworks', 'Homeworks', rows);
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Homework date'), { target: { value: '2026-12-01' } });
    expect(await screen.findByText('December drawing')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Fractions worksheet')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?date=2026-12-01');
  });

  it('says when a day has no homework, and tries again after a failed load', async () => {
    let failing = true;
    await openWith('/homeworks?date=2026-12-25', 'Homeworks', rows, {
      overrides: { [`GET ${HOMEWORKS}`]: () => (failing ? serverError() : undefined) },
    });
    await retryAfterLoadError(homeworksMessages.loadFailed, () => (failing = false));
    expect(await screen.findByText(homeworksMessages.empty)).toBeInTheDocument();
  });
});
