import { pollsContract } from '@cms/contract';
import { defineResource } from '@/lib/resource';
import { pollsArea } from './area';

/**
 * Polls (`/misc/cms/plac/polls`, docs/design.md §9.2): listed at /poll-list, shown and edited at
 * /poll/{id}; 'Poll not found' leads 'Back to Polls' (docs/product/polls.md §8).
 */
export const pollsResource = defineResource({
  contract: pollsContract,
  screens: { ...pollsArea.menu, title: 'Polls' },
  site: { path: (poll) => `/polls/${poll.id}`, shown: (poll) => poll.status },
});
