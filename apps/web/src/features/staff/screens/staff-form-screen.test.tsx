import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffResource } from '../api';
import { makeDepartment, makeEmployee } from '../staff.fake';
import { expectSavedTo, field, messageOf, openWith, submitted, typeInto } from '@/test/queries';
import { describeItemScreens } from '@/test/screen-suites';

const science = makeDepartment(1, { name: 'Science' });
const arts = makeDepartment(2, { name: 'Arts' });
const departments = [science, arts];
const saved = makeEmployee(5, {
  name: 'Ann Lee',
  desigation: 'Head of Science',
  qualification: 'Ph.D. Chemistry',
  experience: '11 years',
  contactNo: '555-0123',
  email: 'ann@riverside.example',
  imgUrl: '/uploads/content/ann.png',
  departments: [{ id: 1, name: 'Science' }],
});

/** What a new staff member needs besides the name. */
async function fill(user: UserEvent) {
  await typeInto(user, { Designation: 'Teacher', Qualification: 'B.Ed.', Email: 'new@riverside.example' });
  await user.click(await screen.findByRole('button', { name: 'Science', pressed: false }));
}

describeItemScreens(staffResource, {
  saved,
  fill,
  named: ['name', 'Name'],
  missingToList: true,
  also: { departments },
});

describe('staff form', () => {
  it('shows the spec’s messages beside their fields and sends nothing', async () => {
    const { user, calls } = await openWith('/staff/new', 'New Staff Member', { departments });
    await user.type(field('Email'), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Create Staff Member' }));
    await waitFor(() => expect(messageOf(field('Name'))).toBe('Name is required'));
    expect(messageOf(field('Designation'))).toBe('Designation is required');
    expect(messageOf(field('Qualification'))).toBe('Qualification is required');
    expect(messageOf(field('Email'))).toBe('Valid email is required');
    expect(screen.getByRole('group', { name: 'Departments' })).toHaveTextContent(
      'At least one department must be selected',
    );
    expect(messageOf(field('Experience'))).toBeNull();
    expect(messageOf(field('Contact Number'))).toBeNull();
    expect(calls().some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('creates a staff member in the departments chosen, experience and contact number left out', async () => {
    const api = await openWith('/staff/new', 'New Staff Member', { departments });
    await typeInto(api.user, { Name: 'Bo Chen' });
    await fill(api.user);
    await api.user.click(screen.getByRole('button', { name: 'Arts', pressed: false }));
    expect(await submitted(api, 'Create Staff Member', 'POST /misc/cms/eac/employees')).toEqual({
      name: 'Bo Chen',
      desigation: 'Teacher',
      qualification: 'B.Ed.',
      experience: '',
      contactNo: '',
      email: 'new@riverside.example',
      imgUrl: null,
      departmentIds: [1, 2],
    });
  });

  it('edits a staff member, keeping the photo and changing the departments', async () => {
    const { user, router, lastBody } = await openWith('/staff/5/edit', 'Edit Staff Member', {
      departments,
      staff: [saved],
    });
    expect(await screen.findByDisplayValue('Head of Science')).toBe(field('Designation'));
    expect(field('Contact Number')).toHaveValue('555-0123');
    await user.click(await screen.findByRole('button', { name: 'Arts', pressed: false }));
    await user.click(screen.getByRole('button', { name: 'Remove department Science' }));
    await user.click(screen.getByRole('button', { name: 'Update Staff Member' }));
    await expectSavedTo(router, 'Staff member updated successfully', '/staff');
    expect(lastBody('PUT /misc/cms/eac/employees/5')).toMatchObject({
      imgUrl: '/uploads/content/ann.png',
      departmentIds: [2],
      experience: '11 years',
    });
  });

  it('views a staff member with the photo, position and departments', async () => {
    await openWith('/staff/5', 'Ann Lee', { departments, staff: [saved] });
    expect(screen.getAllByText('Head of Science').length).toBeGreaterThan(0);
    expect(screen.getByText('Science')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ann@riverside.example' })).toHaveAttribute(
      'href',
      'mailto:ann@riverside.example',
    );
    expect(screen.getByText('AL')).toBeInTheDocument();
  });
});
