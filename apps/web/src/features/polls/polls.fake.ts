import { pollsContract, type Poll, type PollOption } from '@cms/contract';
import { fakeArea, resourceEndpoints, table } from '@/test/fake-api';
import { FAKE_STAMPS } from '@/test/fake-rows';

/* Polls and their options on the fake API (test/fake-api.ts), as the server keeps them. */

export function makePoll(id: number, fields: Partial<Poll> = {}): Poll {
  return {
    id,
    poll_id: id,
    asset_owner_id: 1,
    question: `Question ${id}?`,
    show_on_hp: false,
    status: true,
    options: [],
    created_by: FAKE_STAMPS.createdBy,
    created_date: FAKE_STAMPS.createdDate,
    updated_by: FAKE_STAMPS.updatedBy,
    updated_date: FAKE_STAMPS.updatedDate,
    ...fields,
  };
}

export const makeOption = (poll_option_id: number, poll_id: number, poll_option: string, option_submitted = 0) =>
  ({ poll_option_id, poll_id, poll_option, option_submitted }) satisfies PollOption;

/** Polls, newest first, each saved with its options: a kept option keeps its id, a new one gets one. */
const pollsFake = fakeArea({ polls: table<Poll>('Poll') }, ({ polls }) => {
  let lastOption = Math.max(1000, ...polls.all().flatMap((poll) => poll.options.map((o) => o.poll_option_id)));
  return resourceEndpoints({
    table: polls,
    contract: pollsContract,
    build: (body, id, current) => {
      const { options, ...fields } = body;
      const kept = new Set((current?.options ?? []).map((option) => option.poll_option_id));
      return makePoll(id, {
        ...current,
        ...fields,
        options: options
          ? options.map((option) =>
              makeOption(
                option.poll_option_id && kept.has(option.poll_option_id) ? option.poll_option_id : ++lastOption,
                id,
                option.poll_option,
                option.option_submitted,
              ),
            )
          : (current?.options ?? []),
      });
    },
  });
});

export default pollsFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    polls: typeof pollsFake;
  }
}
