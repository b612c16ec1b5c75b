import { pollsContract } from '@cms/contract';
import { areaRoutes } from '../../platform/area.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { optionsTable, pollsTable } from './polls-repository.js';

/** Polls, each saved with its options (and their vote counts) when the body sends them. */
export const polls = tableResource(pollsContract, pollsTable, {
  columns: (body) => ({ question: body.question, show_on_hp: Number(body.show_on_hp), status: Number(body.status) }),
  children: {
    table: optionsTable,
    of: (body) =>
      body.options?.map((option) => ({
        id: option.poll_option_id,
        values: { poll_option: option.poll_option, option_submitted: option.option_submitted },
      })),
  },
  /** The public site shows active polls only (docs/product/polls.md §4). */
  visible: { filters: { status: 1 } },
});

/** Polls (`/misc/cms/plac/polls`, docs/design.md §9.2); options travel inside their poll. */
export const pollsRoutes = areaRoutes({ polls });
