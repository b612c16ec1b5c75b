import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import { fakeServer, jsonResponse, renderApp, RIVERSIDE } from '@/test/render';
import { serverError } from '@/test/fake-api';
import { SIGNIN_ANSWER } from '@/test/session';

function serve(signin: (init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(
    fakeServer({
      'GET /wms/public/wlc/websites/find': () => jsonResponse(200, RIVERSIDE),
      'POST /ams/cms/auth/signin': (_url, init) => signin(init),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function openLogin() {
  renderApp('/login');
  await screen.findByRole('heading', { name: 'Login to CMS' });
  // The header's website lookup has answered: sign-in can send the website id.
  await screen.findByRole('link', { name: 'Riverside High School CMS' });
}

describe('login screen', () => {
  beforeEach(() => {
    serve(() => jsonResponse(200, SIGNIN_ANSWER));
  });

  it("renders the spec's card, prefilled with the demo admin", async () => {
    await openLogin();
    expect(screen.getByText('Enter your email and password to access the dashboard')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('admin@school.example');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveValue('riverside-admin');
    expect(password).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.getByText("Don't have an account? Contact admin")).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    await openLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in with the website id, stores the session and goes to the dashboard', async () => {
    let release: () => void = () => {};
    const fetchMock = serve(
      (init) =>
        new Promise((resolve) => {
          release = () => resolve(jsonResponse(200, SIGNIN_ANSWER));
          void init;
        }),
    );
    const user = userEvent.setup();
    await openLogin();

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();

    const signinCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/ams/cms/auth/signin'))!;
    expect(JSON.parse(String(signinCall[1]!.body))).toEqual({
      username: 'admin@school.example',
      password: 'riverside-admin',
      assetOwnerId: 1,
    });

    release();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back! Redirecting to dashboard...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(getSession()?.token).toBe('jwt');
  });

  it.each([
    [
      'a 401',
      () => jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password' }),
    ],
    ['an answer without a token', () => jsonResponse(200, { id: 1 })],
  ])('reports %s as invalid credentials and stays on /login', async (_case, answer) => {
    serve(answer);
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password. Please try again.')).toBeInTheDocument();
    expect(getSession()).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
  });

  it.each([
    ['a 500', () => serverError()],
    [
      'a 429',
      () =>
        jsonResponse(429, {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Too many sign-in attempts. Please try again later.',
        }),
    ],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('reports %s as an unexpected error', async (_case, answer) => {
    serve(answer);
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred. Please try again later.')).toBeInTheDocument();
  });
});
