import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { openWith } from '@/test/queries';

it('leads from the Department & Staff hub to the departments and the staff', async () => {
  await openWith('/department-staff', 'Department & Staff', {});
  const cards = screen.getByRole('navigation', { name: 'Department & Staff' });
  expect(within(cards).getByRole('link', { name: /^Departments/ })).toHaveAttribute('href', '/departments');
  expect(within(cards).getByRole('link', { name: /^Staff/ })).toHaveAttribute('href', '/staff');
});
