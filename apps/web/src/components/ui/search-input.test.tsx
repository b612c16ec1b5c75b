import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchInput } from './search-input';

/**
 * A box whose search, once reported, comes back only when the test says so: the URL of a list is
 * updated in a transition, so keys typed meanwhile reach the box before the search it reported.
 */
function LateSearch() {
  const [value, setValue] = useState('');
  const [reported, setReported] = useState<string[]>([]);
  return (
    <>
      <SearchInput label="Search trips" value={value} onSearch={(next) => setReported([...reported, next])} />
      <output aria-label="Reported">{reported.join('|')}</output>
      <button type="button" onClick={() => setValue(reported.at(-1) ?? '')}>
        Echo
      </button>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search trips' });

describe('SearchInput', () => {
  it('keeps what was typed after a search it reported, when that search comes back late', async () => {
    render(<LateSearch />);
    const user = userEvent.setup();
    await user.type(box(), 'mo');
    // The pause after "mo" reports it…
    await waitFor(() => expect(screen.getByRole('status', { name: 'Reported' })).toHaveTextContent('mo'));
    // …more is typed before it comes back from the URL…
    await user.type(box(), 'on');
    await user.click(screen.getByRole('button', { name: 'Echo' }));
    // …and the box still holds all that was typed, which Enter searches for.
    expect(box()).toHaveValue('moon');
    await user.type(box(), '{Enter}');
    expect(screen.getByRole('status', { name: 'Reported' })).toHaveTextContent('mo|moon');
  });

  it('shows a search changed from outside, even one it had reported before', async () => {
    render(<LateSearch />);
    const user = userEvent.setup();
    await user.type(box(), 'zoo{Enter}');
    await user.click(screen.getByRole('button', { name: 'Echo' }));
    expect(box()).toHaveValue('zoo');
    // The back button clears it, forward brings it back.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Echo' }));
    expect(box()).toHaveValue('zoo');
  });
});
