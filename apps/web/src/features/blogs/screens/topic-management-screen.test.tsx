import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeTopic, serveSchool, signInAs } from '@/test/fake-school';
import { renderApp } from '@/test/render';
import { field, slow } from '@/test/queries';

async function openTopics() {
  const rendered = renderApp('/topic-management');
  await screen.findByRole('heading', { name: 'Topic Management', level: 1 }, { timeout: 5000 });
  return rendered;
}

describe('topic management', slow, () => {
  it('lists, adds, edits and deletes topics, each visible at once', async () => {
    signInAs();
    const { calls, lastBody } = serveSchool({ blogs: [], topics: [makeTopic(1, 'Sports', 'Games and teams')] });
    const user = userEvent.setup();
    await openTopics();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Games and teams')).toBeInTheDocument();

    // Add: the title is required.
    await user.click(screen.getByRole('button', { name: 'Add Topic' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Topic' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Topic' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Title'), 'Arts');
    await user.type(field('Description'), 'Music and drama');
    await user.click(within(dialog).getByRole('button', { name: 'Add Topic' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByText('Music and drama')).toBeInTheDocument();
    expect(lastBody('POST /bms/cms/tc/topics')).toEqual({ title: 'Arts', description: 'Music and drama' });

    // Edit: PUT with the id in the body.
    await user.click(screen.getByRole('button', { name: 'Edit Arts' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Topic' });
    expect(field('Title')).toHaveValue('Arts');
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Performing Arts');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(table).findByText('Performing Arts')).toBeInTheDocument();
    expect(lastBody('PUT /bms/cms/tc/topics')).toEqual({
      id: 2,
      title: 'Performing Arts',
      description: 'Music and drama',
    });

    // Delete after the confirmation.
    await user.click(screen.getByRole('button', { name: 'Delete Performing Arts' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this topic?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('Performing Arts')).not.toBeInTheDocument());
    expect(calls()).toContain('DELETE /bms/cms/tc/topics/2');
  });

  it('puts a taken title beside the field', async () => {
    signInAs();
    serveSchool({ blogs: [], topics: [makeTopic(1, 'Sports')] });
    const user = userEvent.setup();
    await openTopics();
    await user.click(await screen.findByRole('button', { name: 'Add Topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Topic' });
    await user.type(field('Title'), 'sports');
    await user.click(within(dialog).getByRole('button', { name: 'Add Topic' }));
    expect(await within(dialog).findByText('A topic with this title already exists')).toBeInTheDocument();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Title')).toHaveValue('sports');
  });
});
