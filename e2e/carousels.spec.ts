import { expect, journeys, makePng, rowOf, test, unique, type Admin } from './fixtures';

interface ServerElement {
  id: number;
  image: string;
  description: string;
  order: number;
}
interface ServerCarousel {
  id: number;
  title: string;
  status: string;
  link: string;
  elements: ServerElement[];
}

const CAROUSELS = '/misc/cms/crac/carousels';

/** The carousel's elements as the server has them, in order. */
const elementsOf = async (admin: Admin, id: number) =>
  (await admin.read<ServerCarousel>(`${CAROUSELS}/${id}`)).body!.elements.map((each) => [each.description, each.order]);

journeys('carousel', () => {
  test('an editor makes a carousel, adds three elements, reorders them by keyboard, edits and deletes one', async ({
    page,
    admin,
    staff,
  }) => {
    const title = unique('Open Day');
    const [hall, lab, field] = [unique('Great hall'), unique('Science lab'), unique('Playing field')];

    await staff.open('Carousel', /\/carousel-list$/, 'Carousel');
    await expect(rowOf(page, 'Home')).toBeVisible();
    await staff.accessible();

    // A new carousel is a draft; title and link are required.
    await staff.follow('New Carousel', /\/carousel\/new$/, 'New Carousel');
    await expect(page.getByLabel('Status')).toHaveValue('draft');
    await page.getByRole('button', { name: 'Create Carousel' }).click();
    await expect(page.getByLabel('Title')).toHaveAccessibleDescription('Title is required');
    await expect(page.getByLabel('Link')).toHaveAccessibleDescription('Link is required');
    await staff.accessible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Link').fill('https://www.riverside.example/open-day');
    // The new carousel's element dialog asks for an image; its elements are created with it.
    const add = await staff.emptyDialogRefused('Add Element', 'Image URL is required');
    await add.getByLabel('Image URL').fill('https://cdn.riverside.example/hall.jpg');
    await add.getByLabel('Description').fill(hall);
    await add.getByRole('button', { name: 'Add Element' }).click();
    await staff.toast('Element added successfully');
    await staff.save('Create Carousel', 'Carousel created successfully', /\/carousel-list$/);
    const created = (await admin.find<ServerCarousel>(CAROUSELS, title))!;
    expect(created).toMatchObject({ status: 'draft', elements: [{ description: hall, order: 1 }] });

    await staff.row(title, 'Draft', '1 element');
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/carousel/${created.id}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    // The second is uploaded from this computer.
    await page.getByRole('button', { name: 'Add Element', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Element' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'lab.png', mimeType: 'image/png', buffer: makePng() });
    await expect(dialog.getByLabel('Image URL')).toHaveValue(/\/uploads\//);
    await dialog.getByLabel('Description').fill(lab);
    await dialog.getByRole('button', { name: 'Add Element' }).click();
    await staff.toast('Element added successfully');
    await page.getByRole('button', { name: 'Add Element', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Add Element' });
    await dialog.getByLabel('Image URL').fill('https://cdn.riverside.example/field.jpg');
    await dialog.getByLabel('Description').fill(field);
    await dialog.getByRole('button', { name: 'Add Element' }).click();
    await staff.toast('Element added successfully');
    await expect(page.getByRole('button', { name: `Reorder ${field}`, exact: true })).toBeVisible();
    expect(await elementsOf(admin, created.id)).toEqual([
      [hall, 1],
      [lab, 2],
      [field, 3],
    ]);
    await staff.accessible();

    // Reordered by keyboard alone, numbered from 1.
    await staff.moveByKeyboard(field, 'ArrowUp');
    await staff.toast('Element order updated');
    await expect
      .poll(() => elementsOf(admin, created.id))
      .toEqual([
        [hall, 1],
        [field, 2],
        [lab, 3],
      ]);

    // Edited on the edit screen, in the same dialog.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/carousel/${created.id}/edit$`));
    await expect(page.getByRole('heading', { name: 'Edit Carousel', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: `Edit ${hall}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Element' });
    await staff.accessible();
    await dialog.getByLabel('Description').fill(`${hall} at dawn`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await staff.toast('Element updated successfully');

    await page.getByRole('button', { name: `Delete ${lab}` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await staff.accessible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await staff.toast('Element deleted successfully');
    await expect
      .poll(() => elementsOf(admin, created.id))
      .toEqual([
        [`${hall} at dawn`, 1],
        [field, 2],
      ]);

    // Made active; then the carousel goes, its elements with it.
    await page.getByLabel('Status').selectOption('Active');
    await staff.save('Update Carousel', 'Carousel updated successfully', /\/carousel-list$/);
    await staff.row(title, 'Active', '2 elements');
    await staff.deleteRow(title, 'Are you sure you want to delete this carousel?', 'Carousel deleted successfully');
    expect((await admin.read(`${CAROUSELS}/${created.id}`)).status).toBe(404);
  });

  test('the demo home carousel has its three slides, at phone width too', async ({ page, staff }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await staff.visit('/carousel-list');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Elements of Home' }).getByRole('listitem')).toHaveCount(3);
    await staff.accessible();
  });
});
