import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

/** Five pages of 45 news items, the page changed as a list's URL would. */
function Pages({ start = 0 }: { start?: number }) {
  const [pageIndex, setPageIndex] = useState(start);
  const [asked, setAsked] = useState<number[]>([]);
  return (
    <>
      <Pagination
        pageIndex={pageIndex}
        totalPages={5}
        totalElements={45}
        itemLabel="news items"
        onPageChange={(index) => {
          setAsked([...asked, index]);
          setPageIndex(index);
        }}
      />
      <output aria-label="Asked">{asked.join(',')}</output>
    </>
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Page' });
const asked = () => screen.getByRole('status', { name: 'Asked' });

describe('Pagination page field', () => {
  it('goes to the page typed on Enter', async () => {
    render(<Pages />);
    const user = userEvent.setup();
    expect(field()).toHaveValue(1);
    expect(field()).toHaveAttribute('max', '5');
    await user.clear(field());
    await user.type(field(), '4{Enter}');
    expect(screen.getByText('Page 4 of 5 · 45 news items')).toBeInTheDocument();
    expect(asked()).toHaveTextContent(/^3$/);
    expect(field()).toHaveValue(4);
  });

  it('refuses a page past the last, or none, showing the page it is on again', async () => {
    render(<Pages start={1} />);
    const user = userEvent.setup();
    for (const typed of ['9', '0', '-2', '2.5']) {
      await user.clear(field());
      await user.type(field(), `${typed}{Enter}`);
      expect(field()).toHaveValue(2);
    }
    // Leaving an emptied field goes back too.
    await user.clear(field());
    await user.tab();
    expect(field()).toHaveValue(2);
    expect(asked()).toBeEmptyDOMElement();
    expect(screen.getByText('Page 2 of 5 · 45 news items')).toBeInTheDocument();
  });

  it('follows Previous and Next, and leaving the field goes to the page typed', async () => {
    render(<Pages start={2} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field()).toHaveValue(4);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(field()).toHaveValue(3);
    await user.clear(field());
    await user.type(field(), '5');
    await user.tab();
    expect(screen.getByText('Page 5 of 5 · 45 news items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
