import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { carouselsResource } from '../api';
import { makeCarousel, makeElement } from '../carousels.fake';
import { badRequest } from '@/test/fake-api';
import { field, messageOf, openWith, submitted, typeInto } from '@/test/queries';
import { describeItemScreens, describeListScreen } from '@/test/screen-suites';
import { layOutRows, moveByKeyboard } from '@/test/sortable';

/** A toast of this title (the element dialog's toasts are a title alone). */
const toastTitled = (title: string) => screen.findByText(title, { selector: '[data-slot="toast-title"]' });

const home = makeCarousel(1, { title: 'Home', status: 'active', link: 'https://www.riverside.example/' });
const concert = makeCarousel(2, { title: 'Spring Concert', link: 'https://www.riverside.example/concert' });
const sports = makeCarousel(3, { title: 'Sports Day', status: 'inactive' });
const slides = [
  makeElement(11, 1, { description: 'Front entrance', orderNo: 1 }),
  makeElement(12, 1, { description: 'Science fair', orderNo: 2 }),
  makeElement(13, 1, { description: 'Choir', orderNo: 3 }),
];

describeListScreen(carouselsResource, {
  rows: [home, concert, sports],
  headers: ['Title', 'Status', 'Elements', 'Last updated', 'Actions'],
  filter: { label: 'Status', option: 'Draft', query: 'status=draft' },
  shows: {
    Home: ['https://www.riverside.example/', 'Active'],
    'Spring Concert': ['Draft', '0 elements'],
    'Sports Day': ['Inactive'],
  },
  also: { elements: slides },
});

describeItemScreens(carouselsResource, {
  saved: home,
  fill: async (user) => {
    await user.type(field('Link'), 'https://www.riverside.example/new');
    await user.selectOptions(field('Status'), 'Active');
  },
  // The title, link and status, with no elements yet.
  sends: { title: 'Made by the suite', link: 'https://www.riverside.example/new', status: 'active', elements: [] },
});

const openCarousel = (path = '/carousel/1', heading = 'Home', roles?: string[]) =>
  openWith(path, heading, { carousels: [home], elements: slides }, { roles });

