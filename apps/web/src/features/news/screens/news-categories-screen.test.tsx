import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { makeCategory, serveSchool, signInAs } from '@/test/fake-school';

async function openCategories() {
  const rendered = renderApp('/news/categories');
  await screen.findByRole('heading', { name: 'News Categories', level: 1 }, { timeout: 5000 });
  return rendered;
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('news categories', () => {
  it('lists the categories, and says so when there are none', async () => {
    signInAs();
    serveSchool({ news: [], categories: [makeCategory(1, 'Sports'), makeCategory(2, 'Events')] });
    await openCategories();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Created Date', 'Actions']);
    // Alphabetical, as the server sorts them.
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent),
    ).toEqual(['Events', 'Sports']);
    expect(screen.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/news');
  });

  it('shows the empty state', async () => {
    signInAs();
    serveSchool({ news: [], categories: [] });
    await openCategories();
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
  });

  it("adds a category, refusing an empty name with 'Name is required'", async () => {
    signInAs();
    const { lastBody } = serveSchool({ news: [], categories: [makeCategory(1, 'Sports')] });
    const user = userEvent.setup();
    await openCategories();
    await screen.findByRole('cell', { name: 'Sports' });

    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    const name = within(dialog).getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Name is required');

    await user.type(name, 'Events');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Events' })).toBeInTheDocument();
    expect(lastBody('POST /nms/cms/cac/categories')).toEqual({ name: 'Events' });
  });

  it('shows a taken name beside the field', async () => {
    signInAs();
    serveSchool({ news: [], categories: [makeCategory(1, 'Sports')] });
    const user = userEvent.setup();
    await openCategories();
    await screen.findByRole('cell', { name: 'Sports' });
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'sports');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText('A category with this name already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('sports');
  });

  it('renames a category in a dialog, sending its id in the body', async () => {
    signInAs();
    const { lastBody } = serveSchool({ news: [], categories: [makeCategory(1, 'Sports')] });
    const user = userEvent.setup();
    await openCategories();
    await user.click(await screen.findByRole('button', { name: 'Edit Sports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveValue('Sports');
    await user.clear(name);
    await user.type(name, 'Athletics');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Athletics' })).toBeInTheDocument();
    expect(lastBody('PUT /nms/cms/cac/categories')).toEqual({ id: 1, name: 'Athletics' });
  });

  it('deletes a category after the confirmation', async () => {
    signInAs();
    const { calls } = serveSchool({ news: [], categories: [makeCategory(1, 'Sports'), makeCategory(2, 'Events')] });
    const user = userEvent.setup();
    await openCategories();
    await user.click(await screen.findByRole('button', { name: 'Delete Sports' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the category "Sports"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Sports' })).not.toBeInTheDocument());
    expect(rowOf('Events')).toBeInTheDocument();
    expect(calls()).toContain('DELETE /nms/cms/cac/categories/1');
  });

  it('shows a VIEWER the categories without add, edit or delete', async () => {
    signInAs(['VIEWER']);
    serveSchool({ news: [], categories: [makeCategory(1, 'Sports')] });
    await openCategories();
    await screen.findByRole('cell', { name: 'Sports' });
    expect(screen.queryByRole('button', { name: 'Add Category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Sports' })).not.toBeInTheDocument();
  });
});
