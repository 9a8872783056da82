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
  const now = at.epochMilliseconds;
  const dayEnd = dayWindow(at).end.epochMilliseconds;
  // Plain loops and no object per booking but the answer's: this runs on every tablet's every poll.
  const starts: number[] = [];
  const ends: number[] = [];
  const kept: number[] = [];
  for (let i = 0; i < records.length; i += 1) {
    const record = records[i]!;
    starts.push(epochMillisecondsOf(record.bookingStart));
    ends.push(epochMillisecondsOf(record.bookingEnd));
    if (ends[i]! > now && starts[i]! < dayEnd) kept.push(i);
  }
  kept.sort((a, b) => starts[a]! - starts[b]! || records[a]!.id - records[b]!.id);
  const currentIndex = kept.length > 0 && starts[kept[0]!]! <= now ? kept[0]! : -1;
  const laterIndexes = currentIndex === -1 ? kept : kept.slice(1);
  const answer = (i: number): TabletBooking => {
    const { id, name, companyName, checkedIn } = records[i]!;
    return { id, name, companyName, bookingStart: iso(starts[i]!), bookingEnd: iso(ends[i]!), checkedIn };
  };

  let freeFrom = currentIndex === -1 ? now : ends[currentIndex]!;
  let nextStart: number | null = null;
  for (const i of laterIndexes) {
    if (starts[i]! > freeFrom) {
      nextStart = starts[i]!;
      break;
    }
    if (ends[i]! > freeFrom) freeFrom = ends[i]!;
  }
  const nextFree: TabletFreeTime | null = freeFrom >= dayEnd ? null : { start: iso(freeFrom), end: nextStart === null ? null : iso(nextStart) };

  return { room, at: iso(now), current: currentIndex === -1 ? null : answer(currentIndex), later: laterIndexes.map(answer), nextFree };
}
