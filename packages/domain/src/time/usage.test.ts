import { describe, expect, it } from 'vitest';
import { at } from './test-helpers';
import { hoursUsed, usedTime } from './usage';
import { dayWindow, isoWeekWindow } from './windows';

const b = (bookingStart: string, bookingEnd: string) => ({ bookingStart, bookingEnd });

describe('usedTime: dayUsed and weekUsed around now (Wednesday 18 November 2026, 12:00)', () => {
  const NOW = at('2026-11-18T12:00:00+01:00');
  it.each([
    { name: 'no bookings', bookings: [], dayUsed: 0, weekUsed: 0 },
    { name: 'one booking today', bookings: [b('2026-11-18T09:00:00+01:00', '2026-11-18T10:30:00+01:00')], dayUsed: 1.5, weekUsed: 1.5 },
    { name: 'a booking later today counts too', bookings: [b('2026-11-18T15:00:00+01:00', '2026-11-18T15:15:00+01:00')], dayUsed: 0.25, weekUsed: 0.25 },
    { name: 'Monday of this week', bookings: [b('2026-11-16T09:00:00+01:00', '2026-11-16T11:00:00+01:00')], dayUsed: 0, weekUsed: 2 },
    { name: 'Sunday of this week', bookings: [b('2026-11-22T20:00:00+01:00', '2026-11-22T20:45:00+01:00')], dayUsed: 0, weekUsed: 0.75 },
    { name: 'last Sunday is last week', bookings: [b('2026-11-15T10:00:00+01:00', '2026-11-15T12:00:00+01:00')], dayUsed: 0, weekUsed: 0 },
    { name: 'next Monday is next week', bookings: [b('2026-11-23T00:00:00+01:00', '2026-11-23T01:00:00+01:00')], dayUsed: 0, weekUsed: 0 },
    { name: 'ends exactly at the week start (half-open)', bookings: [b('2026-11-15T23:00:00+01:00', '2026-11-16T00:00:00+01:00')], dayUsed: 0, weekUsed: 0 },
    { name: 'crosses the week start: only the part inside', bookings: [b('2026-11-15T23:00:00+01:00', '2026-11-16T01:00:00+01:00')], dayUsed: 0, weekUsed: 1 },
    {
      name: 'several bookings add up',
      bookings: [
        b('2026-11-18T08:00:00+01:00', '2026-11-18T09:00:00+01:00'),
        b('2026-11-18T13:00:00+01:00', '2026-11-18T14:45:00+01:00'),
        b('2026-11-17T08:00:00+01:00', '2026-11-17T12:00:00+01:00'),
      ],
      dayUsed: 2.75,
      weekUsed: 6.75,
    },
  ])('$name', ({ bookings, dayUsed, weekUsed }) => {
    expect(usedTime(bookings, NOW)).toEqual({ dayUsed, weekUsed });
  });
});

describe('hoursUsed: clipped to the window', () => {
  it.each([
    { name: '23:45 + 30 min: 15 minutes on the first day', window: dayWindow('2026-11-17T12:00:00+01:00'), bookings: [b('2026-11-17T23:45:00+01:00', '2026-11-18T00:15:00+01:00')], hours: 0.25 },
    { name: '23:45 + 30 min: 15 minutes on the next day', window: dayWindow('2026-11-18T12:00:00+01:00'), bookings: [b('2026-11-17T23:45:00+01:00', '2026-11-18T00:15:00+01:00')], hours: 0.25 },
    { name: 'exactly midnight to midnight is the whole day', window: dayWindow('2026-11-18T12:00:00+01:00'), bookings: [b('2026-11-18T00:00:00+01:00', '2026-11-19T00:00:00+01:00')], hours: 24 },
    { name: 'Sunday night into Monday: 1 hour in the old week', window: isoWeekWindow('2026-11-20T12:00:00+01:00'), bookings: [b('2026-11-22T23:00:00+01:00', '2026-11-23T01:00:00+01:00')], hours: 1 },
    { name: 'Sunday night into Monday: 1 hour in the new week', window: isoWeekWindow('2026-11-24T12:00:00+01:00'), bookings: [b('2026-11-22T23:00:00+01:00', '2026-11-23T01:00:00+01:00')], hours: 1 },
    { name: 'week across a month end', window: isoWeekWindow('2026-07-31T12:00:00+02:00'), bookings: [b('2026-07-31T09:00:00+02:00', '2026-07-31T10:00:00+02:00'), b('2026-08-01T09:00:00+02:00', '2026-08-01T10:30:00+02:00')], hours: 2.5 },
    { name: 'DST Sunday 29 March: 01:00–04:00 is 2 hours', window: dayWindow('2026-03-29T12:00:00+02:00'), bookings: [b('2026-03-29T01:00:00+01:00', '2026-03-29T04:00:00+02:00')], hours: 2 },
    { name: 'DST Sunday 29 March: the whole day is 23 hours', window: dayWindow('2026-03-29T12:00:00+02:00'), bookings: [b('2026-03-29T00:00:00+01:00', '2026-03-30T00:00:00+02:00')], hours: 23 },
    { name: 'DST Sunday 25 October: 01:00–04:00 is 4 hours', window: dayWindow('2026-10-25T12:00:00+01:00'), bookings: [b('2026-10-25T01:00:00+02:00', '2026-10-25T04:00:00+01:00')], hours: 4 },
    { name: 'DST Sunday 25 October: the whole day is 25 hours', window: dayWindow('2026-10-25T12:00:00+01:00'), bookings: [b('2026-10-25T00:00:00+02:00', '2026-10-26T00:00:00+01:00')], hours: 25 },
    { name: 'entirely outside', window: dayWindow('2026-11-18T12:00:00+01:00'), bookings: [b('2026-11-19T09:00:00+01:00', '2026-11-19T10:00:00+01:00')], hours: 0 },
  ])('$name → $hours h', ({ window, bookings, hours }) => {
    expect(hoursUsed(bookings, window)).toBe(hours);
  });

  it('accepts Temporal.Instant bookings', () => {
    const window = dayWindow('2026-11-18T12:00:00+01:00');
    expect(hoursUsed([{ bookingStart: at('2026-11-18T10:00:00+01:00'), bookingEnd: at('2026-11-18T10:45:00+01:00') }], window)).toBe(0.75);
  });
});
