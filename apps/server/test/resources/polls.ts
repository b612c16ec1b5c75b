import { pollsArea } from '../../src/areas/polls/polls-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

/** A poll with two options (its question required: docs/product/polls.md §5). */
export const polls = resourceOf(pollsArea.resources.polls, () => ({
  question: unique('Which club next?'),
  options: [{ poll_option: 'Robotics' }, { poll_option: 'Drama', option_submitted: 3 }],
}));
