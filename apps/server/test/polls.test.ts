import { pollsMessages as messages, type Poll } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { contentApp, expectError, type Client } from './content-support.js';
import { polls } from './resources/polls.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { admin, editor, viewer } = contentApp();

const asked = (fields: object = {}) => ({ question: 'Which club next?', ...fields });
const option = (poll_option: string, option_submitted?: number) => ({ poll_option, option_submitted });

describeScopedResource(polls, {
  newestFirst: true,
  invalid: { body: { question: '  ' }, message: messages.questionRequired },
  created: {
    body: { question: '  Which club next? ' },
    answer: { poll_id: expect.any(Number), question: 'Which club next?', show_on_hp: false, status: true, options: [] },
  },
  refused: {
    [messages.questionRequired]: [{}, { question: null }, { question: 42 }],
    [messages.flagInvalid]: [asked({ show_on_hp: 'yes' }), asked({ status: 1 })],
    [messages.optionsInvalid]: [asked({ options: 'Robotics' })],
    [messages.optionRequired]: [asked({ options: [option('  ')] }), asked({ options: [{ option_submitted: 2 }] })],
    [messages.votesInvalid]: [
      asked({ options: [option('Robotics', -1)] }),
      asked({ options: [option('Robotics', 1.5)] }),
      asked({ options: [{ poll_option: 'Robotics', option_submitted: '3' }] }),
    ],
    [messages.optionsTooMany]: [asked({ options: Array.from({ length: 21 }, (_, i) => option(`Option ${i}`)) })],
  },
  children: {
    field: 'options',
    table: 'poll_options',
    parentColumn: 'poll_id',
    child: option,
    id: 'poll_option_id',
    keptWhenLeftOut: true,
  },
});

const create = (client: Client, body: object) => polls.create(client, body);
const read = (client: Client, id: number) => polls.read(client, id);
const counts = (poll: Poll) => poll.options.map((each) => [each.poll_option, each.option_submitted]);

describe('polls', () => {
  it('answers the spec’s snake_case names, the poll’s id as poll_id', async () => {
    const created = await create(
      editor,
      asked({ show_on_hp: true, options: [option('Robotics', 4), option('Drama')] }),
    );
    expect(created).toMatchObject({
      poll_id: created.id,
      asset_owner_id: editor.websiteId,
      show_on_hp: true,
      status: true,
      created_by: editor.id,
      updated_by: editor.id,
    });
    expect(created.options).toEqual([
      { poll_option_id: expect.any(Number), poll_option: 'Robotics', option_submitted: 4, poll_id: created.id },
      { poll_option_id: expect.any(Number), poll_option: 'Drama', option_submitted: 0, poll_id: created.id },
    ]);
  });

  it('saves the votes of each option the document sends, kept or new', async () => {
    const created = await create(
      admin,
      asked({ options: [option('Robotics', 4), option('Drama', 2), option('Chess')] }),
    );
    const [robotics, drama] = created.options as [Poll['options'][number], Poll['options'][number]];
    const response = await polls.update(admin, created.id, {
      ...asked({ status: false }),
      options: [{ ...drama, option_submitted: 7 }, robotics, option('Gardening', 1)],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Poll>();
    expect(updated.status).toBe(false);
    expect(updated.options.map((each) => each.poll_option_id).slice(0, 2)).toEqual([
      drama.poll_option_id,
      robotics.poll_option_id,
    ]);
    expect(counts(updated)).toEqual([
      ['Drama', 7],
      ['Robotics', 4],
      ['Gardening', 1],
    ]);
  });

  it('refuses bad votes in an update, saving nothing', async () => {
    const created = await create(admin, asked({ options: [option('Robotics', 4)] }));
    expectError(
      await polls.update(admin, created.id, asked({ question: 'Changed?', options: [option('Robotics', -2)] })),
      400,
      messages.votesInvalid,
    );
    expect(await read(admin, created.id)).toEqual(created);
  });

  it("lets a VIEWER read a poll's options but not change them", async () => {
    const created = await create(admin, asked({ options: [option('Robotics', 1)] }));
    expect(counts(await read(viewer, created.id))).toEqual([['Robotics', 1]]);
    expectError(
      await polls.update(viewer, created.id, asked({ options: [] })),
      403,
      'You do not have permission to edit polls',
    );
    expect(await read(admin, created.id)).toEqual(created);
  });
});
