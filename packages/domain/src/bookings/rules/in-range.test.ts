import { describe, expect, it } from 'vitest';
import { BOOKING_RANGE_MAX_DAYS } from '../../constants';
import { SERVER_MESSAGES } from '../../messages';
import { bookingRangeIssue, bookingsInWindow, type BookingWindow } from './in-range';

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

describe('bookingRangeIssue: a booking list answers a bounded [from, to)', () => {
  const TOO_LONG = SERVER_MESSAGES.bookingRangeTooLong(BOOKING_RANGE_MAX_DAYS);
  it.each([
    { name: 'a week', from: '2026-11-16T00:00:00+01:00', to: '2026-11-23T00:00:00+01:00', issue: null },
    { name: "a month view's six weeks: exactly the longest range", from: '2026-10-26T00:00:00+01:00', to: '2026-12-07T00:00:00+01:00', issue: null },
    { name: 'seven weeks', from: '2026-10-26T00:00:00+01:00', to: '2026-12-14T00:00:00+01:00', issue: TOO_LONG },
    { name: 'a day more than the longest range', from: '2026-10-26T00:00:00+01:00', to: '2026-12-08T00:00:00+01:00', issue: TOO_LONG },
    { name: 'a quarter hour more than the longest range', from: '2026-11-01T00:00:00+01:00', to: '2026-12-13T00:15:00+01:00', issue: TOO_LONG },
    // The month view of March 2026 (1 March is a Sunday): Monday 23 February to Sunday 5 April, six weeks across the spring DST Sunday.
    { name: 'the six weeks of a month view across the spring DST Sunday', from: '2026-02-23T00:00:00+01:00', to: '2026-04-06T00:00:00+02:00', issue: null },
    // 42 Copenhagen days from 1 March 2026 is 12 April: one hour shorter than 42 × 24 hours (spring forward on 29 March).
    { name: 'the longest range across the spring DST Sunday', from: '2026-03-01T00:00:00+01:00', to: '2026-04-12T00:00:00+02:00', issue: null },
    { name: 'across the spring DST Sunday, 42 × 24 hours is too long', from: '2026-03-01T00:00:00+01:00', to: '2026-04-12T01:00:00+02:00', issue: TOO_LONG },
    // 42 Copenhagen days from 1 October 2026 is 12 November: one hour longer than 42 × 24 hours (fall back on 25 October).
    { name: 'the longest range across the autumn DST Sunday (42 × 24 hours + 1)', from: '2026-10-01T00:00:00+02:00', to: '2026-11-12T00:00:00+01:00', issue: null },
    { name: 'the same range written in UTC', from: '2026-09-30T22:00:00Z', to: '2026-11-11T23:00:00Z', issue: null },
    { name: 'an empty range', from: '2026-11-16T00:00:00+01:00', to: '2026-11-16T00:00:00+01:00', issue: SERVER_MESSAGES.bookingRangeOrder },
    { name: 'a reversed range', from: '2026-11-23T00:00:00+01:00', to: '2026-11-16T00:00:00+01:00', issue: SERVER_MESSAGES.bookingRangeOrder },
  ])('$name', ({ from, to, issue }) => {
    expect(bookingRangeIssue({ from, to })).toBe(issue);
  });
});
