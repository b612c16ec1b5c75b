import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { makeCategory, makeNews, serveSchool, signInAs } from '@/test/fake-school';
import { serverError } from '@/test/fake-api';

const SPORTS = makeCategory(1, 'Sports');
const EVENTS = makeCategory(2, 'Events');

const published = makeNews(1, {
  title: 'Sports Day',
  summary: 'A day of races.',
  status: 'ACTIVE',
  showOnHomePage: true,
  categories: [{ id: 1, name: 'Sports' }],
});
const draft = makeNews(2, { title: 'Spring Concert', summary: '', status: 'DRAFT' });
const inactive = makeNews(3, { title: 'Old Notice', status: 'INACTIVE' });

async function openList(path = '/news') {
  const rendered = renderApp(path);
  // The first test of a run also loads the lazy route module.
  await screen.findByRole('heading', { name: 'News', level: 1 }, { timeout: 5000 });
  return rendered;
}

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

describe('news list', () => {
  it('shows loading, then title and summary, status and homepage badges, created date and actions', async () => {
    signInAs();
    const { calls } = serveSchool({ news: [published, draft, inactive], categories: [SPORTS, EVENTS] });
    await openList();
    expect(screen.getByText('Loading news...')).toBeInTheDocument();

    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Title', 'Status', 'Homepage', 'Created Date', 'Actions']);

    const sports = rowOf('Sports Day');
    expect(within(sports).getByRole('link', { name: 'Sports Day' })).toHaveAttribute('href', '/news/1');
    expect(within(sports).getByText('A day of races.')).toBeInTheDocument();
    expect(within(sports).getByText('Published')).toBeInTheDocument();
    expect(within(sports).getByText('Homepage')).toBeInTheDocument();
    expect(within(sports).getByText('Jan 2, 2026')).toBeInTheDocument();
    expect(within(sports).getByRole('link', { name: 'View Sports Day' })).toHaveAttribute('href', '/news/1');
    expect(within(sports).getByRole('link', { name: 'Edit Sports Day' })).toHaveAttribute('href', '/news/1/edit');
    // Already published: no Publish action.
    expect(within(sports).queryByRole('button', { name: /^Publish/ })).not.toBeInTheDocument();

    const concert = rowOf('Spring Concert');
    expect(within(concert).getByText('Draft')).toBeInTheDocument();
    expect(within(concert).getByText('Not on homepage')).toBeInTheDocument();
    expect(within(concert).getByRole('button', { name: 'Publish Spring Concert' })).toBeInTheDocument();
    expect(within(rowOf('Old Notice')).getByText('Inactive')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Manage Categories' })).toHaveAttribute('href', '/news/categories');
    expect(screen.getByRole('link', { name: 'New News Article' })).toHaveAttribute('href', '/news/new');
    expect(screen.getByText('Page 1 of 1 · 3 news items')).toBeInTheDocument();
    expect(calls()).toContain('GET /nms/cms/nac/news?page=0&size=10');
  });

  it("shows 'No news items yet' on a website without news", async () => {
    signInAs();
    serveSchool({ news: [] });
    await openList();
    expect(await screen.findByText('No news items yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error state and tries again', async () => {
    signInAs();
    let failing = true;
    serveSchool(
      { news: [draft] },
      {
        'GET /nms/cms/nac/news': () => (failing ? serverError() : undefined),
      },
    );
    const user = userEvent.setup();
    await openList();
    // A failed query is retried once (spec 01 §9) before the error shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load news');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Spring Concert' })).toBeInTheDocument();
  });

  it('keeps the status and category filters and the page in the URL', async () => {
    signInAs();
    const many = Array.from({ length: 12 }, (_, i) => makeNews(i + 10, { status: 'ACTIVE' }));
    const { calls } = serveSchool({ news: [published, draft, ...many], categories: [SPORTS, EVENTS] });
    const user = userEvent.setup();
    const { router } = await openList();

    await screen.findByText('Page 1 of 2 · 14 news items');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2 · 14 news items');
    expect(router.state.location.search).toBe('?page=2');

    // A filter starts again at the first page.
    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    await waitFor(() => expect(router.state.location.search).toBe('?status=ACTIVE'));
    expect(await screen.findByText('Page 1 of 2 · 13 news items')).toBeInTheDocument();
    expect(calls()).toContain('GET /nms/cms/nac/news?page=0&size=10&status=ACTIVE');

    await user.selectOptions(screen.getByLabelText('Category'), 'Sports');
    await waitFor(() => expect(router.state.location.search).toBe('?status=ACTIVE&categoryId=1'));
    expect(await screen.findByText('Page 1 of 1 · 1 news item')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sports Day' })).toBeInTheDocument();
    expect(calls()).toContain('GET /nms/cms/nac/news?page=0&size=10&status=ACTIVE&categoryId=1');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Page 1 of 2 · 14 news items')).toBeInTheDocument();
  });

  it('reads the filters from a shared link, and says when nothing matches', async () => {
    signInAs();
    serveSchool({ news: [published], categories: [SPORTS, EVENTS] });
    await openList('/news?status=DRAFT&categoryId=2');
    expect(await screen.findByText('No news items match these filters')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('DRAFT');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('2'));
  });

  it('publishes a draft from its row', async () => {
    signInAs();
    const { calls } = serveSchool({ news: [draft] });
    const user = userEvent.setup();
    await openList();
    await user.click(await screen.findByRole('button', { name: 'Publish Spring Concert' }));
    expect(await screen.findByText('News published successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Spring Concert')).getByText('Published')).toBeInTheDocument());
    expect(calls()).toContain('PATCH /nms/cms/nac/news/2/publish');
  });

  it('deletes only after the confirmation, and the row goes', async () => {
    signInAs();
    const { calls } = serveSchool({ news: [published, draft] });
    const user = userEvent.setup();
    await openList();

    await user.click(await screen.findByRole('button', { name: 'Delete Spring Concert' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Spring Concert"?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls().some((c) => c.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Spring Concert' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('News deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Spring Concert' })).not.toBeInTheDocument());
    expect(calls()).toContain('DELETE /nms/cms/nac/news/2');
  });

  it('shows a VIEWER the list without the actions that change news', async () => {
    signInAs(['VIEWER']);
    serveSchool({ news: [draft] });
    await openList();
    await screen.findByRole('link', { name: 'Spring Concert' });
    expect(screen.getByRole('link', { name: 'View Spring Concert' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Spring Concert' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish Spring Concert' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Spring Concert' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New News Article' })).not.toBeInTheDocument();
  });
});
