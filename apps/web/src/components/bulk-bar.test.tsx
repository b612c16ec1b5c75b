import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkBar } from './bulk-bar';

const bar = (count: number, onAction = vi.fn(() => Promise.resolve()), onClear = vi.fn()) => {
  render(
    <BulkBar
      count={count}
      actions={['publish', 'unpublish', 'delete']}
      things={['news item', 'news items']}
      busy={false}
      onAction={onAction}
      onClear={onClear}
    />,
  );
  return { onAction, onClear };
};

describe('BulkBar', () => {
  it('shows nothing while no row is selected', () => {
    bar(0);
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('asks before deleting, saying how many, and deletes only on Delete', async () => {
    const { onAction } = bar(3);
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Bulk actions' });
    expect(within(group).getByText('3 selected')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Delete' }));
    let question = screen.getByRole('alertdialog', { name: 'Delete 3 news items?' });
    expect(question).toHaveTextContent('The 3 news items selected will be removed for good.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(onAction).not.toHaveBeenCalled();

    await user.click(within(group).getByRole('button', { name: 'Delete' }));
    question = screen.getByRole('alertdialog', { name: 'Delete 3 news items?' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith('delete');
  });

  it('counts one in the singular, and publishes without asking', async () => {
    const { onAction, onClear } = bar(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete 1 news item?' })).toHaveTextContent(
      'The 1 news item selected will be removed for good.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith('publish');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
