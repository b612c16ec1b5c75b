import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { departmentsResource } from '../api';
import { makeDepartment, makeEmployee } from '../staff.fake';
import { field, openWith, submitted } from '@/test/queries';
import { describeItemScreens } from '@/test/screen-suites';

const science = makeDepartment(4, { name: 'Science', description: 'Labs on the second floor', orderNo: 2 });

describeItemScreens(departmentsResource, { saved: science, named: ['name', 'Name'], missingToList: true });

describe('department form and view', () => {
  it('creates a department with its name and description', async () => {
    const api = await openWith('/departments/new', 'New Department', { departments: [] });
    await api.user.type(field('Name'), ' Music ');
    await api.user.type(field('Description'), 'Choir and band');
    expect(await submitted(api, 'Create Department', 'POST /misc/cms/dac/departments')).toEqual({
      name: 'Music',
      description: 'Choir and band',
    });
  });

  it('views a department with its description and its staff, each linked', async () => {
    const ann = makeEmployee(7, { name: 'Ann Lee', departments: [{ id: 4, name: 'Science' }] });
    await openWith('/departments/4', 'Science', { departments: [science], staff: [ann] });
    expect(screen.getByText('Labs on the second floor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/staff/7');
  });
});
