import {
  contentEditor,
  formatTyped,
  dialogsOf,
  expect,
  journeys,
  rowOf,
  test,
  unique,
  xssPayloads,
  type Admin,
} from './fixtures';

interface ServerNotice {
  id: number;
  title: string;
  summary: string;
  content: string;
  status: 'ACTIVE' | 'INACTIVE' | 'DRAFT';
}

const NOTICES = '/misc/cms/bbmac/bbmessages';

/** The notices whose title contains `search`, as the server's search finds them. */
async function searchNotices(admin: Admin, search: string) {
  return (await admin.read<{ content: ServerNotice[] }>(NOTICES, { search })).body!.content;
}

journeys('notice board', () => {
  test('a formatted notice is written, found by title, edited and deleted', async ({ page, admin, staff }) => {
    const title = unique('Library hours');

    await staff.open('Notice Board', /\/notice-board$/, 'Notice Board');
    await expect(page.getByRole('table')).toBeVisible();
    await staff.accessible();

    await staff.follow('New Notice', /\/notice-board\/new$/, 'New Notice');
    await expect(page.getByLabel('Status')).toHaveValue('ACTIVE');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('Longer hours in exam weeks.');

    // Bold, then words coloured maroon from the editor's sixteen colours (red would fail axe's contrast).
    const editor = await contentEditor(page);
    await editor.pressSequentially('The library stays open until 6 pm on exam days');
    await formatTyped(page, 'Bold', 'until 6 pm', ' on exam days');
    await page.keyboard.press('End');
    await formatTyped(page, 'Text colour', 'exam days');
    const colours = page.getByRole('dialog', { name: 'Text colour' });
    await expect(colours.getByRole('button')).toHaveCount(17); // sixteen colours and the default
    await staff.accessible();
    await colours.getByRole('button', { name: 'Maroon', exact: true }).click();
    await expect(editor.locator('strong')).toHaveText('until 6 pm');
    await expect(editor.locator('span[style*="color"]')).toHaveText('exam days');
    await staff.accessible();

    await staff.save('Create Notice', 'Notice created successfully', /\/notice-board$/);
    const [created] = await searchNotices(admin, title);
    expect(created).toMatchObject({ title, summary: 'Longer hours in exam weeks.', status: 'ACTIVE' });
    expect(created!.content).toContain('<strong>until 6 pm</strong>');
    expect(created!.content).toMatch(/<span style="color: ?(#800000|rgb\(128, 0, 0\))">exam days<\/span>/);

    // Search by title: in the URL, so a reload shows the same list.
    const words = title.split('-').at(-1)!.toUpperCase();
    await page.getByRole('searchbox', { name: 'Search notices by title' }).fill(words);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?search=${words}$`));
    await expect(page.getByRole('row')).toHaveCount(2); // the header and our notice
    await expect(rowOf(page, title).getByText('Active', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search notices by title' })).toHaveValue(words);
    await expect(rowOf(page, title)).toBeVisible();
    await staff.accessible();

    await rowOf(page, title)
      .getByRole('link', { name: `View ${title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/notice-board/${created!.id}$`));
    const article = page.getByRole('article', { name: title });
    await expect(article.locator('strong', { hasText: 'until 6 pm' })).toBeVisible();
    await expect(article.getByText('exam days')).toHaveCSS('color', 'rgb(128, 0, 0)');
    await expect(article.getByText('Longer hours in exam weeks.')).toBeVisible();
    await staff.accessible();

    // Edit saves the same notice (PUT), not a second one.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/notice-board/${created!.id}/edit$`));
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect((await contentEditor(page)).locator('strong')).toHaveText('until 6 pm');
    await staff.accessible();
    const newTitle = `${title} (exams)`;
    await page.getByLabel('Title').fill(newTitle);
    await page.getByLabel('Status').selectOption({ label: 'Inactive' });
    await staff.save('Update Notice', 'Notice updated successfully', /\/notice-board$/);
    await expect(rowOf(page, newTitle).getByText('Inactive', { exact: true })).toBeVisible();
    const found = await searchNotices(admin, title);
    expect(found.map((notice) => notice.id)).toEqual([created!.id]);
    expect(found[0]).toMatchObject({ title: newTitle, status: 'INACTIVE', content: created!.content });

    const question = 'Are you sure you want to delete this notice?';
    await staff.deleteRow(newTitle, question, 'Notice deleted successfully');
    expect((await admin.read(`${NOTICES}/${created!.id}`)).status).toBe(404);
  });

  test('payloads of the XSS corpus stored in a notice run nothing on its view', async ({
    page,
    request,
    admin,
    staff,
  }) => {
    // Every payload that would show itself by calling alert(), in three notices.
    const attacks = xssPayloads().filter((payload) => payload.includes('alert('));
    expect(attacks.length).toBeGreaterThan(30);
    const third = Math.ceil(attacks.length / 3);
    const dialogs = dialogsOf(page);

    await staff.signIn();
    for (let part = 0; part < 3; part++) {
      const response = await request.post('/misc/cms/bbmac/bbmessages', {
        headers: admin.headers,
        data: {
          title: unique('XSS corpus'),
          content: `<p>Start ${part}</p>${attacks.slice(part * third, (part + 1) * third).join('\n')}<p>End ${part}</p>`,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      const { id, content } = (await response.json()) as ServerNotice;
      // Escaped text may still spell a payload out; what counts is what the browser makes of it.
      expect(content).not.toMatch(/<script/i);

      await page.goto(`/notice-board/${id}`);
      const html = page.locator('[data-slot="html-content"]');
      await expect(html.getByText(`Start ${part}`)).toBeVisible();
      await expect(html.locator('script, iframe, object, embed, [onerror], [onload], [onclick]')).toHaveCount(0);
      await expect(html.locator('[href*="javascript:" i], [src*="javascript:" i], [action], [formaction]')).toHaveCount(
        0,
      );
      // Give broken images and lazy handlers every chance to fire.
      await page.waitForLoadState('networkidle');
      await html.hover();
    }
    expect(dialogs).toEqual([]);
  });
});
