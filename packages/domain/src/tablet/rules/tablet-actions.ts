import { CHECK_IN_CLOSES_MINUTES, CHECK_IN_OPENS_MINUTES, TABLET_BOOK_NOW_MINUTES, TABLET_EXTEND_MINUTES, type TabletBookNowMinutes } from '../../constants';
import { gridCeil, gridFloor } from '../../time/grid';
import { dayWindow } from '../../time/windows';
import { epochMillisecondsOf, type InstantLike } from '../../time/zone';
import type { TabletBooking, TabletState } from '../schemas';

const MINUTE_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A booking's times, as instants or ISO texts. */
interface Times {
  bookingStart: InstantLike;
  bookingEnd: InstantLike;
}

/**
 * Book now's interval at `at` (epoch ms, docs/decisions/101): from the start of the quarter hour going on (the
 * person is at the door now) to the first instant on the grid at least `minutes` after `at`, so that the room is
 * theirs for at least what they chose ('15 min' at 10:07 books 10:00–10:30).
 */
export function bookNowInterval(at: number, minutes: number): { bookingStart: string; bookingEnd: string } {
  return { bookingStart: iso(gridFloor(at)), bookingEnd: iso(gridCeil(at + minutes * MINUTE_MS)) };
}

/**
 * End early's new end for the booking going on at `at`: the end of the quarter hour going on (at least a
 * quarter hour after its start); null when the booking ends then anyway, so nothing is left to free.
 */
export function endEarlyEnd(booking: Times, at: number): string | null {
  const start = epochMillisecondsOf(booking.bookingStart);
  const end = Math.max(gridCeil(at), start + TABLET_EXTEND_MINUTES * MINUTE_MS);
  return end < epochMillisecondsOf(booking.bookingEnd) ? iso(end) : null;
}

/** Extend's new end: TABLET_EXTEND_MINUTES after the booking's end. */
export const extendedEnd = (booking: Times): string => iso(epochMillisecondsOf(booking.bookingEnd) + TABLET_EXTEND_MINUTES * MINUTE_MS);

/** Whether the booking is going on at `at` (its start ≤ `at` < its end). */
export const isGoingOn = (booking: Times, at: number): boolean =>
  epochMillisecondsOf(booking.bookingStart) <= at && at < epochMillisecondsOf(booking.bookingEnd);

/** What the tablet offers in a state (the API decides again on what the database holds). */
export interface TabletActions {
  /** Book now's choices that are free until their end, that day: each with the end it books to. */
  bookNow: Array<{ minutes: TabletBookNowMinutes; bookingEnd: string }>;
  /** End early's new end; null when there is no booking going on that its company can end, or nothing to free. */
  endEarly: string | null;
  /** Extend's new end; null when no booking of a company is going on, or the room is not free after it that day. */
  extend: string | null;
  /** The booking to check in now: of a company, not checked in, its check-in open; null otherwise or where none is asked. */
  checkIn: TabletBooking | null;
}

/**
 * The tablet's actions in `state` (issue 29 §1): Book now when the room is active and free now, for the
 * choices that end before the next booking and the day; End early and Extend on the booking going on, when it
 * is a company's (someone of that company identifies; an administrator's booking without a company is changed
 * in the calendar).
 */
export function tabletActions(state: TabletState): TabletActions {
  const none: TabletActions = { bookNow: [], endEarly: null, extend: null, checkIn: null };
  if (!state.room.isActive) return none;
  const at = Date.parse(state.at);
  const checkIn = state.room.checkInRequired
    ? ([state.current, state.later[0]].find((b) => b !== null && b !== undefined && b.companyName !== null && !b.checkedIn && isCheckInOpen(b, at)) ?? null)
    : null;
  const dayEnd = dayWindow(state.at).end.epochMilliseconds;
  const { current, nextFree } = state;
  if (current === null) {
    if (nextFree === null || Date.parse(nextFree.start) > at) return none;
    const limit = Math.min(nextFree.end === null ? dayEnd : Date.parse(nextFree.end), dayEnd);
    const bookNow = TABLET_BOOK_NOW_MINUTES.map((minutes) => ({ minutes, bookingEnd: bookNowInterval(at, minutes).bookingEnd })).filter(
      (choice) => Date.parse(choice.bookingEnd) <= limit,
    );
    return { ...none, bookNow, checkIn };
  }
  if (current.companyName === null) return { ...none, checkIn };
  const extend = extendedEnd(current);
  const next = state.later[0];
  const isFreeAfter = Date.parse(extend) <= dayEnd && (next === undefined || Date.parse(next.bookingStart) >= Date.parse(extend));
  return { bookNow: [], endEarly: endEarlyEnd(current, at), extend: isFreeAfter ? extend : null, checkIn };
}

/** When a booking's check-in opens and closes (epoch ms): CHECK_IN_OPENS_MINUTES before its start to CHECK_IN_CLOSES_MINUTES after. */
export function checkInWindow(booking: Pick<Times, 'bookingStart'>): { opens: number; closes: number } {
  const start = epochMillisecondsOf(booking.bookingStart);
  return { opens: start - CHECK_IN_OPENS_MINUTES * MINUTE_MS, closes: start + CHECK_IN_CLOSES_MINUTES * MINUTE_MS };
}

/** Whether the booking can be checked in at `at`: its window is open (its close not included). */
export const isCheckInOpen = (booking: Pick<Times, 'bookingStart'>, at: number): boolean => {
  const { opens, closes } = checkInWindow(booking);
  return opens <= at && at < closes;
};
