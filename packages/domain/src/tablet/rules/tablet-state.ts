import type { Temporal } from 'temporal-polyfill';
import { dayWindow } from '../../time/windows';
import { epochMillisecondsOf, type InstantLike } from '../../time/zone';
import type { TabletBooking, TabletFreeTime, TabletRoom, TabletState } from '../schemas';

/** A booking as the repository reads it: its times as instants or ISO texts. */
export interface TabletBookingRecord extends Omit<TabletBooking, 'bookingStart' | 'bookingEnd'> {
  bookingStart: InstantLike;
  bookingEnd: InstantLike;
}

/** As the API writes every instant (`Date#toISOString`: milliseconds and Z), so that a booking reads the same in every answer. */
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The room tablet's state at `at` (issue 29 §1) from the room's bookings that overlap that Copenhagen day (more
 * are ignored):
 * - `current`: the booking going on at `at` (its start ≤ `at` < its end);
 * - `later`: the bookings after it, or after `at`, that start before the day ends, by start;
 * - `nextFree`: from `at` when the room is free now, else from the end of the bookings that follow one another
 *   without a gap, until the next booking's start (`end`, null when none follows that day); null when the room
 *   is booked to the day's end.
 * Instants are compared as epoch milliseconds: the tablets ask every few seconds, and Temporal objects per
 * booking cost more than the rest of the answer (`npm run bench`, part `tablet`).
 */
export function tabletState(room: TabletRoom, at: Temporal.Instant, records: readonly TabletBookingRecord[]): TabletState {
  const day = dayWindow(at);
  const now = at.epochMilliseconds;
  const dayEnd = day.end.epochMilliseconds;
  const bookings = records
    .map((record) => ({ ...record, start: epochMillisecondsOf(record.bookingStart), end: epochMillisecondsOf(record.bookingEnd) }))
    .filter((b) => b.end > now && b.start < dayEnd)
    .sort((a, b) => a.start - b.start || a.id - b.id);
  const answer = ({ start, end, ...booking }: (typeof bookings)[number]): TabletBooking => ({ ...booking, bookingStart: iso(start), bookingEnd: iso(end) });
  const current = bookings.find((b) => b.start <= now) ?? null;
  const later = bookings.filter((b) => b !== current);

  let freeFrom = current === null ? now : current.end;
  for (const booking of later) {
    if (booking.start > freeFrom) break;
    if (booking.end > freeFrom) freeFrom = booking.end;
  }
  const next = later.find((b) => b.start >= freeFrom);
  const nextFree: TabletFreeTime | null = freeFrom >= dayEnd ? null : { start: iso(freeFrom), end: next === undefined ? null : iso(next.start) };

  return { room, at: iso(now), current: current === null ? null : answer(current), later: later.map(answer), nextFree };
}
