import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { UserFormDialog, type UserFormDialogProps } from './user-form-dialog';
import { makeUser } from '../users.fake';
import { field, messageOf, typeInto } from '@/test/queries';

const existing = makeUser(7, { username: 'jane@school.example', firstName: 'Jane', lastName: 'Doe' });

function setup(props: Partial<UserFormDialogProps> = {}) {
  const onSubmit = vi.fn(props.onSubmit ?? (() => Promise.resolve()));
  const onCancel = vi.fn();
  render(<UserFormDialog open onOpenChange={(open) => open || onCancel()} {...props} onSubmit={onSubmit} />);
  const user = userEvent.setup();
  /** Presses the submit button `name` and answers what the form handed over, once. */
  const submitted = async (name: string) => {
    await user.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    return onSubmit.mock.calls[0]![0];
  };
  return { user, onSubmit, onCancel, submitted };
}

describe('UserFormDialog (create)', () => {
  it("shows the spec's messages beside empty fields and does not submit", async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(messageOf(field('Username'))).toBe('Username is required');
    expect(messageOf(field('Password'))).toBe('Password must be at least 6 characters long');
    expect(messageOf(field('First Name'))).toBe('First name is required');
    expect(messageOf(field('Last Name'))).toBe('Last name is required');
    for (const label of ['Username', 'Password', 'First Name', 'Last Name']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('Status')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a valid email and a password of at least 6 characters', async () => {
    const { user, onSubmit } = setup();
    await user.type(field('Username'), 'not-an-email');
    await user.type(field('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('Username must be a valid email')).toBeInTheDocument();
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(messageOf(field('Password'))).toBe('Password must be at least 6 characters long');

    // Fixing a field clears its message as the user types.
    await user.clear(field('Username'));
    await user.type(field('Username'), 'ann@school.example');
    await waitFor(() => expect(field('Username')).not.toHaveAttribute('aria-invalid'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed values with the chosen status (ACTIVE by default)', async () => {
    const { user, submitted } = setup();
    expect(field('Status')).toHaveValue('ACTIVE');
    await typeInto(user, { 'First Name': '  Ann ', 'Last Name': 'Lee' });
    await typeInto(user, { Username: ' ann@school.example ', Password: 'secret1' });
    await user.selectOptions(field('Status'), 'PENDING');
    expect(await submitted('Create User')).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      username: 'ann@school.example',
      password: 'secret1',
      status: 'PENDING',
    });
  });

  it('disables submit while saving and keeps what was typed when saving fails', async () => {
    let fail: (error: unknown) => void = () => {};
    const onSubmit = vi.fn(() => new Promise((_resolve, reject) => (fail = reject)));
    const { user } = setup({ onSubmit });
    await user.type(field('First Name'), 'Ann');
    await user.type(field('Last Name'), 'Lee');
    await user.type(field('Username'), 'ann@school.example');
    await user.type(field('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    fail(
      new ApiError(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'A user with this username already exists',
      }),
    );

    expect(await screen.findByText('A user with this username already exists')).toBeInTheDocument();
    expect(messageOf(field('Username'))).toBe('A user with this username already exists');
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Username')).toHaveValue('ann@school.example');
    expect(field('First Name')).toHaveValue('Ann');
    expect(screen.getByRole('button', { name: 'Create User' })).toBeEnabled();
  });

  it('puts a server validation issue on its field', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Last name is required',
          issues: [{ path: 'lastName', message: 'Last name is required' }],
        }),
      ),
    );
    const { user } = setup({ onSubmit });
    await user.type(field('First Name'), 'Ann');
    await user.type(field('Last Name'), 'Lee');
    await user.type(field('Username'), 'ann@school.example');
    await user.type(field('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(messageOf(field('Last Name'))).toBe('Last name is required'));
  });

  it('cancels', async () => {
    const { user, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('UserFormDialog (edit)', () => {
  it("starts from the user's values; a blank password keeps the current one", async () => {
    const { user, submitted } = setup({ user: existing });
    expect(field('First Name')).toHaveValue('Jane');
    expect(field('Username')).toHaveValue('jane@school.example');
    expect(field('Password')).toHaveValue('');
    expect(field('Password')).not.toBeRequired();
    expect(screen.getByText('Leave blank to keep the current password.')).toBeInTheDocument();

    await user.clear(field('Last Name'));
    await user.type(field('Last Name'), 'Smith');
    expect(await submitted('Save Changes')).toEqual({
      firstName: 'Jane',
      lastName: 'Smith',
      username: 'jane@school.example',
      status: 'ACTIVE',
    });
  });

  it('still checks a new password and the required fields', async () => {
    const { user, onSubmit } = setup({ user: existing });
    await user.type(field('Password'), 'abc');
    await user.clear(field('First Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(messageOf(field('First Name'))).toBe('First name is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('locks the status of the signed-in user and leaves it out of the request', async () => {
    const { submitted } = setup({ user: existing, lockStatus: true });
    expect(field('Status')).toBeDisabled();
    expect(screen.getByText('You cannot deactivate your own account.')).toBeInTheDocument();
    expect(await submitted('Save Changes')).not.toHaveProperty('status');
  });
});
