import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { News } from '@cms/contract';
import { newsResource } from '../api';
import { makeCategory, makeNews } from '../news.fake';
import { expectNoViewOnSite, expectViewOnSite, openWith } from '@/test/queries';
import { describeListScreen } from '@/test/screen-suites';

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

const openList = (news: News[], path = '/news') => openWith(path, 'News', { news, categories: [SPORTS, EVENTS] });

describeListScreen(newsResource, {
  rows: [published, draft, inactive],
  question: 'Delete News',
  headers: ['Title', 'Status', 'Homepage', 'Created Date', 'Actions'],
  shows: {
    'Sports Day': ['A day of races.', 'Published', 'Homepage', 'Jan 2, 2026'],
    'Spring Concert': ['Draft', 'Not on homepage'],
    'Old Notice': ['Inactive'],
  },
});

describe('news list', () => {
  it('leads to a published item on the public site in a new tab, for a VIEWER too', async () => {
    await openWith('/news', 'News', { news: [published, draft, inactive] }, { roles: ['VIEWER'] });
    await expectViewOnSite('Sports Day', '/news/1');
    expectNoViewOnSite('Spring Concert');
    expectNoViewOnSite('Old Notice');
  });

  it('links to the categories', async () => {
    await openList([published]);
    expect(screen.getByRole('link', { name: 'Manage Categories' })).toHaveAttribute('href', '/news/categories');
  });

  it('keeps the status and category filters and the page in the URL', async () => {
    const many = Array.from({ length: 12 }, (_, i) => makeNews(i + 10, { status: 'ACTIVE' }));
    const { calls, user, router } = await openList([published, draft, ...many]);

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
    await openList([published], '/news?status=DRAFT&categoryId=2');
    expect(await screen.findByText('No news items match these filters')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('DRAFT');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('2'));
  });
});
