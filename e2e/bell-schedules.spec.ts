import type { Page } from '@playwright/test';
import { dragOnto, expect, journeys, moveByKeyboard, rowOf, test, unique } from './fixtures';

interface ServerSchedule {
  id: number;
  title: string;
  description: string;
  version: number;
  blocks: {
    id: number;
    title: string;
    orderNo: number;
    blockEntries: { subject: string; teacher: string; startTime: string; endTime: string; orderNo: number }[];
  }[];
}

const SCHEDULES = '/misc/cms/bsac/bell-schedules';

/** The block and entries of the form as typed, in their order on screen. */
const formValues = async (page: Page, label: string) =>
  page
    .getByRole('textbox', { name: label, exact: true })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Types the entries of the form's entries, in their order on screen, from the `from`-th; times as the time control takes them ('14:30'). */
async function fillEntries(page: Page, from: number, entries: [string, string, string][]) {
  for (const [index, [subject, start, end]] of entries.entries()) {
    await page
      .getByLabel('Subject', { exact: true })
      .nth(from + index)
      .fill(subject);
    await page
      .getByLabel(/^Start time/)
      .nth(from + index)
      .fill(start);
    await page
      .getByLabel(/^End time/)
      .nth(from + index)
      .fill(end);
  }
}

journeys('bell schedules', () => {
  test('a staff member builds a schedule of two blocks, reorders them by keyboard, saves and copies its URL', async ({
    page,
    context,
    admin,
    staff,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const title = unique('Exam Week');
    await staff.open('Bell Schedule', /\/bell-schedule-list$/, 'Bell Schedule');
    // The demo school's schedules, as cards with their descriptions.
    await staff.row('Regular Day', 'Monday to Thursday, doors open at 7:45 AM.');
    await expect(page.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await staff.accessible();

    await staff.follow('Add New Bell Schedule', /\/bell-schedule\/0$/, 'Add New Bell Schedule');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Two long blocks a day');
    await page.getByRole('button', { name: 'Add Block' }).click();
    // A new block is 'Block 1' with one empty entry, which cannot be deleted.
    await expect.poll(() => formValues(page, 'Block title')).toEqual(['Block 1']);
    await expect(page.getByRole('button', { name: 'Delete entry 1 of Block 1' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add Entry to Block 1' }).click();
    await page.getByRole('button', { name: 'Add Entry to Block 1' }).click();
    await page.getByRole('button', { name: 'Add Block' }).click();
    await page.getByRole('button', { name: 'Add Entry to Block 2' }).click();
    await page.getByRole('button', { name: 'Add Entry to Block 2' }).click();
    await expect.poll(() => formValues(page, 'Block title')).toEqual(['Block 1', 'Block 2']);
    // Times are typed in the time control; none shows a made-up value before it is typed.
    const end = page.getByLabel(/^End time/).nth(5);
    await expect(end).toHaveAttribute('type', 'time');
    await expect(end).toHaveValue('');
    await expect(end).not.toHaveAttribute('placeholder');
    await fillEntries(page, 0, [
      ['Math', '08:00', '09:30'],
      ['Art', '09:40', '11:10'],
      ['Music', '11:20', '12:00'],
      ['Science', '13:00', '14:30'],
      ['History', '14:40', '15:10'],
      ['PE', '15:20', ''],
    ]);
    await staff.accessible();

    // A time left out is refused, naming its block and entry beside the field; nothing is sent.
    await page.getByRole('button', { name: 'Create Bell Schedule' }).click();
    await expect(end).toHaveAccessibleDescription('Block "Block 2", entry 3 (PE) needs an end time');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await staff.accessible();
    // So is an end before the start.
    await end.fill('15:00');
    await page.getByRole('button', { name: 'Create Bell Schedule' }).click();
    await expect(end).toHaveAccessibleDescription(
      'Block "Block 2", entry 3 (PE): it must end after it starts (3:20 PM to 3:00 PM)',
    );
    expect(await admin.find(SCHEDULES, title)).toBeUndefined();
    await end.fill('16:00');

    // Blocks, then entries, reordered by keyboard alone.
    await moveByKeyboard(page, 'Block 2', 'ArrowUp', 'position 1 of 2');
    await expect.poll(() => formValues(page, 'Block title')).toEqual(['Block 2', 'Block 1']);
    await moveByKeyboard(page, 'Music of Block 1', 'ArrowUp', 'position 2 of 3');
    await expect.poll(() => formValues(page, 'Subject')).toEqual(['Science', 'History', 'PE', 'Math', 'Music', 'Art']);
    await staff.accessible();

    await staff.save('Create Bell Schedule', 'Bell schedule created successfully', /\/bell-schedule-list$/);
    const saved = (await admin.findWhole<ServerSchedule>(SCHEDULES, title))!;
    expect(saved.blocks.map((block) => [block.title, block.orderNo])).toEqual([
      ['Block 2', 0],
      ['Block 1', 1],
    ]);
    expect(saved.blocks[1]!.blockEntries.map((entry) => [entry.subject, entry.orderNo])).toEqual([
      ['Math', 0],
      ['Music', 1],
      ['Art', 2],
    ]);
    // Every time is stored one way, '9:00 AM'.
    expect(saved.blocks[0]!.blockEntries[2]).toMatchObject({ subject: 'PE', startTime: '3:20 PM', endTime: '4:00 PM' });
    expect(saved.blocks[1]!.blockEntries.map((entry) => [entry.startTime, entry.endTime])).toEqual([
      ['8:00 AM', '9:30 AM'],
      ['11:20 AM', '12:00 PM'],
      ['9:40 AM', '11:10 AM'],
    ]);

    // Opened again and reloaded, it is as saved.
    await rowOf(page, title)
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/bell-schedule/${saved.id}$`));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Edit Bell Schedule', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expect.poll(() => formValues(page, 'Block title')).toEqual(['Block 2', 'Block 1']);
    await expect.poll(() => formValues(page, 'Subject')).toEqual(['Science', 'History', 'PE', 'Math', 'Music', 'Art']);
    await expect(page.getByLabel(/^Start time/).nth(2)).toHaveValue('15:20');
    await expect(page.getByLabel(/^End time/).nth(2)).toHaveValue('16:00');

    // The public URL is copied; the button says so for two seconds.
    const url = page.getByLabel('Public URL');
    await expect(url).toHaveValue(new RegExp(`/bell-schedules/${saved.id}$`));
    // Watched for before the click, in the page, so a busy test runner cannot miss the two seconds.
    const copied = expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await copied;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await url.inputValue());
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
    await staff.accessible();

    // Blocks and entries move by mouse as well.
    const handle = (name: string) => page.getByRole('button', { name: `Reorder ${name}`, exact: true });
    await dragOnto(page, handle('Art of Block 1'), handle('Math of Block 1'));
    await expect.poll(() => formValues(page, 'Subject')).toEqual(['Science', 'History', 'PE', 'Art', 'Math', 'Music']);
    await dragOnto(page, handle('Block 1'), handle('Block 2'));
    await expect.poll(() => formValues(page, 'Block title')).toEqual(['Block 1', 'Block 2']);

    // The public page shows the times as stored.
    await page.goto(await url.inputValue());
    await expect(page.getByRole('row', { name: /^PE/ })).toContainText('3:20 PM');
    await expect(page.getByRole('row', { name: /^PE/ })).toContainText('4:00 PM');
  });

  test('on a phone, the cards and their actions are in reach, and a schedule is deleted after its question', async ({
    page,
    admin,
    staff,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const title = unique('Assembly Day');
    await admin.create(SCHEDULES, {
      title,
      description: 'A long homeroom',
      blocks: [{ title: 'Morning', blockEntries: [{ subject: 'Assembly', startTime: '8:00 AM', endTime: '9:00 AM' }] }],
    });
    await staff.visit('/bell-schedule-list');
    const card = await staff.row(title, 'A long homeroom');
    for (const action of [`Edit ${title}`, `Delete ${title}`]) {
      const box = (await card
        .getByRole(action.startsWith('Edit') ? 'link' : 'button', { name: action })
        .boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await staff.accessible();

    // The schedule's screen fits the phone: its handles, fields and buttons in reach.
    await card.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Bell Schedule', level: 1 })).toBeVisible();
    for (const control of [
      page.getByRole('button', { name: 'Reorder Assembly of Morning', exact: true }),
      page.getByRole('button', { name: 'Delete Assembly of Morning' }),
      page.getByRole('button', { name: 'Add Block' }),
      page.getByRole('button', { name: 'Update Bell Schedule' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 390, `${await control.textContent()}`).toBe(true);
    }
    await staff.accessible();
    await page.getByRole('link', { name: 'Back to Bell Schedule' }).click();
    await staff.deleteRow(
      title,
      'Are you sure you want to delete this bell schedule?',
      'Bell schedule deleted successfully',
      async () => expect(await admin.find(SCHEDULES, title)).toBeDefined(),
    );
    expect(await admin.find(SCHEDULES, title)).toBeUndefined();
  });
});
