import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noticesResource } from '../api';
import { makeNotice } from '../notices.fake';
import { openWith } from '@/test/queries';
import { describeListScreen } from '@/test/screen-suites';

const library = makeNotice(1, { title: 'Library hours', summary: 'Open until 6 pm.', status: 'ACTIVE' });
const lost = makeNotice(2, { title: 'Lost property', summary: '', status: 'INACTIVE' });
const yearbook = makeNotice(3, { title: 'Yearbook photos', status: 'DRAFT' });
const fair = makeNotice(4, { title: 'Science FAIR', status: 'ACTIVE' });

const openBoard = (notices = [library, lost, yearbook], path = '/notice-board') =>
  openWith(path, 'Notice Board', { notices });

describeListScreen(noticesResource, {
  rows: [library, lost, yearbook],
  headers: ['Title', 'Status', 'Last Updated', 'Actions'],
  shows: { 'Library hours': ['Open until 6 pm.', 'Active', 'Jan 2, 2026'], 'Lost property': ['Inactive'] },
});

describe('notice board list', () => {
  it('lists the notices newest first', async () => {
    await openBoard();
    await screen.findByRole('table');
    const titles = screen.getAllByRole('row').map((row) => within(row).queryAllByRole('link')[0]?.textContent);
    expect(titles).toEqual([undefined, 'Yearbook photos', 'Lost property', 'Library hours']);
  });

  it('searches by title, case-insensitively, with the search in the URL, and pages through the rest', async () => {
    const many = Array.from({ length: 11 }, (_, i) => makeNotice(i + 10, { title: `Fair stall ${i + 1}` }));
    const { calls, user, router } = await openBoard([library, fair, ...many]);
    await screen.findByText('Page 1 of 2 · 13 notices');

    await user.type(screen.getByRole('searchbox', { name: 'Search notices by title' }), 'fair{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=fair'));
    expect(await screen.findByText('Page 1 of 2 · 12 notices')).toBeInTheDocument();
    expect(calls()).toContain('GET /misc/cms/bbmac/bbmessages?page=0&size=10&search=fair');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=fair&page=2'));
    expect(await screen.findByRole('link', { name: 'Science FAIR' })).toBeInTheDocument();

    // A new search starts again at the first page; nothing found says what was searched.
    await user.clear(screen.getByRole('searchbox', { name: 'Search notices by title' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search notices by title' }), 'picnic{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=picnic'));
    expect(await screen.findByText('No notices match "picnic"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Page 1 of 2 · 13 notices')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search notices by title' })).toHaveValue('');
  });

  it('filters by status, and a shared link opens on its search and status', async () => {
    const { calls, user, router } = await openBoard(
      [library, lost, yearbook, fair],
      '/notice-board?search=library&status=DRAFT',
    );
    expect(await screen.findByText('No notices match these filters')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search notices by title' })).toHaveValue('library');
    expect(screen.getByLabelText('Status')).toHaveValue('DRAFT');
    expect(calls()).toContain('GET /misc/cms/bbmac/bbmessages?page=0&size=10&search=library&status=DRAFT');

    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    await waitFor(() => expect(router.state.location.search).toBe('?search=library&status=ACTIVE'));
    expect(await screen.findByRole('link', { name: 'Library hours' })).toBeInTheDocument();

    // Clear filters clears the search too.
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'Lost property' })).toBeInTheDocument();
  });
});
