import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { tabletState, type TabletBookingRecord } from './tablet-state';

const room = { id: 7, name: 'Fjord', image: null, seatsNumber: 8, locationName: 'Copenhagen', isActive: true, checkInRequired: false };
/** A booking on 24 November 2026 (winter time, +01:00) from and to wall times. */
const booking = (id: number, from: string, to: string, day = '2026-11-24'): TabletBookingRecord => ({
  id,
  name: `Meeting ${id}`,
  companyName: 'Acme',
  bookingStart: `${day}T${from}:00+01:00`,
  bookingEnd: `${day}T${to}:00+01:00`,
  checkedIn: false,
});
const at = (time: string, day = '2026-11-24') => Temporal.Instant.from(`${day}T${time}:00+01:00`);
const utc = (time: string, day = '2026-11-24') => new Date(at(time, day).epochMilliseconds).toISOString();
const idsOf = (list: readonly { id: number }[]) => list.map((b) => b.id);

describe('tabletState: what a room tablet shows', () => {
  it('free now, until the next booking', () => {
    const state = tabletState(room, at('09:10'), [booking(2, '10:00', '11:00'), booking(1, '08:00', '09:00')]);
    expect(state.current).toBeNull();
    expect(idsOf(state.later)).toEqual([2]);
    expect(state.nextFree).toEqual({ start: utc('09:10'), end: utc('10:00') });
    expect(state.at).toBe(utc('09:10'));
  });

  it('busy now: the booking going on, and free when the bookings that follow without a gap end', () => {
    const state = tabletState(room, at('10:30'), [booking(1, '10:00', '11:00'), booking(2, '11:00', '12:00'), booking(3, '13:00', '14:00')]);
    expect(state.current).toMatchObject({ id: 1, name: 'Meeting 1', companyName: 'Acme', bookingStart: utc('10:00'), bookingEnd: utc('11:00') });
    expect(idsOf(state.later)).toEqual([2, 3]);
    expect(state.nextFree).toEqual({ start: utc('12:00'), end: utc('13:00') });
  });

  it('a booking that starts at this very moment is going on; one that ends now is over', () => {
    const state = tabletState(room, at('11:00'), [booking(1, '10:00', '11:00'), booking(2, '11:00', '12:00')]);
    expect(state.current?.id).toBe(2);
    expect(state.later).toEqual([]);
    expect(state.nextFree).toEqual({ start: utc('12:00'), end: null });
  });

  it('nothing booked: free for the rest of the day', () => {
    expect(tabletState(room, at('15:00'), []).nextFree).toEqual({ start: utc('15:00'), end: null });
  });

  it('booked to the end of the day: no free time left', () => {
    // 23:00 to midnight ends at the next day's 00:00.
    const toMidnight = { ...booking(2, '23:00', '23:00'), bookingEnd: '2026-11-25T00:00:00+01:00' };
    const state = tabletState(room, at('22:30'), [booking(1, '22:00', '23:00'), toMidnight]);
    expect(state.current?.id).toBe(1);
    expect(state.nextFree).toBeNull();
  });

  it("tomorrow's bookings and those over are left out", () => {
    const state = tabletState(room, at('12:00'), [booking(1, '08:00', '09:00'), booking(2, '09:00', '10:00', '2026-11-25')]);
    expect(state.current).toBeNull();
    expect(state.later).toEqual([]);
  });

  it('on the autumn DST day the day has 25 hours: a booking at 23:30 still counts as today', () => {
    const state = tabletState(room, Temporal.Instant.from('2026-10-25T22:00:00+01:00'), [
      { ...booking(1, '23:30', '23:45'), bookingStart: '2026-10-25T23:30:00+01:00', bookingEnd: '2026-10-25T23:45:00+01:00' },
    ]);
    expect(idsOf(state.later)).toEqual([1]);
  });
});
