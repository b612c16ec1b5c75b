import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { draftStorageKey, DRAFT_SAVE_DELAY_MS, linkedIds, useResourceForm, valuesFrom } from './use-resource-form';

// The kit's form keeps unsaved typing in the browser: these check that the last words typed are
// kept whatever ends the form (a session that ended, a reload), and that a saved form keeps none.

const schema = z.object({ title: z.string().min(1, 'Title is required') });
const KEY = 'notes:new';
const stored = () => {
  const raw = localStorage.getItem(draftStorageKey(KEY));
  return raw ? (JSON.parse(raw) as { values: { title: string } }).values : null;
};

/** The last submit of the form, to wait for its end: a save, or a failure handled. */
let submitted: Promise<void> = Promise.resolve();

function Note({ onSubmit }: { onSubmit: () => Promise<unknown> }) {
  const { form, submit } = useResourceForm({ schema, defaultValues: { title: '' }, draftKey: KEY, onSubmit });
  return (
    <form onSubmit={(event) => (submitted = submit(event))}>
      <label htmlFor="title">Title</label>
      <input id="title" {...form.register('title')} />
      <button type="submit">Save</button>
    </form>
  );
}

/** The form, with a way to take it off the page as a route change would. */
function Page({ onSubmit = () => Promise.resolve() }: { onSubmit?: () => Promise<unknown> }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && <Note onSubmit={onSubmit} />}
      <button onClick={() => setShown(false)}>Leave</button>
    </>
  );
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Title'), { target: { value: text } });

afterEach(() => localStorage.clear());

describe('the form draft', () => {
  // The clock of the typing pause is a fake one, moved by the tests alone, so a busy machine cannot
  // let it rest unasked. Only setTimeout is faked: waitFor still polls, and promises still settle.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is written once typing rests', () => {
    render(<Page />);
    type('Sports day');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    expect(stored()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(stored()).toEqual({ title: 'Sports day' });
  });

  it('keeps the last words typed when the form goes away before typing rests', () => {
    render(<Page />);
    type('Sports day on Friday');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(stored()).toEqual({ title: 'Sports day on Friday' });
  });

  it('keeps the last words typed when the page goes (a reload, a closed tab)', () => {
    render(<Page />);
    type('Sports day moved');
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toEqual({ title: 'Sports day moved' });
  });

  it('keeps what was sent when the save fails, a session that ended included', async () => {
    render(<Page onSubmit={() => Promise.reject(new ApiError(401, null))} />);
    type('Sports day results');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => submitted);
    // At once, not when typing would have rested (the clock of the pause has not moved): the console
    // is about to leave for the sign-in.
    expect(stored()).toEqual({ title: 'Sports day results' });
  });

  it('is gone once the form is saved, and a saved form writes none on leaving', async () => {
    render(<Page />);
    type('Sports day');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => submitted);
    expect(screen.getByLabelText('Title')).toHaveValue('Sports day');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(stored()).toBeNull();
  });
});

describe('the starting values', () => {
  const empty = { title: '', categoryIds: linkedIds('categories') };

  it('are the empty ones for a new item, no linked ids included', () => {
    expect(valuesFrom(empty)).toEqual({ title: '', categoryIds: [] });
  });

  it("are a saved item's, with the ids of the rows it links to", () => {
    const saved = {
      id: 7,
      title: 'Sports Day',
      categories: [
        { id: 3, name: 'Events' },
        { id: 5, name: 'Sport' },
      ],
    };
    expect(valuesFrom(empty, saved)).toEqual({ title: 'Sports Day', categoryIds: [3, 5] });
  });
});
