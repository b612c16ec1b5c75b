import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '@/test/render';
import { serveSchool, signInAs } from '@/test/fake-school';
import {
  expectNoViewOnSite,
  expectPreviewOpens,
  expectViewOnSite,
  heldCall,
  openWith,
  toastWith,
} from '@/test/queries';
import { makeNews } from '../news.fake';

const refused = (statusCode: number, message: string) =>
  jsonResponse(statusCode, { statusCode, error: 'Not Found', message });
describe('news preview', () => {
  it('shows the item as the public would, with the rich content rendered and an Edit button', async () => {
    signInAs();
    serveSchool({
      news: [
        makeNews(4, {
          title: 'Robotics Club',
          summary: 'A new club.',
          content: '<h2>Join us</h2><p>Tuesdays in <strong>Room 214</strong>.</p>',
          creator_name: 'Ms. Weiss',
          categories: [{ id: 1, name: 'Events' }],
        }),
      ],
    });
    renderApp('/news/4');
    const article = await screen.findByRole('article', { name: 'Robotics Club' });
    expect(within(article).getByRole('heading', { name: 'Join us', level: 2 })).toBeInTheDocument();
    expect(within(article).getByText('Room 214').tagName).toBe('STRONG');
    expect(within(article).getByText('A new club.')).toBeInTheDocument();
    expect(within(article).getByText('Ms. Weiss')).toBeInTheDocument();
    expect(within(article).getByRole('list', { name: 'Categories' })).toHaveTextContent('Events');
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/news/4/edit');
  });

  it("names the author 'System' when there is no creator name", async () => {
    signInAs();
    serveSchool({ news: [makeNews(5, { title: 'Closure', creator_name: '', author: 'System' })] });
    renderApp('/news/5');
    const article = await screen.findByRole('article', { name: 'Closure' });
    expect(within(article).getByText('System')).toBeInTheDocument();
  });

  it('publishes a draft from the preview', async () => {
    signInAs();
    const { calls } = serveSchool({ news: [makeNews(6, { title: 'Fair', status: 'DRAFT' })] });
    const user = userEvent.setup();
    renderApp('/news/6');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('News published successfully')).toBeInTheDocument();
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(calls()).toContain('PATCH /nms/cms/nac/news/6/publish');
  });
});

describe('news on the public site', () => {
  it('previews the saved draft in a new tab, and offers no View on site before it is published', async () => {
    const held = heldCall();
    const api = await openWith(
      '/news/7',
      'News Preview',
      { news: [makeNews(7, { title: 'Book Fair', status: 'DRAFT' })] },
      { overrides: { 'POST /misc/cms/preview': held.override } },
    );
    expectNoViewOnSite('Book Fair');
    await expectPreviewOpens(api, held, { kind: 'news', id: 7 });
  });

  it('says why when the preview link is refused', async () => {
    const { user } = await openWith(
      '/news/7',
      'News Preview',
      { news: [makeNews(7, { title: 'Book Fair' })] },
      { overrides: { 'POST /misc/cms/preview': () => refused(404, 'News not found') } },
    );
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    try {
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      await toastWith('Failed to open the preview', 'News not found');
      expect(open).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  });

  it('leads a VIEWER to a published item on the site, and previews it too', async () => {
    await openWith(
      '/news/8',
      'News Preview',
      { news: [makeNews(8, { title: 'Sports Day', status: 'ACTIVE' })] },
      {
        roles: ['VIEWER'],
      },
    );
    await expectViewOnSite('Sports Day', '/news/8');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers Preview and View on site beside the edit form of a saved item', async () => {
    const held = heldCall();
    const api = await openWith(
      '/news/8/edit',
      'Edit News',
      { news: [makeNews(8, { title: 'Sports Day', status: 'ACTIVE' })] },
      { overrides: { 'POST /misc/cms/preview': held.override } },
    );
    await screen.findByDisplayValue('Sports Day');
    await expectViewOnSite('Sports Day', '/news/8');
    await expectPreviewOpens(api, held, { kind: 'news', id: 8 });
  });
});
