import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import {
  draftBaseOf,
  draftStorageKey,
  DRAFT_SAVE_DELAY_MS,
  isStaleDraft,
  linkedIds,
  useResourceForm,
  valuesFrom,
  type DraftBase,
} from './use-resource-form';

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

describe('a draft of an item saved since', () => {
  const EDIT = 'notes:7';
  function Edit({ base }: { base: DraftBase }) {
    const { draft } = useResourceForm({
      schema,
      defaultValues: { title: 'Saved' },
      draftKey: EDIT,
      draftBase: base,
      onSubmit: () => Promise.resolve(),
    });
    return <p>{draft ? 'Draft offered' : 'No draft'}</p>;
  }
  const keep = (draft: object) =>
    localStorage.setItem(draftStorageKey(EDIT), JSON.stringify({ savedAt: '2026-11-20T10:00:00.000Z', ...draft }));

  it('is offered while the item is as it was when the typing started', () => {
    keep({ values: { title: 'Typed' }, base: '2026-11-20T09:00:00.000Z' });
    render(<Edit base="2026-11-20T09:00:00.000Z" />);
    expect(screen.getByText('Draft offered')).toBeInTheDocument();
  });

  it('is forgotten once the item was saved again (here, in another tab, by anyone)', () => {
    keep({ values: { title: 'Typed' }, base: '2026-11-20T09:00:00.000Z' });
    render(<Edit base="2026-11-21T08:00:00.000Z" />);
    expect(screen.getByText('No draft')).toBeInTheDocument();
    expect(localStorage.getItem(draftStorageKey(EDIT))).toBeNull();
  });

  it('keeps the typing of a save refused because the item changed (409), to offer at the newer version', () => {
    keep({ values: { title: 'Typed' }, base: 3, conflict: true });
    render(<Edit base={4} />);
    expect(screen.getByText('Draft offered')).toBeInTheDocument();
  });

  it('without a base (kept before drafts had one) is stale when the item was saved after it', () => {
    expect(isStaleDraft({ savedAt: '2026-11-20T10:00:00.000Z' }, '2026-11-21T08:00:00.000Z')).toBe(true);
    expect(isStaleDraft({ savedAt: '2026-11-20T10:00:00.000Z' }, '2026-11-19T08:00:00.000Z')).toBe(false);
    expect(isStaleDraft({ savedAt: '2026-11-20T10:00:00.000Z', base: 2 }, null)).toBe(false);
  });

  it("starts from the item's version, else its last save", () => {
    expect(draftBaseOf({ version: 4, updatedDate: '2026-11-21T08:00:00.000Z' })).toBe(4);
    expect(draftBaseOf({ updatedDate: '2026-11-21T08:00:00.000Z' })).toBe('2026-11-21T08:00:00.000Z');
    expect(draftBaseOf(undefined)).toBeNull();
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
