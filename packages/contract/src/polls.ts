import { z } from 'zod';
import { bodyId, requiredText } from './fields.js';
import { listOf, outcomeMessages, required } from './messages.js';
import { collectionPaths } from './paths.js';
import { resourceContract } from './resources.js';

/*
 * Polls and their options (docs/product/polls.md §2 "Poll", §3, §4, §5, §8; docs/design.md §9.2). The wire keeps the
 * spec's snake_case names (`poll_id`, `poll_option`, `option_submitted`, `show_on_hp`...); a poll
 * also carries `id`, the same number as `poll_id`, as every resource does.
 */

export const pollsPaths = collectionPaths('polls', 'poll', '/misc/cms/plac/polls');

/** Vote counts are whole numbers from 0 (docs/product/polls.md §5, §9); the server enforces it too (docs/design.md §9.17). */
export const POLL_VOTES_MIN = 0;
export const POLL_OPTIONS_MAX = 20;

export const pollsMessages = {
  questionRequired: required('Question'),
  optionRequired: required('Option text'),
  votesInvalid: 'Votes must be a whole number of at least 0',
  optionsInvalid: listOf('options', 'options'),
  optionsTooMany: `A poll has at most ${POLL_OPTIONS_MAX} options`,
  flagInvalid: 'must be true or false',
  notFound: 'Poll not found',
  backToList: 'Back to Polls',
  /** docs/product/polls.md §8. */
  optionRemoved: 'The poll option has been removed successfully.',
  ...outcomeMessages('Poll', 'polls'),
} as const;

const flag = (fallback: boolean) =>
  z
    .boolean({ error: pollsMessages.flagInvalid })
    .nullish()
    .transform((value) => value ?? fallback);

/** One option as the poll's document sends it: a kept one by its `poll_option_id`. */
export const pollOptionRequest = z.object({
  poll_option_id: z
    .union([z.null(), z.literal(0), bodyId])
    .optional()
    .transform((value) => value || undefined),
  poll_option: requiredText(pollsMessages.optionRequired, 255),
  option_submitted: z
    .number({ error: pollsMessages.votesInvalid })
    .int(pollsMessages.votesInvalid)
    .min(POLL_VOTES_MIN, pollsMessages.votesInvalid)
    .max(1_000_000_000, pollsMessages.votesInvalid)
    .nullish()
    .transform((value) => value ?? 0),
});

/**
 * Create and update of a poll (docs/product/polls.md §5: the question required): whether it shows on the home
 * page (no by default) and whether it is active (yes by default). `options`, when sent, are the
 * poll's options in their order; absent, they stay as they are.
 */
export const pollRequest = z.object({
  question: requiredText(pollsMessages.questionRequired, 500),
  show_on_hp: flag(false),
  status: flag(true),
  options: z
    .array(pollOptionRequest, { error: pollsMessages.optionsInvalid })
    .max(POLL_OPTIONS_MAX, pollsMessages.optionsTooMany)
    .optional(),
});
export type PollRequest = z.input<typeof pollRequest>;
export type PollBody = z.output<typeof pollRequest>;

const rowId = z.number().int();

export const pollOption = z.object({
  poll_option_id: rowId,
  poll_option: z.string(),
  /** The votes it has had. */
  option_submitted: z.number().int(),
  poll_id: rowId,
});
export type PollOption = z.infer<typeof pollOption>;

export const poll = z.object({
  id: rowId,
  poll_id: rowId,
  asset_owner_id: rowId,
  question: z.string(),
  show_on_hp: z.boolean(),
  status: z.boolean(),
  options: z.array(pollOption).max(POLL_OPTIONS_MAX),
  created_by: rowId.nullable(),
  created_date: z.string(),
  updated_by: rowId.nullable(),
  updated_date: z.string(),
});
export type Poll = z.infer<typeof poll>;

/** Polls (docs/design.md §9.2), newest first, each with its options. */
export const pollsContract = resourceContract('polls', {
  paths: { collection: pollsPaths.polls, item: pollsPaths.poll },
  schemas: { entity: poll, request: pollRequest },
  messages: pollsMessages,
});

/** How many votes a poll has had, over all its options. */
export const pollVotes = (poll: Pick<Poll, 'options'>) =>
  poll.options.reduce((sum, option) => sum + option.option_submitted, 0);

/** An option's share of a poll's votes, to one decimal place ('0%' when nobody has voted; docs/product/polls.md §2). */
export const pollShare = (votes: number, total: number) =>
  total === 0 ? '0%' : `${Math.round((votes / total) * 1000) / 10}%`;
