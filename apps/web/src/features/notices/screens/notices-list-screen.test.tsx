import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noticesMessages } from '@cms/contract';
import { makeNotice, serveSchool, signInAs } from '@/test/fake-school';
import { serverError } from '@/test/fake-api';
import { deleteAfterConfirming, headersOf, openScreen, retryAfterLoadError, rowOf, slow } from '@/test/queries';

const library = makeNotice(1, { title: 'Library hours', summary: 'Open until 6 pm.', status: 'ACTIVE' });
const lost = makeNotice(2, { title: 'Lost property', summary: '', status: 'INACTIVE' });
const yearbook = makeNotice(3, { title: 'Yearbook photos', status: 'DRAFT' });
const fair = makeNotice(4, { title: 'Science FAIR', status: 'ACTIVE' });

const openBoard = (path = '/notice-board') => openScreen(path, 'Notice Board');

describe('notice board list', slow, () => {
  it('shows loading, then the notices newest first with status, date and actions', async () => {
    signInAs();
    const { calls } = serveSchool({ notices: [library, lost, yearbook] });
    await openBoard();
    expect(screen.getByText('Loading notices...')).toBeInTheDocument();

    expect(headersOf(await screen.findByRole('table'))).toEqual(['Title', 'Status', 'Last Updated', 'Actions']);
    expect(screen.getAllByRole('row').map((row) => within(row).queryAllByRole('link')[0]?.textContent)).toEqual([
      undefined,
      'Yearbook photos',
      'Lost property',
      'Library hours',
    ]);
    const row = rowOf('Library hours');
    expect(within(row).getByRole('link', { name: 'Library hours' })).toHaveAttribute('href', '/notice-board/1');
    expect(within(row).getByText('Open until 6 pm.')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Jan 2, 2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Library hours' })).toHaveAttribute(
      'href',
      '/notice-board/1/edit',
    );
    expect(within(rowOf('Lost property')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('Yearbook photos')).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Notice' })).toHaveAttribute('href', '/notice-board/new');
    expect(calls()).toContain('GET /misc/cms/bbmac/bbmessages?page=0&size=10');
  });

  it("says 'No notices yet' on an empty board", async () => {
    signInAs();
    serveSchool({ notices: [] });
    await openBoard();
    expect(await screen.findByText('No notices yet')).toBeInTheDocument();
  });

  it("shows 'Failed to load notices' and tries again", async () => {
    signInAs();
    let failing = true;
    serveSchool(
      { notices: [library] },
      { 'GET /misc/cms/bbmac/bbmessages': () => (failing ? serverError() : undefined) },
    );
    await openBoard();
    await retryAfterLoadError('Failed to load notices', () => (failing = false));
    expect(await screen.findByRole('link', { name: 'Library hours' })).toBeInTheDocument();
  });

  it('searches by title, case-insensitively, with the search in the URL, and pages through the rest', async () => {
    signInAs();
    const many = Array.from({ length: 11 }, (_, i) => makeNotice(i + 10, { title: `Fair stall ${i + 1}` }));
    const { calls } = serveSchool({ notices: [library, fair, ...many] });
    const user = userEvent.setup();
    const { router } = await openBoard();
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
    signInAs();
    const { calls } = serveSchool({ notices: [library, lost, yearbook, fair] });
    const user = userEvent.setup();
    const { router } = await openBoard('/notice-board?search=library&status=DRAFT');
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

  it('deletes only after the confirmation', async () => {
    signInAs();
    const { calls } = serveSchool({ notices: [library, lost] });
    await openBoard();
    await deleteAfterConfirming('Lost property', noticesMessages.deleteConfirm, 'Notice deleted successfully', calls);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lost property' })).not.toBeInTheDocument());
    expect(calls()).toContain('DELETE /misc/cms/bbmac/bbmessages/2');
  });

  it('shows a VIEWER the board without New Notice, Edit or Delete', async () => {
    signInAs(['VIEWER']);
    serveSchool({ notices: [library] });
    await openBoard();
    expect(await screen.findByRole('link', { name: 'View Library hours' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Library hours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Library hours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Notice' })).not.toBeInTheDocument();
  });
});
