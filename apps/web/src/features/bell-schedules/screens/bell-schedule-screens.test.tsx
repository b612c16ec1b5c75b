import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bellSchedulesMessages, type BellSchedule } from '@cms/contract';
import { COPIED_RESET_MS } from '@/components/public-url-field';
import { bellSchedulesResource } from '../api';
import { makeBellSchedule, makeBlock } from '../bell-schedules.fake';
import { expectViewOnSite, messageOf, openWith, submitted } from '@/test/queries';
import { describeItemScreens, describeListScreen } from '@/test/screen-suites';
import { layOutRows, moveByKeyboard } from '@/test/sortable';

const regular = makeBellSchedule(1, {
  title: 'Regular Day',
  description: 'Monday to Thursday',
  blocks: [
    makeBlock('Morning', [
      ['Math', '8:00 AM', '8:45 AM'],
      ['Art', '8:50 AM', '9:35 AM'],
    ]),
    makeBlock('Afternoon', [['PE', '1:00 PM', '1:45 PM']]),
  ],
});
const early = makeBellSchedule(2, { title: 'Early Release', description: 'Fridays' });
const school = (rows: BellSchedule[]) => ({ 'bell schedules': rows });
const openEdit = (rows = [regular], options?: Parameters<typeof openWith>[3]) =>
  openWith('/bell-schedule/1', 'Edit Bell Schedule', school(rows), options);
const update = 'PUT /misc/cms/bsac/bell-schedules/1';

describeListScreen(bellSchedulesResource, {
  rows: [regular, early],
  headers: [],
  cards: true,
  shows: { 'Regular Day': ['Monday to Thursday'], 'Early Release': ['Fridays'] },
});

describeItemScreens(bellSchedulesResource, { saved: regular, stale: bellSchedulesMessages.stale });

describe('bell schedule list: numbered pages', () => {
  it('numbers the pages from 1 on screen and asks for them from 0', async () => {
    const many = Array.from({ length: 12 }, (_, index) => makeBellSchedule(index + 1, { title: `Day ${index + 1}` }));
    const { user, calls } = await openWith('/bell-schedule-list', 'Bell Schedule', school(many));
    expect(await screen.findByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Day 1' })).toBeInTheDocument();
    expect(calls()).toContain('GET /misc/cms/bsac/bell-schedules?page=1&size=10');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('bell schedules on the public site', () => {
  it('lead from the list and the form to their public page in a new tab', async () => {
    await openWith('/bell-schedule-list', 'Bell Schedule', school([regular, early]), { roles: ['VIEWER'] });
    await expectViewOnSite('Regular Day', '/bell-schedules/1');
    await expectViewOnSite('Early Release', '/bell-schedules/2');
  });

  it('offers View on site beside the form, and no Preview', async () => {
    await openEdit();
    await expectViewOnSite('Regular Day', '/bell-schedules/1');
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
  });
});

describe('bell schedule form', () => {
  beforeEach(() => layOutRows());
  afterEach(() => vi.restoreAllMocks());

  it("adds a block titled 'Block {n}' with one empty entry whose delete is disabled", async () => {
    const { user } = await openWith('/bell-schedule/0', 'Add New Bell Schedule', school([]));
    await user.click(screen.getByRole('button', { name: 'Add Block' }));
    await user.click(screen.getByRole('button', { name: 'Add Block' }));
    const titles = screen.getAllByLabelText(/^Block title/);
    expect(titles.map((input) => (input as HTMLInputElement).value)).toEqual(['Block 1', 'Block 2']);
    expect(screen.getAllByLabelText('Subject')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Delete entry 1 of Block 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Entry to Block 1' }));
    expect(screen.getByRole('button', { name: 'Delete entry 1 of Block 1' })).toBeEnabled();
  });

  it('saves the whole schedule with its blocks and entries in their order, and the version it was opened at', async () => {
    const api = await openEdit();
    await screen.findByDisplayValue('Regular Day');
    await moveByKeyboard('Afternoon', '[ArrowUp]');
    await moveByKeyboard('Art of Morning', '[ArrowUp]');
    const body = (await submitted(api, 'Update Bell Schedule', update)) as typeof regular;
    expect(body).toMatchObject({ title: 'Regular Day', version: 1 });
    expect(body.blocks.map((block) => block.title)).toEqual(['Afternoon', 'Morning']);
    expect(body.blocks[1]!.blockEntries.map((entry) => entry.subject)).toEqual(['Art', 'Math']);
    expect(body.blocks[1]!.id).toBe(regular.blocks[0]!.id);
  });

  it('names a stored time it cannot read and a time left out, beside their fields, and sends nothing', async () => {
    // A time kept as typed before times were checked (the migration 2026-12-03-007-bell-times).
    const stored = makeBellSchedule(1, {
      title: 'Regular Day',
      blocks: [
        makeBlock('Morning', [
          ['Math', 'noon-ish', '8:45 AM'],
          ['Art', '8:50 AM', '9:35 AM'],
        ]),
      ],
    });
    const { user, calls } = await openEdit([stored]);
    const start = (await screen.findAllByLabelText(/^Start time/))[0]!;
    expect(start).toHaveValue('');
    const end = screen.getAllByLabelText(/^End time/)[1]!;
    await user.clear(end);
    await user.click(screen.getByRole('button', { name: 'Update Bell Schedule' }));
    await waitFor(() =>
      expect(messageOf(start)).toBe(
        bellSchedulesMessages.timeInvalid('Block "Morning", entry 1 (Math)', 'start', 'noon-ish'),
      ),
    );
    expect(messageOf(end)).toBe(bellSchedulesMessages.timeRequired('Block "Morning", entry 2 (Art)', 'end'));
    expect(calls()).not.toContain(update);
  });

  it("holds a typed time as '9:00 AM', and refuses an entry that ends before it starts, beside its end time", async () => {
    const api = await openEdit();
    const end = (await screen.findAllByLabelText(/^End time/))[2]!;
    expect(end).toHaveValue('13:45');
    await api.user.clear(end);
    await api.user.type(end, '12:00');
    await api.user.click(screen.getByRole('button', { name: 'Update Bell Schedule' }));
    await waitFor(() =>
      expect(messageOf(end)).toBe(
        bellSchedulesMessages.endBeforeStart('Block "Afternoon", entry 1 (PE)', '1:00 PM', '12:00 PM'),
      ),
    );
    await api.user.clear(end);
    await api.user.type(end, '14:05');
    const body = (await submitted(api, 'Update Bell Schedule', update)) as typeof regular;
    expect(body.blocks[1]!.blockEntries[0]).toMatchObject({ startTime: '1:00 PM', endTime: '2:05 PM' });
  });

  it('shows the public URL and says Copied for two seconds', async () => {
    const { user } = await openEdit();
    const url = (await screen.findByLabelText('Public URL')) as HTMLInputElement;
    expect(url.value).toBe(`${window.location.origin}/site/bell-schedules/1`);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // Watched for before the click, so a busy machine cannot let the two seconds pass unseen.
      const copied = screen.findByRole('button', { name: 'Copied' });
      await user.click(screen.getByRole('button', { name: 'Copy' }));
      expect(await copied).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(url.value);
      vi.advanceTimersByTime(COPIED_RESET_MS + 10);
      expect(await screen.findByRole('button', { name: 'Copy' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
