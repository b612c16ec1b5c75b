import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pollsResource } from '../api';
import { makeOption, makePoll } from '../polls.fake';
import { expectNoViewOnSite, expectViewOnSite, field, messageOf, openWith, submitted } from '@/test/queries';
import { describeItemScreens, describeListScreen } from '@/test/screen-suites';

const clubs = makePoll(1, {
  question: 'Which club next term?',
  show_on_hp: true,
  options: [makeOption(11, 1, 'Robotics', 6), makeOption(12, 1, 'Drama', 3), makeOption(13, 1, 'Chess', 3)],
});
const sports = makePoll(2, { question: 'How was sports day?', status: false });
const lunch = makePoll(3, { question: 'Longer lunch break?' });

describeListScreen(pollsResource, {
  rows: [clubs, sports, lunch],
  headers: ['Question', 'Status', 'Homepage', 'Votes', 'Last updated', 'Actions'],
  named: 'question',
  shows: {
    'Which club next term?': ['3 options', 'Active', 'Homepage', '12'],
    'How was sports day?': ['Inactive', 'Not on homepage', '0 options'],
  },
});

// The suite also asks for 'Poll not found' with 'Back to Polls' (docs/product/polls.md §8) on the view and the form.
describeItemScreens(pollsResource, {
  saved: clubs,
  named: ['question', 'Question'],
  fill: async (user) => {
    await user.click(screen.getByRole('tab', { name: 'Poll Options' }));
    await user.type(field('Option 1'), 'Yes');
    await user.type(field('Option 2'), 'No');
  },
});

const toastTitled = (title: string) => screen.findByText(title, { selector: '[data-slot="toast-title"]' });

describe('polls on the public site', () => {
  it('lead from the list to an active poll’s page in a new tab, and not to an inactive one', async () => {
    await openWith('/poll-list', 'Polls', { polls: [clubs, sports] }, { roles: ['VIEWER'] });
    await expectViewOnSite('Which club next term?', '/polls/1');
    expectNoViewOnSite('How was sports day?');
  });

  it('lead from the view and the form of an active poll', async () => {
    await openWith('/poll/1', 'Which club next term?', { polls: [clubs] });
    await expectViewOnSite('Which club next term?', '/polls/1');
  });
});

describe('poll form', () => {
  it('has the tabs Poll Details and Poll Options for a new poll, and no Results', async () => {
    await openWith('/poll/new', 'New Poll', { polls: [] });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Poll Details', 'Poll Options']);
    expect(screen.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Show on homepage' })).toHaveAttribute('aria-checked', 'false');
  });

  it('sends the question, the flags and the options with their votes', async () => {
    const api = await openWith('/poll/new', 'New Poll', { polls: [] });
    await api.user.type(field('Question'), 'Which trip?');
    await api.user.click(screen.getByRole('switch', { name: 'Show on homepage' }));
    await api.user.click(screen.getByRole('tab', { name: 'Poll Options' }));
    await api.user.type(field('Option 1'), 'Museum');
    await api.user.type(field('Option 2'), 'Zoo');
    await api.user.click(screen.getByRole('button', { name: 'Add Option' }));
    await api.user.type(field('Option 3'), 'Beach');
    await api.user.clear(field('Votes for option 3'));
    await api.user.type(field('Votes for option 3'), '4');
    expect(await submitted(api, 'Create Poll', 'POST /misc/cms/plac/polls')).toEqual({
      question: 'Which trip?',
      show_on_hp: true,
      status: true,
      options: [
        { poll_option: 'Museum', option_submitted: 0 },
        { poll_option: 'Zoo', option_submitted: 0 },
        { poll_option: 'Beach', option_submitted: 4 },
      ],
    });
  });

  it('refuses negative votes beside their field and shows the options tab', async () => {
    const api = await openWith('/poll/new', 'New Poll', { polls: [] });
    await api.user.type(field('Question'), 'Which trip?');
    await api.user.click(screen.getByRole('tab', { name: 'Poll Options' }));
    await api.user.type(field('Option 1'), 'Museum');
    await api.user.type(field('Option 2'), 'Zoo');
    await api.user.clear(field('Votes for option 2'));
    await api.user.type(field('Votes for option 2'), '-1');
    await api.user.click(screen.getByRole('tab', { name: 'Poll Details' }));
    await api.user.click(screen.getByRole('button', { name: 'Create Poll' }));
    await waitFor(() =>
      expect(messageOf(field('Votes for option 2'))).toBe('Votes must be a whole number of at least 0'),
    );
    expect(screen.getByRole('tab', { name: 'Poll Options' })).toHaveAttribute('aria-selected', 'true');
    expect(api.calls().some((call) => call.startsWith('POST'))).toBe(false);
  });

  it("removes a saved option on the server at once ('The poll option has been removed successfully.')", async () => {
    const api = await openWith('/poll/1/edit', 'Edit Poll', { polls: [clubs] });
    await api.user.click(await screen.findByRole('tab', { name: 'Poll Options' }));
    await api.user.click(screen.getByRole('button', { name: 'Remove option 2' }));
    await toastTitled('The poll option has been removed successfully.');
    expect(api.lastBody('PUT /misc/cms/plac/polls/1')).toMatchObject({
      options: [
        { poll_option_id: 11, poll_option: 'Robotics', option_submitted: 6 },
        { poll_option_id: 13, poll_option: 'Chess', option_submitted: 3 },
      ],
    });
    expect(screen.getAllByLabelText(/^Option \d/).map((input) => (input as HTMLInputElement).value)).toEqual([
      'Robotics',
      'Chess',
    ]);
  });

  it('shows the Results of a saved poll: each option’s votes and share', async () => {
    const api = await openWith('/poll/1/edit', 'Edit Poll', { polls: [clubs] });
    await api.user.click(await screen.findByRole('tab', { name: 'Results' }));
    const table = await screen.findByRole('table', { name: 'Votes for each option' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Robotics', '6', '50%'],
      ['Drama', '3', '25%'],
      ['Chess', '3', '25%'],
    ]);
    expect(
      await screen.findByRole('img', { name: /Results of “Which club next term\?”: Robotics: 6 \(50%\)/ }),
    ).toBeInTheDocument();
  });
});
