import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_RESET_MS, PublicUrlField } from './public-url-field';

const URL = 'https://riverside.example/blog/5';

describe('PublicUrlField', () => {
  let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

  beforeEach(() => {
    vi.useFakeTimers();
    writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const copyButton = () => screen.getByRole('button', { name: /^Cop(y|ied)$/ });
  const click = () => act(async () => void fireEvent.click(copyButton()));

  it("copies the address and reads 'Copied' for 2 seconds (docs/product/console.md §9)", async () => {
    render(<PublicUrlField url={URL} id="public-url" />);
    expect(screen.getByLabelText('Public URL')).toHaveValue(URL);
    expect(copyButton()).toHaveTextContent('Copy');

    await click();
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(copyButton()).toHaveTextContent('Copied');
    expect(screen.getByText('Public URL copied to the clipboard')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(COPIED_RESET_MS - 1));
    expect(copyButton()).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(copyButton()).toHaveTextContent(/^Copy$/);
    expect(COPIED_RESET_MS).toBe(2000);
  });

  it('a second copy starts the 2 seconds again', async () => {
    render(<PublicUrlField url={URL} id="public-url" />);
    await click();
    act(() => vi.advanceTimersByTime(1500));
    await click();
    act(() => vi.advanceTimersByTime(1500));
    expect(copyButton()).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(500));
    expect(copyButton()).toHaveTextContent(/^Copy$/);
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('without clipboard access it stays on Copy and selects the address instead', async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    render(<PublicUrlField url={URL} id="public-url" />);
    await click();
    expect(copyButton()).toHaveTextContent(/^Copy$/);
    const input = screen.getByLabelText<HTMLInputElement>('Public URL');
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, URL.length]);
  });
});
