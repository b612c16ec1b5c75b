import { expect, journeys, rowOf, test, unique, type Admin } from './fixtures';

interface ServerPoll {
  id: number;
  poll_id: number;
  question: string;
  show_on_hp: boolean;
  status: boolean;
  options: { poll_option_id: number; poll_option: string; option_submitted: number }[];
}

const POLLS = '/misc/cms/plac/polls';

/** The poll's options and votes as the server has them. */
const votesOf = async (admin: Admin, id: number) =>
  (await admin.read<ServerPoll>(`${POLLS}/${id}`)).body!.options.map((o) => [o.poll_option, o.option_submitted]);

/** The poll titled by its question among the newest hundred. */
const pollAsked = async (admin: Admin, question: string) =>
  (await admin.read<{ content: ServerPoll[] }>(POLLS, { size: 100 })).body!.content.find(
    (poll) => poll.question === question,
  );

journeys('polls', () => {
  test('an editor makes a poll of three options with votes, sees the results chart, and removes an option', async ({
    page,
    admin,
    staff,
  }) => {
    const question = unique('Which trip should Year 6 take?');

    await staff.visit('/poll-list', 'Polls');
    await expect(rowOf(page, 'Which after-school club should we add next term?')).toBeVisible();
    await staff.accessible();

    await staff.follow('New Poll', /\/poll\/new$/, 'New Poll');
    await expect(page.getByRole('tab')).toHaveText(['Poll Details', 'Poll Options']);
    await page.getByRole('button', { name: 'Create Poll' }).click();
    await expect(page.getByLabel('Question')).toHaveAccessibleDescription('Question is required');
    await staff.accessible();
    await page.getByLabel('Question').fill(question);
    await page.getByRole('switch', { name: 'Show on homepage' }).click();

    await page.getByRole('tab', { name: 'Poll Options' }).click();
    await page.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Museum');
    await page.getByLabel('Votes for option 1').fill('6');
    await page.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Zoo');
    await page.getByLabel('Votes for option 2').fill('-2');
    await page.getByRole('button', { name: 'Add Option' }).click();
    await page.getByRole('textbox', { name: 'Option 3', exact: true }).fill('Beach');
    await page.getByLabel('Votes for option 3').fill('2');
    await page.getByRole('button', { name: 'Create Poll' }).click();
    await expect(page.getByLabel('Votes for option 2')).toHaveAccessibleDescription(
      'Votes must be a whole number of at least 0',
    );
    await staff.accessible();
    await page.getByLabel('Votes for option 2').fill('4');
    await staff.save('Create Poll', 'Poll created successfully', /\/poll-list$/);
    const created = (await pollAsked(admin, question))!;
    expect(created).toMatchObject({ poll_id: created.id, show_on_hp: true, status: true });
    expect(await votesOf(admin, created.id)).toEqual([
      ['Museum', 6],
      ['Zoo', 4],
      ['Beach', 2],
    ]);
    await staff.row(question, 'Active', 'Homepage', '12');

    // The view's Results tab: a bar chart with the counts and the shares.
    await page.getByRole('link', { name: question, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/poll/${created.id}$`));
    await page.getByRole('tab', { name: 'Results' }).click();
    const chart = page.getByTestId('poll-results-chart');
    await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(3);
    for (const label of ['6 (50%)', '4 (33.3%)', '2 (16.7%)']) await expect(chart.getByText(label)).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Museum: 6 \(50%\), Zoo: 4 \(33\.3%\), Beach: 2 \(16\.7%\)/ }),
    ).toBeVisible();
    await staff.accessible();

    // On the edit screen, a saved option is removed on the server at once.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Poll', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Poll Details', 'Poll Options', 'Results']);
    await page.getByRole('tab', { name: 'Poll Options' }).click();
    await staff.accessible();
    await page.getByRole('button', { name: 'Remove option 2' }).click();
    await staff.toast('The poll option has been removed successfully.');
    await expect
      .poll(() => votesOf(admin, created.id))
      .toEqual([
        ['Museum', 6],
        ['Beach', 2],
      ]);
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(page.getByTestId('poll-results-chart').getByText('6 (75%)')).toBeVisible();
    await staff.accessible();

    // Made inactive; then the poll goes, its options with it.
    await page.getByRole('tab', { name: 'Poll Details' }).click();
    await page.getByRole('switch', { name: 'Active' }).click();
    await staff.save('Update Poll', 'Poll updated successfully', /\/poll-list$/);
    await staff.row(question, 'Inactive');
    await staff.deleteRow(question, 'Are you sure you want to delete this poll?', 'Poll deleted successfully');
    expect((await admin.read(`${POLLS}/${created.id}`)).status).toBe(404);
  });

  test("an unknown poll says 'Poll not found' with the way 'Back to Polls'", async ({ page, staff }) => {
    await staff.visit('/poll/987654');
    await expect(page.getByRole('alert')).toContainText('Poll not found');
    await page.getByRole('alert').getByRole('link', { name: 'Back to Polls' }).click();
    await expect(page).toHaveURL(/\/poll-list$/);
    await staff.accessible();
  });
});
