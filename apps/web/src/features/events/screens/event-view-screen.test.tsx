import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleEvents } from '../events.fake';
import { openWith } from '@/test/queries';

const { concert, closure } = sampleEvents;

describe('event view', () => {
  it('shows when and where the event is, its kind and its description', async () => {
    await openWith('/calendar/7', 'Winter concert', { events: [concert] });
    expect(screen.getAllByText('Thu, Dec 3, 2026, 6:00 PM – 8:00 PM')).toHaveLength(2);
    expect(screen.getByText('Arts')).toBeInTheDocument();
    expect(screen.getByText('Auditorium')).toBeInTheDocument();
    expect(screen.getByText('Band and choir.')).toBeInTheDocument();
  });

  it('says an all-day event is all day, from its first day to its last', async () => {
    await openWith('/calendar/8', 'Winter break', { events: [closure] });
    expect(screen.getAllByText('Mon, Dec 21, 2026 – Fri, Jan 1, 2027 (all day)')).toHaveLength(2);
    expect(screen.getByText('No place given')).toBeInTheDocument();
  });
});
