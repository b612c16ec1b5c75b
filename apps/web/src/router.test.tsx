import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU } from '@/areas';
import { api } from '@/lib/api-client';
import { getSession } from '@/lib/session';
import { signIn } from '@/test/session';
import { fakeServer, jsonResponse, renderApp, RIVERSIDE } from '@/test/render';

describe('route map', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeServer({ 'GET /wms/public/wlc/websites/find': () => jsonResponse(200, RIVERSIDE) })),
    );
  });

  it('sends a visitor without a session to /login', async () => {
    const { router } = renderApp('/news');
    expect(await screen.findByRole('heading', { name: 'Login to CMS' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user away from /login to the dashboard', async () => {
    signIn();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the areas' sidebar entries in their order, and a card for each content area", async () => {
    signIn();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome back, Ada!' });
    const links = (name: string) =>
      within(screen.getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links('Menus')).toEqual(MENU.map(({ title, path }) => [title, path]));
    expect(links('Content areas')).toEqual(
      MENU.filter(({ card }) => card).map(({ title, path, card }) => [`${title}${card}`, path]),
    );
  });

  it.each([
    ['/bulletin-board', 'Bulletin Board'],
    ['/analytics', 'Analytics'],
    ['/help', 'Help'],
  ])('renders the coming-soon placeholder for %s', async (path, title) => {
    signIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('This feature is coming soon.')).toBeInTheDocument();
  });

  it.each([
    ['/blog-list', '/blogs'],
    ['/blog/12/edit', '/blogs/12/edit'],
  ])('redirects %s to %s', async (from, to) => {
    signIn();
    const { router } = renderApp(from);
    await screen.findByRole('heading', { level: 1, name: /Blog/ });
    expect(router.state.location.pathname).toBe(to);
  });

  it('shows the fallback screen for an unknown path', async () => {
    renderApp('/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('follows a 401 from a signed-in screen to /session-expired, which logs out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeServer({
          'GET /wms/public/wlc/websites/find': () => jsonResponse(200, RIVERSIDE),
          'GET /nms/cms/nac/news': () =>
            jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' }),
        }),
      ),
    );
    signIn();
    const { router } = renderApp('/news');
    await screen.findByRole('heading', { name: 'News' });
    await expect(api.get('/nms/cms/nac/news')).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/session-expired');
    await waitFor(() => expect(getSession()).toBeNull());
  });

  it('logs out on entering /session-expired and offers the way back', async () => {
    signIn();
    renderApp('/session-expired');
    expect(await screen.findByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(getSession()).toBeNull());
    expect(localStorage.getItem('cms_token')).toBeNull();
  });
});
