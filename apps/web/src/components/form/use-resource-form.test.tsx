import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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

function Note({ onSubmit }: { onSubmit: () => Promise<unknown> }) {
  const { form, submit } = useResourceForm({ schema, defaultValues: { title: '' }, draftKey: KEY, onSubmit });
  return (
    <form onSubmit={submit}>
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
  it('is written once typing rests', async () => {
    render(<Page />);
    type('Sports day');
    expect(stored()).toBeNull();
    await waitFor(() => expect(stored()).toEqual({ title: 'Sports day' }), { timeout: DRAFT_SAVE_DELAY_MS * 5 });
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
    // At once, not when typing would have rested: the console is about to leave for the sign-in.
    await waitFor(() => expect(stored()).toEqual({ title: 'Sports day results' }), {
      timeout: DRAFT_SAVE_DELAY_MS / 2,
    });
  });

  it('is gone once the form is saved, and a saved form writes none on leaving', async () => {
    render(<Page />);
    type('Sports day');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Sports day'));
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS * 2));
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
