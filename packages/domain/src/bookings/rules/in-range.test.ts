import { describe, expect, it } from 'vitest';
import { bookingsInWindow, type BookingWindow } from './in-range';

const BOOKINGS = [
  { id: 1, bookingStart: '2026-11-15T23:00:00+01:00', bookingEnd: '2026-11-16T00:00:00+01:00' },
  { id: 2, bookingStart: '2026-11-16T00:00:00+01:00', bookingEnd: '2026-11-16T01:00:00+01:00' },
  { id: 3, bookingStart: '2026-11-18T09:00:00+01:00', bookingEnd: '2026-11-18T10:00:00+01:00' },
  { id: 4, bookingStart: '2026-11-22T23:30:00+01:00', bookingEnd: '2026-11-23T00:30:00+01:00' },
  { id: 5, bookingStart: '2026-11-23T00:00:00+01:00', bookingEnd: '2026-11-23T01:00:00+01:00' },
];
const WEEK = { from: '2026-11-16T00:00:00+01:00', to: '2026-11-23T00:00:00+01:00' };

describe('bookingsInWindow: bookings overlapping [from, to)', () => {
  it.each<{ name: string; window: BookingWindow; ids: number[] }>([
    { name: 'no bounds: every booking', window: {}, ids: [1, 2, 3, 4, 5] },
    { name: 'a week: ending exactly at midnight Monday is out, starting exactly at the next Monday is out, across the end is in', window: WEEK, ids: [2, 3, 4] },
    { name: 'the same week written in UTC', window: { from: '2026-11-15T23:00:00Z', to: '2026-11-22T23:00:00Z' }, ids: [2, 3, 4] },
    { name: 'only from: open to the future', window: { from: '2026-11-22T00:00:00+01:00' }, ids: [4, 5] },
    { name: 'only to: open to the past', window: { to: '2026-11-16T00:00:00+01:00' }, ids: [1] },
    { name: 'exactly the booking', window: { from: '2026-11-18T09:00:00+01:00', to: '2026-11-18T10:00:00+01:00' }, ids: [3] },
    { name: 'the hour after it (half-open)', window: { from: '2026-11-18T10:00:00+01:00', to: '2026-11-18T11:00:00+01:00' }, ids: [] },
    { name: 'an empty window', window: { from: '2026-11-18T09:30:00+01:00', to: '2026-11-18T09:30:00+01:00' }, ids: [] },
    { name: 'a reversed window', window: { from: '2026-11-23T00:00:00+01:00', to: '2026-11-16T00:00:00+01:00' }, ids: [] },
  ])('$name', ({ window, ids }) => {
    expect(bookingsInWindow(BOOKINGS, window).map((booking) => booking.id)).toEqual(ids);
  });
});
