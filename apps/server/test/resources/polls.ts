import { expect } from 'vitest';
import { pollsArea } from '../../src/areas/polls/polls-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';
import type { PublicCases } from '../site-support.js';

/** A poll with two options (its question required: docs/product/polls.md §5). */
export const polls = resourceOf(pollsArea.resources.polls, () => ({
  question: unique('Which club next?'),
  options: [{ poll_option: 'Robotics' }, { poll_option: 'Drama', option_submitted: 3 }],
}));

/** Polls on the public site: only the website's active polls. */
export const pollsOnSite: PublicCases = {
  area: 'polls',
  list: '/polls',
  shown: async ({ admin }) => onSite(await polls.create(admin, { status: true })),
  hidden: {
    inactive: async ({ admin }) => onSite(await polls.create(admin, { status: false, show_on_hp: true })),
    deleted: async ({ admin }) => {
      const poll = await polls.create(admin, { status: true, show_on_hp: true });
      expect((await polls.remove(admin, poll.id)).statusCode).toBe(200);
      return onSite(poll);
    },
    "another website's": async ({ other }) => onSite(await polls.create(other, { status: true, show_on_hp: true })),
  },
};
const onSite = (poll: { id: number; question: string }) => ({ path: `/polls/${poll.id}`, text: poll.question });
