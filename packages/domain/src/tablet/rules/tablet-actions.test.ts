import { describe, expect, it } from 'vitest';
import type { TabletBooking, TabletState } from '../schemas';
import { bookNowInterval, checkInWindow, endEarlyEnd, extendedEnd, isCheckInOpen, isGoingOn, tabletActions } from './tablet-actions';

// 2026-06-10 is in summer time: Copenhagen is UTC+2, so 10:07 there is 08:07Z.
const ms = (iso: string) => Date.parse(iso);
const room = { id: 1, name: 'Fjord', image: null, seatsNumber: 6, locationName: 'Harbour', isActive: true, checkInRequired: false };
const booking = (id: number, start: string, end: string, companyName: string | null = 'Nordlys ApS'): TabletBooking => ({
  id,
  name: `Meeting ${id}`,
  companyName,
  bookingStart: `2026-06-10T${start}:00.000Z`,
  bookingEnd: `2026-06-10T${end}:00.000Z`,
  checkedIn: false,
});
const state = (at: string, parts: Partial<TabletState> = {}): TabletState => ({
  room,
  at: `2026-06-10T${at}:00.000Z`,
  current: null,
  later: [],
  nextFree: { start: `2026-06-10T${at}:00.000Z`, end: null },
  ...parts,
});

describe('bookNowInterval', () => {
  it('starts at the quarter hour going on and lasts at least the minutes chosen', () => {
    expect(bookNowInterval(ms('2026-06-10T08:07:00Z'), 15)).toEqual({ bookingStart: '2026-06-10T08:00:00.000Z', bookingEnd: '2026-06-10T08:30:00.000Z' });
    expect(bookNowInterval(ms('2026-06-10T08:07:00Z'), 60)).toEqual({ bookingStart: '2026-06-10T08:00:00.000Z', bookingEnd: '2026-06-10T09:15:00.000Z' });
  });
  it('books exactly the minutes chosen on a quarter hour', () => {
    expect(bookNowInterval(ms('2026-06-10T08:15:00Z'), 30)).toEqual({ bookingStart: '2026-06-10T08:15:00.000Z', bookingEnd: '2026-06-10T08:45:00.000Z' });
  });
});

describe('endEarlyEnd and extendedEnd', () => {
  const meeting = booking(1, '08:00', '09:00');
  it('ends the booking at the end of the quarter hour going on', () => {
    expect(endEarlyEnd(meeting, ms('2026-06-10T08:20:00Z'))).toBe('2026-06-10T08:30:00.000Z');
  });
  it('keeps at least a quarter hour from the start', () => {
    expect(endEarlyEnd(meeting, ms('2026-06-10T08:00:00Z'))).toBe('2026-06-10T08:15:00.000Z');
  });
  it('has nothing to free in the booking’s last quarter hour', () => {
    expect(endEarlyEnd(meeting, ms('2026-06-10T08:46:00Z'))).toBeNull();
  });
  it('extends by 15 minutes', () => {
    expect(extendedEnd(meeting)).toBe('2026-06-10T09:15:00.000Z');
  });
  it('knows the booking going on: its start counts, its end does not', () => {
    expect(isGoingOn(meeting, ms('2026-06-10T08:00:00Z'))).toBe(true);
    expect(isGoingOn(meeting, ms('2026-06-10T09:00:00Z'))).toBe(false);
  });
});

describe('tabletActions', () => {
  it('offers every Book now choice when the room is free for the rest of the day', () => {
    expect(tabletActions(state('08:07')).bookNow).toEqual([
      { minutes: 15, bookingEnd: '2026-06-10T08:30:00.000Z' },
      { minutes: 30, bookingEnd: '2026-06-10T08:45:00.000Z' },
      { minutes: 60, bookingEnd: '2026-06-10T09:15:00.000Z' },
    ]);
  });
  it('offers only the choices that end by the next booking', () => {
    const next = booking(2, '08:45', '09:30');
    const actions = tabletActions(state('08:07', { later: [next], nextFree: { start: '2026-06-10T08:07:00.000Z', end: next.bookingStart } }));
    expect(actions.bookNow.map((choice) => choice.minutes)).toEqual([15, 30]);
  });
  it('offers nothing in a room that is not in use', () => {
    expect(tabletActions({ ...state('08:07'), room: { ...room, isActive: false } })).toEqual({ bookNow: [], endEarly: null, extend: null, checkIn: null });
  });
  it('offers no Book now past the end of the day', () => {
    // 23:50 in Copenhagen: 15 minutes would end after midnight.
    expect(tabletActions(state('21:50')).bookNow).toEqual([]);
  });
  it('offers End early and Extend on a company’s booking going on', () => {
    const current = booking(1, '08:00', '09:00');
    expect(tabletActions(state('08:20', { current, nextFree: { start: current.bookingEnd, end: null } }))).toEqual({
      bookNow: [],
      endEarly: '2026-06-10T08:30:00.000Z',
      extend: '2026-06-10T09:15:00.000Z',
      checkIn: null,
    });
  });
  it('offers no Extend when the next booking starts at the end', () => {
    const current = booking(1, '08:00', '09:00');
    const next = booking(2, '09:00', '10:00');
    expect(tabletActions(state('08:20', { current, later: [next], nextFree: { start: next.bookingEnd, end: null } })).extend).toBeNull();
  });
  it('offers neither on a booking without a company (an administrator’s)', () => {
    const current = booking(1, '08:00', '09:00', null);
    expect(tabletActions(state('08:20', { current, nextFree: { start: current.bookingEnd, end: null } }))).toEqual({ bookNow: [], endEarly: null, extend: null, checkIn: null });
  });
});

describe('check-in', () => {
  const checking = { ...room, checkInRequired: true };
  it('offers the booking going on while its check-in is open, not after', () => {
    const current = booking(1, '08:00', '09:00');
    const open = state('08:09', { room: checking, current, nextFree: { start: current.bookingEnd, end: null } });
    expect(tabletActions(open).checkIn).toEqual(current);
    expect(tabletActions({ ...open, at: '2026-06-10T08:10:00.000Z' }).checkIn).toBeNull();
  });
  it('offers the next booking from 5 minutes before its start', () => {
    const next = booking(2, '09:00', '10:00');
    const free = (at: string) => state(at, { room: checking, later: [next], nextFree: { start: `2026-06-10T${at}:00.000Z`, end: next.bookingStart } });
    expect(tabletActions(free('08:54')).checkIn).toBeNull();
    expect(tabletActions(free('08:55')).checkIn).toEqual(next);
  });
  it('offers nothing once checked in, or where the location asks for no check-in', () => {
    const current = { ...booking(1, '08:00', '09:00'), checkedIn: true };
    expect(tabletActions(state('08:05', { room: checking, current, nextFree: null })).checkIn).toBeNull();
    expect(tabletActions(state('08:05', { current: booking(1, '08:00', '09:00'), nextFree: null })).checkIn).toBeNull();
  });
});

describe('checkInWindow and isCheckInOpen', () => {
  const meeting = booking(1, '08:00', '09:00');
  it('opens 5 minutes before the start and closes 10 minutes after it', () => {
    expect(checkInWindow(meeting)).toEqual({ opens: ms('2026-06-10T07:55:00Z'), closes: ms('2026-06-10T08:10:00Z') });
    expect(isCheckInOpen(meeting, ms('2026-06-10T07:55:00Z'))).toBe(true);
    expect(isCheckInOpen(meeting, ms('2026-06-10T08:10:00Z'))).toBe(false);
  });
});
