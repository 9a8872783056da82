import { Temporal } from 'temporal-polyfill';
import { dayWindow } from '../../time/windows';
import { toInstant, type InstantLike } from '../../time/zone';
import type { TabletBooking, TabletFreeTime, TabletRoom, TabletState } from '../schemas';

/** A booking as the repository reads it: its times as instants or ISO texts. */
export interface TabletBookingRecord extends Omit<TabletBooking, 'bookingStart' | 'bookingEnd'> {
  bookingStart: InstantLike;
  bookingEnd: InstantLike;
}

const compare = Temporal.Instant.compare;
/** As the API writes every instant (`Date#toISOString`: milliseconds and Z), so that a booking reads the same in every answer. */
const iso = (instant: Temporal.Instant) => new Date(instant.epochMilliseconds).toISOString();

/**
 * The room tablet's state at `at` (issue 29 §1) from the room's bookings that overlap that Copenhagen day (more
 * are ignored):
 * - `current`: the booking going on at `at` (its start ≤ `at` < its end);
 * - `later`: the bookings after it, or after `at`, that start before the day ends, by start;
 * - `nextFree`: from `at` when the room is free now, else from the end of the bookings that follow one another
 *   without a gap, until the next booking's start (`end`, null when none follows that day); null when the room
 *   is booked to the day's end.
 */
export function tabletState(room: TabletRoom, at: Temporal.Instant, records: readonly TabletBookingRecord[]): TabletState {
  const day = dayWindow(at);
  const bookings = records
    .map((record) => ({ ...record, start: toInstant(record.bookingStart), end: toInstant(record.bookingEnd) }))
    .filter((b) => compare(b.end, at) > 0 && compare(b.start, day.end) < 0)
    .sort((a, b) => compare(a.start, b.start) || a.id - b.id);
  const answer = ({ start, end, ...booking }: (typeof bookings)[number]): TabletBooking => ({ ...booking, bookingStart: iso(start), bookingEnd: iso(end) });
  const current = bookings.find((b) => compare(b.start, at) <= 0) ?? null;
  const later = bookings.filter((b) => b !== current);

  let freeFrom = current === null ? at : current.end;
  for (const booking of later) {
    if (compare(booking.start, freeFrom) > 0) break;
    if (compare(booking.end, freeFrom) > 0) freeFrom = booking.end;
  }
  const next = later.find((b) => compare(b.start, freeFrom) >= 0);
  const nextFree: TabletFreeTime | null =
    compare(freeFrom, day.end) >= 0 ? null : { start: iso(freeFrom), end: next === undefined ? null : iso(next.start) };

  return { room, at: iso(at), current: current === null ? null : answer(current), later: later.map(answer), nextFree };
}
