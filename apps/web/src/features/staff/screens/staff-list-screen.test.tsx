import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffResource } from '../api';
import { makeDepartment, makeEmployee } from '../staff.fake';
import { openWith, rowOf } from '@/test/queries';
import { describeListScreen } from '@/test/screen-suites';
import { layOutRows, moveByKeyboard } from '@/test/sortable';

const science = makeDepartment(1, { name: 'Science' });
const maths = makeDepartment(2, { name: 'Mathematics' });
const ann = makeEmployee(1, {
  name: 'Ann Lee',
  desigation: 'Head of Science',
  qualification: 'Ph.D. Chemistry',
  email: 'ann@riverside.example',
  departments: [
    { id: 2, name: 'Mathematics' },
    { id: 1, name: 'Science' },
  ],
  orderNo: 1,
});
const bo = makeEmployee(2, { name: 'Bo Chen', desigation: 'Physics Teacher', orderNo: 2 });
const cy = makeEmployee(3, { name: 'Cy Diaz', orderNo: 3, imgUrl: '/uploads/content/cy.png' });

describeListScreen(staffResource, {
  rows: [ann, bo, cy],
  headers: ['Name', 'Position', 'Qualification', 'Email', 'Departments', 'No.', 'Actions'],
  named: 'name',
  ordered: true,
  also: { departments: [science, maths] },
  shows: {
    'Ann Lee': ['Head of Science', 'Ph.D. Chemistry', 'ann@riverside.example', 'Mathematics, Science', 'AL'],
    'Bo Chen': ['Physics Teacher'],
  },
});

describe('staff list', () => {
  it('lists the staff by orderNo (sortBy=orderNo, sortOrder=asc is the server’s default)', async () => {
    const { calls } = await openWith('/staff', 'Staff', { staff: [cy, bo, ann] });
    await screen.findByRole('link', { name: 'Ann Lee' });
    const names = screen.getAllByRole('link', { name: /^(Ann Lee|Bo Chen|Cy Diaz)$/ }).map((link) => link.textContent);
    expect(names).toEqual(['Ann Lee', 'Bo Chen', 'Cy Diaz']);
    expect(calls()).toContain('GET /misc/cms/eac/employees?page=0&size=10');
  });

  it('moves a staff member up by keyboard and keeps the new order', async () => {
    layOutRows();
    const { lastBody } = await openWith('/staff', 'Staff', { staff: [ann, bo, cy] });
    await screen.findByRole('link', { name: 'Cy Diaz' });
    await moveByKeyboard('Cy Diaz', '[ArrowUp]');
    expect(await screen.findByText('Staff reordered successfully')).toBeInTheDocument();
    expect(lastBody('PUT /misc/cms/eac/employees/reorder')).toEqual([
      { id: 1, orderNo: 1 },
      { id: 3, orderNo: 2 },
      { id: 2, orderNo: 3 },
    ]);
    await waitFor(() => expect(within(rowOf('Cy Diaz')).getByText('2')).toBeInTheDocument());
  });
});
