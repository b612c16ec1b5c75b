import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';
import { makeNotice, serveSchool, signInAs } from '@/test/fake-school';
import { serverError } from '@/test/fake-api';
import { expectItemLoadFailed, expectSavedTo, field, firstLoad, messageOf, openScreen, slow } from '@/test/queries';

vi.mock('@/components/rich-text/lazy-rich-text-editor', () => import('@/test/plain-text-editor'));

const openNew = () => openScreen('/notice-board/new', 'New Notice');

describe('notice form', slow, () => {
  it('starts Active, offering Active, Inactive and Draft', async () => {
    signInAs();
    serveSchool({ notices: [] });
    await openNew();
    expect(field('Status')).toHaveValue('ACTIVE');
    expect(
      within(field('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Active', 'Inactive', 'Draft']);
  });

  it("shows 'Title is required' at the title and sends nothing", async () => {
    signInAs();
    const { calls } = serveSchool({ notices: [] });
    const user = userEvent.setup();
    await openNew();
    await user.click(screen.getByRole('button', { name: 'Create Notice' }));
    await waitFor(() => expect(messageOf(field('Title'))).toBe('Title is required'));
    expect(field('Title')).toHaveFocus();
    expect(calls().some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('creates the notice, toasts and returns to the board', async () => {
    signInAs();
    const { lastBody } = serveSchool({ notices: [] });
    const user = userEvent.setup();
    const { router } = await openNew();
    await user.type(field('Title'), 'Library hours ');
    await user.type(field('Summary'), 'Longer hours in exam weeks.');
    await user.type(field('Content'), '<p>Open until <strong>6 pm</strong>.</p>');
    await user.selectOptions(field('Status'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Create Notice' }));

    await expectSavedTo(router, 'Notice created successfully', '/notice-board');
    expect(lastBody('POST /misc/cms/bbmac/bbmessages')).toEqual({
      title: 'Library hours',
      summary: 'Longer hours in exam weeks.',
      content: '<p>Open until <strong>6 pm</strong>.</p>',
      status: 'DRAFT',
    });
  });

  it("says 'Failed to save notice' and keeps what was typed", async () => {
    signInAs();
    serveSchool({ notices: [] }, { 'POST /misc/cms/bbmac/bbmessages': () => serverError() });
    const user = userEvent.setup();
    await openNew();
    await user.type(field('Title'), 'Bake sale');
    await user.click(screen.getByRole('button', { name: 'Create Notice' }));
    expect(await screen.findByText('Failed to save notice')).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Bake sale');
  });

  it('saves an edit with a PUT of the same notice, never a second create', async () => {
    signInAs();
    const { calls, lastBody } = serveSchool({
      notices: [makeNotice(7, { title: 'Lost property', summary: 'By the gym.', content: '<p>Box</p>' })],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/notice-board/7/edit');
    await screen.findByRole('heading', { name: 'Edit Notice', level: 1 }, firstLoad);
    expect(await screen.findByDisplayValue('Lost property')).toBe(field('Title'));
    expect(field('Summary')).toHaveValue('By the gym.');
    expect(field('Content')).toHaveValue('<p>Box</p>');
    expect(field('Status')).toHaveValue('ACTIVE');

    await user.selectOptions(field('Status'), 'Inactive');
    await user.click(screen.getByRole('button', { name: 'Update Notice' }));
    await expectSavedTo(router, 'Notice updated successfully', '/notice-board');
    expect(lastBody('PUT /misc/cms/bbmac/bbmessages/7')).toEqual({
      title: 'Lost property',
      summary: 'By the gym.',
      content: '<p>Box</p>',
      status: 'INACTIVE',
    });
    expect(calls().some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('tells a VIEWER they may not edit notices', async () => {
    signInAs(['VIEWER']);
    serveSchool({ notices: [] });
    renderApp('/notice-board/new');
    expect(await screen.findByText('You do not have permission to edit notices', {}, firstLoad)).toBeInTheDocument();
  });
});

describe('notice view', () => {
  it('renders the stored HTML, the summary and the status, with Edit', async () => {
    signInAs();
    serveSchool({
      notices: [
        makeNotice(4, {
          title: 'Library hours',
          summary: 'Exam weeks.',
          content: '<p>Open until <strong>6 pm</strong> <span style="color: #ff0000">daily</span>.</p>',
          status: 'DRAFT',
        }),
      ],
    });
    renderApp('/notice-board/4');
    const article = await screen.findByRole('article', { name: 'Library hours' }, firstLoad);
    expect(screen.getByRole('heading', { name: 'Library hours', level: 1 })).toBeInTheDocument();
    expect(within(article).getByText('6 pm').tagName).toBe('STRONG');
    expect(within(article).getByText('daily')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
    expect(within(article).getByText('Exam weeks.')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/notice-board/4/edit');
  });

  it("shows 'Failed to load notice' for a notice that is not there", async () => {
    signInAs();
    serveSchool({ notices: [] });
    renderApp('/notice-board/40');
    await expectItemLoadFailed('Failed to load notice', 'Notice not found');
  });

  it('has no Edit for a VIEWER', async () => {
    signInAs(['VIEWER']);
    serveSchool({ notices: [makeNotice(4, { title: 'Library hours' })] });
    renderApp('/notice-board/4');
    await screen.findByRole('article', { name: 'Library hours' }, firstLoad);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
