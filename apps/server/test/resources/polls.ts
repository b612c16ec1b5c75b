import { pollsArea } from '../../src/areas/polls/polls-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';
import { resourceCases } from '../site-support.js';

/** A poll with two options (its question required: docs/product/polls.md §5). */
export const polls = resourceOf(pollsArea.resources.polls, () => ({
  question: unique('Which club next?'),
  options: [{ poll_option: 'Robotics' }, { poll_option: 'Drama', option_submitted: 3 }],
}));

/** Polls on the public site: only the website's active polls. */
export const pollsOnSite = resourceCases(pollsArea, polls, {
  paths: ['/polls/:id', '/polls'],
  api: ['/polls/:id', '/polls'],
  shown: { status: true, show_on_hp: true },
  hidden: { inactive: { status: false, show_on_hp: true } },
});
