import { pollVotes, type Poll } from '@cms/contract';
import { badgeColumn, dateColumn, homepageColumn, titleColumn } from '@/components/columns';
import type { Column } from '@/components/data-table';
import type { BadgeOption } from '@/components/option-badge';
import { pollsResource } from '../api';

/** A poll is active or not (docs/product/polls.md §4); the wire's `status` is the boolean. */
export const ACTIVE_OPTIONS: BadgeOption<'active' | 'inactive'>[] = [
  { value: 'active', label: 'Active', variant: 'success' },
  { value: 'inactive', label: 'Inactive', variant: 'secondary' },
];
export const activeOf = (poll: Poll) => (poll.status ? 'active' : 'inactive');

const optionCount = (poll: Poll) => (poll.options.length === 1 ? '1 option' : `${poll.options.length} options`);

/** The poll list: the question (with how many options), active, on the home page, votes, last change. */
export const pollColumns: Column<Poll>[] = [
  titleColumn({
    to: (poll) => pollsResource.screens.itemPath(poll.id),
    title: (poll) => poll.question,
    detail: optionCount,
    header: 'Question',
  }),
  badgeColumn({ id: 'status', header: 'Status', value: activeOf, options: ACTIVE_OPTIONS }),
  homepageColumn((poll: Poll) => poll.show_on_hp),
  { id: 'votes', header: 'Votes', className: 'tabular-nums', cell: pollVotes },
  dateColumn({ id: 'updated_date', header: 'Last updated', value: (poll) => poll.updated_date }),
];
