import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { serveSchool, signInAs } from '@/test/fake-school';
import { makeNews } from '../news.fake';
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
