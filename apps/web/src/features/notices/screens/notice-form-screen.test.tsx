import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { noticesResource } from '../api';
import { makeNotice } from '../notices.fake';
import { expectSavedTo, field, openWith, optionsOf, submitted, typeInto } from '@/test/queries';
import { describeItemScreens } from '@/test/screen-suites';

vi.mock('@/components/rich-text/lazy-rich-text-editor', () => import('@/test/plain-text-editor'));

const lostProperty = makeNotice(7, { title: 'Lost property', summary: 'By the gym.', content: '<p>Box</p>' });

describeItemScreens(noticesResource, { saved: lostProperty });

describe('notice form', () => {
  it('starts Active, offering Active, Inactive and Draft', async () => {
    await openWith('/notice-board/new', 'New Notice', { notices: [] });
    expect(field('Status')).toHaveValue('ACTIVE');
    expect(optionsOf(field('Status'))).toEqual(['Active', 'Inactive', 'Draft']);
  });

  it('creates the notice with its summary, content and status', async () => {
    const api = await openWith('/notice-board/new', 'New Notice', { notices: [] });
    const content = '<p>Open until <strong>6 pm</strong>.</p>';
    await typeInto(api.user, { Title: 'Library hours ', Summary: 'Longer hours in exam weeks.', Content: content });
    await api.user.selectOptions(field('Status'), 'Draft');
    expect(await submitted(api, 'Create Notice', 'POST /misc/cms/bbmac/bbmessages')).toEqual({
      title: 'Library hours',
      summary: 'Longer hours in exam weeks.',
      content: '<p>Open until <strong>6 pm</strong>.</p>',
      status: 'DRAFT',
    });
  });

  it('edits every field of the notice and sends them back', async () => {
    const notices = [lostProperty];
    const { lastBody, user, router } = await openWith('/notice-board/7/edit', 'Edit Notice', { notices });
    expect(await screen.findByDisplayValue('By the gym.')).toBe(field('Summary'));
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
  });
});

describe('notice view', () => {
  it('renders the stored HTML, the summary and the status', async () => {
    const notice = makeNotice(4, {
      title: 'Library hours',
      summary: 'Exam weeks.',
      content: '<p>Open until <strong>6 pm</strong> <span style="color: #ff0000">daily</span>.</p>',
      status: 'DRAFT',
    });
    await openWith('/notice-board/4', 'Library hours', { notices: [notice] });
    const article = screen.getByRole('article', { name: 'Library hours' });
    expect(within(article).getByText('6 pm').tagName).toBe('STRONG');
    expect(within(article).getByText('daily')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
    expect(within(article).getByText('Exam weeks.')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });
});
