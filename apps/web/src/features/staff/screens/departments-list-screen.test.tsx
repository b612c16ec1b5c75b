import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { departmentsResource } from '../api';
import { serverError } from '@/test/fake-api';
import { makeDepartment, makeEmployee } from '../staff.fake';
import { openWith, rowOf } from '@/test/queries';
import { describeListScreen } from '@/test/screen-suites';
import { layOutRows, moveByKeyboard } from '@/test/sortable';

const maths = makeDepartment(1, { name: 'Mathematics', description: 'Algebra and geometry', orderNo: 1 });
const science = makeDepartment(2, { name: 'Science', description: 'Labs on the second floor', orderNo: 2 });
const arts = makeDepartment(3, { name: 'Arts', orderNo: 3 });

describeListScreen(departmentsResource, {
  rows: [maths, science, arts],
  headers: ['Name', 'Description', 'Staff', 'No.', 'Actions'],
  named: 'name',
  ordered: true,
  shows: { Mathematics: ['Algebra and geometry', '1'], Arts: ['-', '3'] },
});

/** `count` departments, numbered in order. */
const many = (count: number) =>
  Array.from({ length: count }, (_, index) => makeDepartment(index + 1, { name: `Dept ${index + 1}` }));

describe('departments list', () => {
  it('says how many staff a department still has before it is deleted, and that they stay', async () => {
    const staff = [makeEmployee(1, { name: 'Ann', departments: [{ id: 2, name: 'Science' }] })];
    const { user, calls } = await openWith('/departments', 'Departments', {
      departments: [maths, science],
      staff: [...staff, makeEmployee(2, { name: 'Bo', departments: [{ id: 2, name: 'Science' }] })],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Science' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this department?' });
    expect(dialog).toHaveTextContent(
      '2 staff members are still in "Science". They stay on the staff list; only their link to this department is removed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Department deleted successfully')).toBeInTheDocument();
    expect(calls()).toContain('DELETE /misc/cms/dac/departments/2');
  });

  it('moves a department by keyboard and saves the order numbered from 1', async () => {
    layOutRows();
    const { lastBody } = await openWith('/departments', 'Departments', { departments: [maths, science, arts] });
    await screen.findByRole('link', { name: 'Mathematics' });
    await moveByKeyboard('Mathematics', '[ArrowDown]');
    expect(await screen.findByText('Departments reordered successfully')).toBeInTheDocument();
    expect(lastBody('PUT /misc/cms/dac/departments/reorder')).toEqual([
      { id: 2, orderNo: 1 },
      { id: 1, orderNo: 2 },
      { id: 3, orderNo: 3 },
    ]);
    await waitFor(() => expect(within(rowOf('Mathematics')).getByText('2')).toBeInTheDocument());
  });

  it("numbers a later page's rows after the pages before it, and pages with 'Page x of y'", async () => {
    layOutRows();
    const { user, lastBody } = await openWith('/departments', 'Departments', { departments: many(12) });
    expect(await screen.findByText('Page 1 of 2 · 12 departments')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 · 12 departments')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Dept 11' });
    await moveByKeyboard('Dept 12', '[ArrowUp]');
    await waitFor(() =>
      expect(lastBody('PUT /misc/cms/dac/departments/reorder')).toEqual([
        { id: 12, orderNo: 11 },
        { id: 11, orderNo: 12 },
      ]),
    );
  });

  it('puts the order back when the reorder is refused', async () => {
    layOutRows();
    await openWith(
      '/departments',
      'Departments',
      { departments: [maths, science] },
      { overrides: { 'PUT /misc/cms/dac/departments/reorder': serverError } },
    );
    await screen.findByRole('link', { name: 'Mathematics' });
    await moveByKeyboard('Mathematics', '[ArrowDown]');
    expect(await screen.findByText('Failed to reorder departments')).toBeInTheDocument();
    const names = screen.getAllByRole('link', { name: /^(Mathematics|Science)$/ }).map((link) => link.textContent);
    expect(names).toEqual(['Mathematics', 'Science']);
  });
});
