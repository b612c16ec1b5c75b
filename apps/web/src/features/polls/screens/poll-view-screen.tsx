import { ItemViewScreen } from '@/components/item-screens';
import { pollsResource } from '../api';
import { PollDetails } from '../components/poll-details';

/** /poll/{id}: the poll read-only in its three tabs; 'Poll not found' leads 'Back to Polls'. */
export function ViewScreen() {
  return (
    <ItemViewScreen resource={pollsResource} title={(poll) => poll.question}>
      {(poll) => <PollDetails poll={poll} />}
    </ItemViewScreen>
  );
}
