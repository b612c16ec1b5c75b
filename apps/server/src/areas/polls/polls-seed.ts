import type { PollRequest } from '@cms/contract';
import type { Trx } from '../../db/database.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import { polls } from './polls-routes.js';

const options = (...votes: [string, number][]) =>
  votes.map(([poll_option, option_submitted]) => ({ poll_option, option_submitted }));

/** The demo school's open poll on the home page, with its votes, and last term's closed one. */
export async function seedPolls(trx: Trx, school: Actor) {
  const rows: PollRequest[] = [
    {
      question: 'Which after-school club should we add next term?',
      show_on_hp: true,
      status: true,
      options: options(['Robotics', 42], ['Drama', 27], ['Chess', 18], ['Gardening', 9]),
    },
    {
      question: 'How did you like the autumn sports day?',
      show_on_hp: false,
      status: false,
      options: options(['Loved it', 64], ['It was fine', 21], ['Not for me', 5]),
    },
  ];
  await seeder(trx, school)(polls, rows);
}
