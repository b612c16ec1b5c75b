import type { Poll } from '@cms/contract';
import { ResourceListScreen } from '@/components/resource-list-screen';
import { pollsResource } from '../api';
import { pollColumns } from '../components/poll-columns';

/** /poll-list (docs/product/polls.md §2): the website's polls, newest first. */
export function ListScreen() {
  return (
    <ResourceListScreen
      resource={pollsResource}
      description="Questions visitors of the website vote on, and how they voted."
      columns={pollColumns}
      rowLabel={(poll: Poll) => poll.question}
    />
  );
}
