import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@cms/contract';
import { queryClient } from '@/lib/query-client';
import { getSession, startSession } from '@/lib/session';
import { FakeXhr } from '@/test/fake-xhr';
import { fakeServer, jsonResponse, renderApp, RIVERSIDE } from '@/test/render';
import { serverError } from '@/test/fake-api';
import { LOGOUT_AFTER_PASSWORD_CHANGE_MS } from '../password-change-logout';

const ADA: Profile = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada@school.example',
  status: 'ACTIVE',
  roles: ['EDITOR', 'VIEWER'],
  avatar: null,
};

type Answer = Response | Promise<Response>;

/** A fake server holding one profile; PUT and DELETE change it. Override answers per test. */
function serve(overrides: { put?: (body: unknown) => Answer; patch?: (body: unknown) => Answer } = {}) {
  const state = { profile: { ...ADA } };
  const fetchMock = vi.fn(
    fakeServer({
      'GET /wms/public/wlc/websites/find': () => jsonResponse(200, RIVERSIDE),
      'GET /ums/cms/cupc/me/user': () => jsonResponse(200, state.profile),
      'PUT /ums/cms/cupc/me/user': (_url, init) => {
        const body = JSON.parse(String(init.body)) as Partial<Profile>;
        if (overrides.put) return overrides.put(body);
        state.profile = { ...state.profile, firstName: body.firstName!, lastName: body.lastName! };
        return jsonResponse(200, state.profile);
      },
      'PATCH /ums/cms/cupc/me/user/password': (_url, init) =>
        overrides.patch
          ? overrides.patch(JSON.parse(String(init.body)))
          : jsonResponse(200, { message: 'Your password has been changed successfully. Please log in again.' }),
      'DELETE /users/me/avatar': () => {
        state.profile = { ...state.profile, avatar: null };
        return jsonResponse(200, state.profile);
      },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, state };
}

function signIn() {
  startSession({
    token: 'jwt',
    id: 7,
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: ADA.username,
    roles: ['EDITOR'],
    websiteId: 1,
  });
}

function calls(fetchMock: ReturnType<typeof vi.fn>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );
}

async function openProfile() {
  const rendered = renderApp('/profile');
  // The first render loads the lazy route module, which can take a while in a cold test run.
  await screen.findByRole('heading', { name: 'Profile Information' });
  return rendered;
}

function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('My Account /profile', () => {
  beforeEach(() => {
    signIn();
  });

  afterEach(() => {
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('shows the profile with its roles and status, and the Security Settings card', async () => {
    serve();
    await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@school.example')).toBeInTheDocument();
    expect(screen.getByText('EDITOR')).toBeInTheDocument();
    expect(screen.getByText('VIEWER')).toBeInTheDocument();
    expect(screen.getByText('ACTIVE')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Security Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
    // No picture yet: nothing to remove.
    expect(screen.queryByRole('button', { name: 'Remove Picture' })).not.toBeInTheDocument();
  });

  describe('Edit Profile', () => {
    it('requires the first and last name, at the fields, without calling the server', async () => {
      const { fetchMock } = serve();
      const user = userEvent.setup();
      await openProfile();
      await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });

      const email = within(dialog).getByLabelText('Email');
      expect(email).toHaveValue('ada@school.example');
      expect(email).toHaveAttribute('readonly');

      await user.clear(within(dialog).getByLabelText('First Name'));
      await user.type(within(dialog).getByLabelText('Last Name'), '{Control>}a{/Control}   ');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByLabelText('Last Name')).toHaveAttribute('aria-invalid', 'true');
      expect(email).not.toHaveAttribute('aria-invalid');
      expect(calls(fetchMock, 'PUT', '/ums/cms/cupc/me/user')).toHaveLength(0);
    });

    it.each([
      ['', 'Email is required'],
      ['not-an-email', 'Invalid email address'],
    ])('checks the read-only username %j: %s', async (username, message) => {
      const { state, fetchMock } = serve();
      state.profile = { ...ADA, username };
      const user = userEvent.setup();
      await openProfile();
      await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(calls(fetchMock, 'PUT', '/ums/cms/cupc/me/user')).toHaveLength(0);
    });

    it('disables Save while saving, then toasts Profile Updated and renames the header', async () => {
      const answer = deferred();
      const { fetchMock, state } = serve({
        put: (body) =>
          answer.promise.then(() => {
            state.profile = { ...state.profile, ...(body as Partial<Profile>) };
            return jsonResponse(200, state.profile);
          }),
      });
      const user = userEvent.setup();
      await openProfile();
      expect(await screen.findByRole('button', { name: 'User menu for Ada Lovelace' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
      await user.clear(within(dialog).getByLabelText('First Name'));
      await user.type(within(dialog).getByLabelText('First Name'), '  Grace ');
      await user.clear(within(dialog).getByLabelText('Last Name'));
      await user.type(within(dialog).getByLabelText('Last Name'), 'Hopper');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
      const [put] = calls(fetchMock, 'PUT', '/ums/cms/cupc/me/user');
      expect(JSON.parse(String((put![1] as RequestInit).body))).toEqual({
        firstName: 'Grace',
        lastName: 'Hopper',
        username: 'ada@school.example',
      });

      answer.resolve(new Response());
      expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Profile' })).not.toBeInTheDocument());
      expect(await screen.findByRole('button', { name: 'User menu for Grace Hopper' })).toBeInTheDocument();
      expect(getSession()?.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
      expect(JSON.parse(localStorage.getItem('asvCmsUser')!)).toMatchObject({ firstName: 'Grace' });
    });

    it('keeps what was typed when saving fails', async () => {
      serve({
        put: () => serverError(),
      });
      const user = userEvent.setup();
      await openProfile();
      await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
      await user.clear(within(dialog).getByLabelText('First Name'));
      await user.type(within(dialog).getByLabelText('First Name'), 'Grace');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByText('Profile Not Updated')).toBeInTheDocument();
      expect(screen.getByText('Your profile has not been updated.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('First Name')).toHaveValue('Grace');
      expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
      expect(getSession()?.user.firstName).toBe('Ada');
    });
  });

  describe('Change Password', () => {
    async function openDialog(user: ReturnType<typeof userEvent.setup>) {
      await openProfile();
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      return screen.findByRole('dialog', { name: 'Change Password' });
    }

    it('shows each rule at its field', async () => {
      const { fetchMock } = serve();
      const user = userEvent.setup();
      const dialog = await openDialog(user);

      await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
      expect(await within(dialog).findByText('Current password is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
      expect(within(dialog).getByText('Please confirm your password')).toBeInTheDocument();
      for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
        expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      }

      await user.type(within(dialog).getByLabelText('Current Password'), 'old-secret');
      await user.type(within(dialog).getByLabelText('New Password'), 'new-secret');
      await user.type(within(dialog).getByLabelText('Confirm New Password'), 'new-secrex');
      await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));

      const mismatch = await within(dialog).findByText("Passwords don't match");
      const confirm = within(dialog).getByLabelText('Confirm New Password');
      expect(confirm).toHaveAttribute('aria-invalid', 'true');
      expect(confirm.getAttribute('aria-describedby')).toContain(mismatch.id);
      expect(within(dialog).getByLabelText('New Password')).not.toHaveAttribute('aria-invalid');
      expect(calls(fetchMock, 'PATCH', '/ums/cms/cupc/me/user/password')).toHaveLength(0);
    });

    it.each([
      [
        "the server's message",
        () => jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: 'Current password is incorrect' }),
        'Current password is incorrect',
      ],
      [
        'Something went wrong. without one',
        () => Promise.reject(new TypeError('Failed to fetch')),
        'Something went wrong.',
      ],
    ])('reports a failure with %s', async (_case, answer, description) => {
      serve({ patch: answer });
      const user = userEvent.setup();
      const dialog = await openDialog(user);
      await user.type(within(dialog).getByLabelText('Current Password'), 'wrong-one');
      await user.type(within(dialog).getByLabelText('New Password'), 'new-secret');
      await user.type(within(dialog).getByLabelText('Confirm New Password'), 'new-secret');
      await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));

      expect(await screen.findByText('Password change failed')).toBeInTheDocument();
      expect(screen.getByText(description)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
      expect(getSession()).not.toBeNull();
    });

    it('logs out 5 seconds after a change, without calling the server meanwhile, and lands on /login', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { fetchMock } = serve();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { router } = renderApp('/profile');
      await screen.findByRole('heading', { name: 'Profile Information' });
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
      await user.type(within(dialog).getByLabelText('Current Password'), 'old-secret');
      await user.type(within(dialog).getByLabelText('New Password'), 'new-secret');
      await user.type(within(dialog).getByLabelText('Confirm New Password'), 'new-secret');
      // The fake clock also moves with the real one (however slow the machine), so the 5 seconds are
      // read off it: the logout comes no sooner than 5 s after the change was asked for.
      let loggedOutAt: number | undefined;
      const unsubscribe = router.subscribe(({ location }) => {
        if (location.pathname === '/login') loggedOutAt ??= Date.now();
      });
      const askedAt = Date.now();
      await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));

      expect(await screen.findByText('Password Changed')).toBeInTheDocument();
      expect(screen.getByText('Your password has been changed successfully. Please log in again.')).toBeInTheDocument();
      const [patch] = calls(fetchMock, 'PATCH', '/ums/cms/cupc/me/user/password');
      expect(JSON.parse(String((patch![1] as RequestInit).body))).toEqual({
        oldPassword: 'old-secret',
        newPassword: 'new-secret',
      });
      expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();

      // The token is dead: even an explicit refetch must not reach the server (its 401 would
      // land on /session-expired).
      const callsBefore = fetchMock.mock.calls.length;
      void queryClient.invalidateQueries();
      await vi.advanceTimersByTimeAsync(LOGOUT_AFTER_PASSWORD_CHANGE_MS);
      expect(await screen.findByRole('heading', { name: 'Login to CMS' })).toBeInTheDocument();
      unsubscribe();
      expect(router.state.location.pathname).toBe('/login');
      expect(loggedOutAt! - askedAt).toBeGreaterThanOrEqual(LOGOUT_AFTER_PASSWORD_CHANGE_MS);
      expect(LOGOUT_AFTER_PASSWORD_CHANGE_MS).toBe(5000);
      expect(getSession()).toBeNull();
      expect(localStorage.getItem('cms_token')).toBeNull();
      const callsInWindow = fetchMock.mock.calls.slice(callsBefore).map(([url]) => String(url));
      expect(callsInWindow.filter((url) => !url.startsWith('/wms/public/'))).toEqual([]);
      await waitFor(() => expect(onlineManager.isOnline()).toBe(true));
    });
  });

  describe('profile picture', () => {
    beforeEach(() => {
      FakeXhr.reset();
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
    });

    it('rejects a file of another type or over 2 MB before uploading', async () => {
      serve();
      // A real file dialog can show "All files"; don't let user-event filter by `accept`.
      const user = userEvent.setup({ applyAccept: false });
      await openProfile();
      const input = screen.getByLabelText('Profile picture');
      expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');

      await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
      expect(await screen.findByText('The avatar must be a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');

      await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
      expect(await screen.findByText('The avatar must be at most 2 MB')).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Preview of the new profile picture' })).not.toBeInTheDocument();
      expect(FakeXhr.instances).toHaveLength(0);
    });

    it('previews, uploads with a progress bar, shows the new picture in the session and can remove it', async () => {
      const { state } = serve();
      const user = userEvent.setup();
      await openProfile();

      await user.upload(screen.getByLabelText('Profile picture'), new File(['png'], 'me.png', { type: 'image/png' }));
      // A data: URL: the server's Content-Security-Policy allows data: images, not blob: ones.
      expect(await screen.findByRole('img', { name: 'Preview of the new profile picture' })).toHaveAttribute(
        'src',
        `data:image/png;base64,${btoa('png')}`,
      );
      await user.click(screen.getByRole('button', { name: 'Upload' }));

      const xhr = FakeXhr.last();
      expect(xhr.url).toBe('/users/me/avatar');
      expect(xhr.headers.Authorization).toBe('Bearer jwt');
      expect((xhr.body as FormData).get('avatar')).toBeInstanceOf(File);
      expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();

      act(() => xhr.progress(40, 100));
      expect(screen.getByRole('progressbar', { name: 'Uploading... 40%' })).toHaveAttribute('aria-valuenow', '40');

      state.profile = { ...state.profile, avatar: '/uploads/avatars/me.png' };
      act(() => xhr.respond(200, state.profile));
      expect(await screen.findByText('Profile Picture Updated')).toBeInTheDocument();
      await waitFor(() => expect(getSession()?.user.avatar).toBe('/uploads/avatars/me.png'));
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

      await user.click(await screen.findByRole('button', { name: 'Remove Picture' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Remove your profile picture?' });
      await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('Profile Picture Removed')).toBeInTheDocument();
      await waitFor(() => expect(getSession()?.user.avatar).toBe('/default-avatar.svg'));
    });

    it("shows the server's reason when the upload is refused", async () => {
      serve();
      const user = userEvent.setup();
      await openProfile();
      await user.upload(screen.getByLabelText('Profile picture'), new File(['png'], 'me.png', { type: 'image/png' }));
      await user.click(await screen.findByRole('button', { name: 'Upload' }));
      act(() =>
        FakeXhr.last().respond(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'The avatar must be a PNG, JPEG, WebP or GIF image',
        }),
      );
      expect(await screen.findByText('Profile Picture Not Updated')).toBeInTheDocument();
      expect(screen.getByText('The avatar must be a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
      // The choice stays, ready for another try.
      expect(await screen.findByRole('button', { name: 'Upload' })).toBeEnabled();
    });
  });
});
