import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import { signIn } from '@/test/session';
import { fakeServer, jsonResponse, renderApp, RIVERSIDE } from '@/test/render';

describe('header', () => {
  it('names the website and shows a Login link when logged out', async () => {
    const fetchMock = vi.fn(fakeServer({ 'GET /wms/public/wlc/websites/find': () => jsonResponse(200, RIVERSIDE) }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/forgot-password');
    expect(await screen.findByRole('link', { name: 'Riverside High School CMS' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    // jsdom's host is localhost: the lookup uses the demo school's admin host, without a token.
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/wms/public/wlc/websites/find?adminUrl=admin.riverside.example');
    expect((init!.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('keeps the lookup error next to the title', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(503, { statusCode: 503, error: 'Service Unavailable', message: 'Database unavailable' }),
      ),
    );
    renderApp('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('link', { name: 'CMS' })).toBeInTheDocument();
  });

  it('offers Dashboard, My Account, Settings and Logout; Logout ends the session even if the server fails', async () => {
    const fetchMock = vi.fn(
      fakeServer({
        'GET /wms/public/wlc/websites/find': () => jsonResponse(200, RIVERSIDE),
        'POST /auth/logout': () =>
          jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'Boom' }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome back, Ada!' });

    await user.click(await screen.findByRole('button', { name: 'User menu for Ada Admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');

    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login to CMS' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('cms_token')).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === '/auth/logout')!;
    expect((logoutCall[1]!.headers as Record<string, string>).Authorization).toBe('Bearer jwt');
    await waitFor(() => expect(screen.queryByText('Boom')).not.toBeInTheDocument());
  });
});
