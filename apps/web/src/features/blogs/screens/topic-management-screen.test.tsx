import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { topicsMessages } from '@cms/contract';
import { topicsResource } from '../api';
import { makeTopic } from '../blogs.fake';
import { headersOf, openWith } from '@/test/queries';
import { describeNamedList } from '@/test/screen-suites';

describeNamedList(topicsResource, {
  rows: [makeTopic(1, 'Sports', 'Games and teams'), makeTopic(2, 'Arts')],
  named: 'title',
  taken: topicsMessages.titleTaken,
  also: { blogs: [] },
});

describe('topic management', () => {
  it('lists each topic with its description, and a dash for none', async () => {
    const topics = [makeTopic(1, 'Sports', 'Games and teams'), makeTopic(2, 'Arts')];
    await openWith('/topic-management', 'Topic Management', { topics });
    const table = await screen.findByRole('table');
    expect(headersOf(table)).toEqual(['Title', 'Description', 'Created Date', 'Actions']);
    expect(within(table).getByText('Games and teams')).toBeInTheDocument();
    expect(within(table).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('adds a topic with its description', async () => {
    const { user, lastBody } = await openWith('/topic-management', 'Topic Management', { topics: [] });
    await user.click(screen.getByRole('button', { name: 'Add Topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Topic' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Arts');
    await user.type(within(dialog).getByLabelText('Description'), 'Music and drama');
    await user.click(within(dialog).getByRole('button', { name: 'Add Topic' }));
    expect(await screen.findByText('Music and drama')).toBeInTheDocument();
    expect(lastBody('POST /bms/cms/tc/topics')).toEqual({ title: 'Arts', description: 'Music and drama' });
  });
});
