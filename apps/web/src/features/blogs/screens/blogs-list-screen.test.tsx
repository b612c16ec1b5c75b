import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Blog } from '@cms/contract';
import { blogsResource } from '../api';
import { makeBlog } from '../blogs.fake';
import { openWith } from '@/test/queries';
import { describeListScreen } from '@/test/screen-suites';

const openList = (blogs: Blog[], path = '/blogs') => openWith(path, 'Blogs', { blogs, topics: [] });

describeListScreen(blogsResource, {
  rows: [
    makeBlog(1, { title: 'Sports Day', summary: 'We won', status: 'PUBLISHED', hpBlog: true }),
    makeBlog(2, { title: 'Science Fair' }),
  ],
  headers: ['Title', 'Status', 'Homepage', 'Created Date', 'Actions'],
  shows: {
    'Sports Day': ['We won', 'Published', 'Homepage', 'Jan 2, 2026'],
    'Science Fair': ['Draft', 'Not on homepage'],
  },
});

describe('blog list', () => {
  it('keeps the status filter and the page in the URL', async () => {
    const many = Array.from({ length: 12 }, (_, i) => makeBlog(i + 1, { status: i < 11 ? 'PUBLISHED' : 'DRAFT' }));
    const { calls, user, router } = await openList(many);
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
    const { user } = await openList([makeBlog(1)], '/blogs?status=PUBLISHED');
    expect(await screen.findByText('No blog posts match these filters')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('PUBLISHED');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByRole('link', { name: 'Blog 1' })).toBeInTheDocument();
  });
});
