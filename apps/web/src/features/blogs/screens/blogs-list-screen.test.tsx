import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from '@/test/render';
import { makeBlog, serveSchool, signInAs } from '@/test/fake-school';
import { slow } from '@/test/queries';

async function openList(path = '/blogs') {
  const rendered = renderApp(path);
  // The first test of a run also loads the lazy route module.
  await screen.findByRole('heading', { name: 'Blogs', level: 1 }, { timeout: 5000 });
  return rendered;
}

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

describe('blog list', slow, () => {
  it('shows loading, then title and summary, status, homepage, created date and the actions', async () => {
    signInAs();
    const { calls } = serveSchool({
      blogs: [
        makeBlog(1, { title: 'Sports Day', summary: 'We won', status: 'PUBLISHED', hpBlog: true }),
        makeBlog(2, { title: 'Science Fair' }),
      ],
      topics: [],
    });
    await openList();
    expect(screen.getByText('Loading blogs...')).toBeInTheDocument();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Status', 'Homepage', 'Created Date', 'Actions']);
    const sports = rowOf('Sports Day');
    expect(within(sports).getByText('We won')).toBeInTheDocument();
    expect(within(sports).getByText('Published')).toBeInTheDocument();
    expect(within(sports).getByText('Homepage')).toBeInTheDocument();
    expect(within(sports).getByText('Jan 2, 2026')).toBeInTheDocument();
    expect(within(sports).getByRole('link', { name: 'View Sports Day' })).toHaveAttribute('href', '/blogs/1');
    expect(within(sports).getByRole('link', { name: 'Edit Sports Day' })).toHaveAttribute('href', '/blogs/1/edit');
    expect(within(sports).queryByRole('button', { name: 'Publish Sports Day' })).not.toBeInTheDocument();

    const science = rowOf('Science Fair');
    expect(within(science).getByText('Draft')).toBeInTheDocument();
    expect(within(science).getByText('Not on homepage')).toBeInTheDocument();
    expect(within(science).getByRole('button', { name: 'Publish Science Fair' })).toBeEnabled();

    expect(screen.getByRole('link', { name: 'New Blog' })).toHaveAttribute('href', '/blogs/new');
    expect(screen.getByText('Page 1 of 1 · 2 blog posts')).toBeInTheDocument();
    expect(calls()).toContain('GET /bms/cms/bac/blogs?page=0&size=10');
  });

  it('keeps the status filter and the page in the URL', async () => {
    signInAs();
    const many = Array.from({ length: 12 }, (_, i) => makeBlog(i + 1, { status: i < 11 ? 'PUBLISHED' : 'DRAFT' }));
    const { calls } = serveSchool({ blogs: many, topics: [] });
    const user = userEvent.setup();
    const { router } = await openList();
    await screen.findByRole('table');

    await user.selectOptions(screen.getByLabelText('Status'), 'PUBLISHED');
    await waitFor(() => expect(router.state.location.search).toBe('?status=PUBLISHED'));
    await waitFor(() => expect(calls()).toContain('GET /bms/cms/bac/blogs?page=0&size=10&status=PUBLISHED'));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=PUBLISHED&page=2'));
    await waitFor(() => expect(calls()).toContain('GET /bms/cms/bac/blogs?page=1&size=10&status=PUBLISHED'));

    // Another filter starts again at page 1; All leaves the filter out.
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens on the filter of a shared link, and says when nothing matches', async () => {
    signInAs();
    serveSchool({ blogs: [makeBlog(1)], topics: [] });
    const user = userEvent.setup();
    await openList('/blogs?status=PUBLISHED');
    expect(await screen.findByText('No blog posts match these filters')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('PUBLISHED');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByRole('link', { name: 'Blog 1' })).toBeInTheDocument();
  });

  it('says so when there are no blogs, and when they cannot load', async () => {
    signInAs();
    serveSchool({ blogs: [], topics: [] });
    await openList();
    expect(await screen.findByText('No blog posts yet')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    signInAs();
    serveSchool(
      { blogs: [], topics: [] },
      {
        'GET /bms/cms/bac/blogs': () =>
          jsonResponse(500, { statusCode: 500, error: 'Error', message: 'Database down' }),
      },
    );
    await openList();
    expect(await screen.findByText('Failed to load blogs', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('publishes a draft with a bodyless PATCH', async () => {
    signInAs();
    const { calls, lastInit } = serveSchool({ blogs: [makeBlog(2, { title: 'Science Fair' })], topics: [] });
    const user = userEvent.setup();
    await openList();
    await user.click(await screen.findByRole('button', { name: 'Publish Science Fair' }));
    await waitFor(() => expect(calls()).toContain('PATCH /bms/cms/bac/blogs/2/publish'));
    expect(lastInit('PATCH /bms/cms/bac/blogs/2/publish')?.body).toBeUndefined();
    expect(new Headers(lastInit('PATCH /bms/cms/bac/blogs/2/publish')?.headers).has('Content-Type')).toBe(false);
    await waitFor(() => expect(within(rowOf('Science Fair')).getByText('Published')).toBeInTheDocument());
  });

  it('deletes only after the confirmation', async () => {
    signInAs();
    const { calls } = serveSchool({ blogs: [makeBlog(2, { title: 'Science Fair' })], topics: [] });
    const user = userEvent.setup();
    await openList();
    await user.click(await screen.findByRole('button', { name: 'Delete Science Fair' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this blog post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls().some((c) => c.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Science Fair' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No blog posts yet')).toBeInTheDocument();
    expect(calls()).toContain('DELETE /bms/cms/bac/blogs/2');
  });

  it('a viewer sees the list without New Blog, edit, publish or delete', async () => {
    signInAs(['VIEWER']);
    serveSchool({ blogs: [makeBlog(2, { title: 'Science Fair' })], topics: [] });
    await openList();
    const row = (await screen.findByRole('link', { name: 'Science Fair' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'View Science Fair' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Edit Science Fair' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Blog' })).not.toBeInTheDocument();
  });
});