describe('carousel form', () => {
  it("starts a draft and asks for the link ('Link is required')", async () => {
    const { user, calls } = await openWith('/carousel/new', 'New Carousel', { carousels: [] });
    expect(field('Status')).toHaveValue('draft');
    await user.type(field('Title'), 'Welcome');
    await user.click(screen.getByRole('button', { name: 'Create Carousel' }));
    await waitFor(() => expect(messageOf(field('Link'))).toBe('Link is required'));
    expect(calls().some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('creates a carousel with the elements its dialog added, in the order they were moved to', async () => {
    layOutRows();
    const api = await openWith('/carousel/new', 'New Carousel', { carousels: [] });
    await typeInto(api.user, { Title: 'Welcome', Link: 'https://www.riverside.example/welcome' });
    for (const [image, description] of [
      ['https://cdn.riverside.example/a.jpg', 'Assembly'],
      ['https://cdn.riverside.example/b.jpg', 'Band'],
    ]) {
      await api.user.click(screen.getByRole('button', { name: 'Add Element' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Element' });
      await api.user.type(within(dialog).getByLabelText('Image URL'), image!);
      await api.user.type(within(dialog).getByLabelText('Description'), description!);
      await api.user.click(within(dialog).getByRole('button', { name: 'Add Element' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    await toastTitled('Element added successfully');
    await moveByKeyboard('Band', '[ArrowUp]');
    await toastTitled('Element order updated');
    expect(api.calls().some((call) => call.includes('/elements'))).toBe(false);
    expect(await submitted(api, 'Create Carousel', 'POST /misc/cms/crac/carousels')).toMatchObject({
      elements: [
        { image: 'https://cdn.riverside.example/b.jpg', description: 'Band' },
        { image: 'https://cdn.riverside.example/a.jpg', description: 'Assembly' },
      ],
    });
  });

  it('never sends the elements of a saved carousel with its form: they are saved one by one', async () => {
    const api = await openWith('/carousel/1/edit', 'Edit Carousel', { carousels: [home], elements: slides });
    await screen.findByText('Choir');
    const body = await submitted(api, 'Update Carousel', 'PUT /misc/cms/crac/carousels/1');
    expect(body).not.toHaveProperty('elements');
  });
});

describe('carousel elements', () => {
  it('lists the elements in order on the view and the edit screen', async () => {
    await openCarousel();
    const list = screen.getByRole('list', { name: 'Elements of Home' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Front entrance'),
      expect.stringContaining('Science fair'),
      expect.stringContaining('Choir'),
    ]);
  });

  it("adds an element in the dialog, asking for its image first ('Image URL is required')", async () => {
    const api = await openCarousel();
    await api.user.click(screen.getByRole('button', { name: 'Add Element' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Element' });
    await api.user.type(within(dialog).getByLabelText('Description'), 'Graduation');
    await api.user.click(within(dialog).getByRole('button', { name: 'Add Element' }));
    await waitFor(() => expect(within(dialog).getByText('Image URL is required')).toBeInTheDocument());
    expect(api.calls().some((call) => call.startsWith('POST'))).toBe(false);

    await api.user.type(within(dialog).getByLabelText('Image URL'), 'https://cdn.riverside.example/grad.jpg');
    await api.user.click(within(dialog).getByRole('button', { name: 'Add Element' }));
    await toastTitled('Element added successfully');
    expect(api.lastBody('POST /misc/cms/crac/carousels/1/elements')).toEqual({
      image: 'https://cdn.riverside.example/grad.jpg',
      description: 'Graduation',
    });
    await screen.findByText('Graduation');
  });

  it('edits an element in the dialog', async () => {
    const api = await openCarousel('/carousel/1/edit', 'Edit Carousel');
    await api.user.click(await screen.findByRole('button', { name: 'Edit Choir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Element' });
    const description = within(dialog).getByLabelText('Description');
    await api.user.clear(description);
    await api.user.type(description, 'The choir');
    await api.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await toastTitled('Element updated successfully');
    expect(api.lastBody('PUT /misc/cms/crac/carousels/1/elements/13')).toMatchObject({ description: 'The choir' });
  });

  it('shows a refused image beside its field and keeps the dialog open', async () => {
    const api = await openWith(
      '/carousel/1',
      'Home',
      { carousels: [home], elements: slides },
      {
        overrides: {
          'POST /misc/cms/crac/carousels/1/elements': () => badRequest({ path: 'image', message: 'Too big' }),
        },
      },
    );
    await api.user.click(screen.getByRole('button', { name: 'Add Element' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Element' });
    await api.user.type(within(dialog).getByLabelText('Image URL'), 'https://cdn.riverside.example/x.jpg');
    await api.user.click(within(dialog).getByRole('button', { name: 'Add Element' }));
    await waitFor(() => expect(within(dialog).getByText('Too big')).toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Add Element' })).toBeInTheDocument();
  });

  it('deletes an element after the question', async () => {
    const api = await openCarousel();
    await api.user.click(screen.getByRole('button', { name: 'Delete Science fair' }));
    const question = await screen.findByRole('alertdialog');
    await api.user.click(within(question).getByRole('button', { name: 'Delete' }));
    await toastTitled('Element deleted successfully');
    expect(api.calls()).toContain('DELETE /misc/cms/crac/carousels/1/elements/12');
    await waitFor(() => expect(screen.queryByText('Science fair')).not.toBeInTheDocument());
  });

  it("reorders the elements by keyboard from 1 ('Element order updated')", async () => {
    layOutRows();
    const api = await openCarousel();
    await moveByKeyboard('Front entrance', '[ArrowDown]');
    await toastTitled('Element order updated');
    expect(api.lastBody('PUT /misc/cms/crac/carousels/1/elements/reorder')).toEqual([
      { id: 12, orderNo: 1 },
      { id: 11, orderNo: 2 },
      { id: 13, orderNo: 3 },
    ]);
  });

  it('shows a VIEWER the elements without a way to change them', async () => {
    await openCarousel('/carousel/1', 'Home', ['VIEWER']);
    expect(screen.getByText('Science fair')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Element' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reorder / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Choir' })).not.toBeInTheDocument();
  });
});
