import { describe, expect, it } from 'vitest';
import { AVAILABILITY_REASONS } from '../../messages';
import { limitExceeded, limitsWindow } from './company-limits';

const b = (bookingStart: string, bookingEnd: string) => ({ bookingStart, bookingEnd });
/** Birk-like: 2 hours a day, 6 hours a week. */
const ROOM = { dailyLimit: 2, weeklyLimit: 6 };
/** The refusals, with the hours the company has left in the day or week it would go over. */
const DAILY = (left: number) => AVAILABILITY_REASONS.dailyLimit(2, left);
const WEEKLY = (left: number) => AVAILABILITY_REASONS.weeklyLimit(6, left);
/** The week's 6 hours, used up Monday to Wednesday 16–18 November 2026. */
const MONDAY_TO_WEDNESDAY = [
  b('2026-11-16T09:00:00+01:00', '2026-11-16T11:00:00+01:00'),
  b('2026-11-17T09:00:00+01:00', '2026-11-17T11:00:00+01:00'),
  b('2026-11-18T09:00:00+01:00', '2026-11-18T11:00:00+01:00'),
];

describe('limitExceeded: the company’s hours with the new interval, per Copenhagen day and ISO week', () => {
  it.each([
    { name: 'nothing booked yet, exactly the daily limit', counted: [], interval: b('2026-11-19T09:00:00+01:00', '2026-11-19T11:00:00+01:00'), reason: null },
    { name: 'nothing booked yet, 15 minutes over the daily limit', counted: [], interval: b('2026-11-19T09:00:00+01:00', '2026-11-19T11:15:00+01:00'), reason: DAILY(2) },
    { name: 'up to the daily limit with the day’s bookings', counted: [b('2026-11-19T08:00:00+01:00', '2026-11-19T09:15:00+01:00')], interval: b('2026-11-19T13:00:00+01:00', '2026-11-19T13:45:00+01:00'), reason: null },
    { name: 'over the daily limit with the day’s bookings', counted: [b('2026-11-19T08:00:00+01:00', '2026-11-19T09:15:00+01:00')], interval: b('2026-11-19T13:00:00+01:00', '2026-11-19T14:00:00+01:00'), reason: DAILY(0.75) },
    { name: 'another day’s hours do not count in the day', counted: [b('2026-11-18T08:00:00+01:00', '2026-11-18T10:00:00+01:00')], interval: b('2026-11-19T09:00:00+01:00', '2026-11-19T11:00:00+01:00'), reason: null },
    {
      name: 'the week’s hours: 6 hours Monday to Wednesday, then 15 minutes on Thursday',
      counted: MONDAY_TO_WEDNESDAY,
      interval: b('2026-11-19T09:00:00+01:00', '2026-11-19T09:15:00+01:00'),
      reason: WEEKLY(0),
    },
    {
      name: 'over both: the daily limit is named first',
      counted: MONDAY_TO_WEDNESDAY,
      interval: b('2026-11-19T09:00:00+01:00', '2026-11-19T12:00:00+01:00'),
      reason: DAILY(2),
    },
    {
      name: 'a new week starts on Monday at exactly midnight',
      counted: MONDAY_TO_WEDNESDAY,
      interval: b('2026-11-23T00:00:00+01:00', '2026-11-23T02:00:00+01:00'),
      reason: null,
    },
    {
      name: 'a week across a month boundary (Monday 27 July to Sunday 2 August)',
      counted: [b('2026-07-27T09:00:00+02:00', '2026-07-27T11:00:00+02:00'), b('2026-07-31T09:00:00+02:00', '2026-07-31T11:00:00+02:00'), b('2026-08-01T09:00:00+02:00', '2026-08-01T10:45:00+02:00')],
      interval: b('2026-08-02T09:00:00+02:00', '2026-08-02T09:30:00+02:00'),
      reason: WEEKLY(0.25),
    },
    {
      name: 'across midnight: the part before midnight fills the first day',
      counted: [b('2026-11-19T09:00:00+01:00', '2026-11-19T10:30:00+01:00')],
      interval: b('2026-11-19T23:00:00+01:00', '2026-11-20T01:00:00+01:00'),
      reason: DAILY(0.5),
    },
    {
      name: 'across midnight: the part after midnight fills the second day',
      counted: [b('2026-11-20T09:00:00+01:00', '2026-11-20T10:30:00+01:00')],
      interval: b('2026-11-19T23:00:00+01:00', '2026-11-20T01:00:00+01:00'),
      reason: DAILY(0.5),
    },
    {
      name: 'ending at exactly midnight: the next day’s hours do not count',
      counted: [b('2026-11-20T09:00:00+01:00', '2026-11-20T11:00:00+01:00')],
      interval: b('2026-11-19T23:00:00+01:00', '2026-11-20T00:00:00+01:00'),
      reason: null,
    },
    {
      name: 'Sunday night into Monday: the old week’s part is over its limit',
      counted: [b('2026-11-16T09:00:00+01:00', '2026-11-16T11:00:00+01:00'), b('2026-11-17T09:00:00+01:00', '2026-11-17T11:00:00+01:00'), b('2026-11-18T09:00:00+01:00', '2026-11-18T10:30:00+01:00')],
      interval: b('2026-11-22T23:00:00+01:00', '2026-11-23T01:00:00+01:00'),
      reason: WEEKLY(0.5),
    },
    { name: 'DST Sunday 29 March: 01:00 to 04:00 on the wall is 2 real hours', counted: [], interval: b('2026-03-29T01:00:00+01:00', '2026-03-29T04:00:00+02:00'), reason: null },
    { name: 'DST Sunday 25 October: 01:00 to 03:00 on the wall is 3 real hours', counted: [], interval: b('2026-10-25T01:00:00+02:00', '2026-10-25T03:00:00+01:00'), reason: DAILY(2) },
  ])('$name', ({ counted, interval, reason }) => {
    expect(limitExceeded(ROOM, counted, interval)).toBe(reason);
  });

  it.each([
    { name: 'a daily limit of 0: any booking is over it', room: { dailyLimit: 0, weeklyLimit: 0 }, reason: AVAILABILITY_REASONS.dailyLimit(0, 0) },
    { name: 'a weekly limit equal to the daily limit', room: { dailyLimit: 1, weeklyLimit: 1 }, reason: null },
  ])('$name', ({ room, reason }) => {
    expect(limitExceeded(room, [], b('2026-11-19T09:00:00+01:00', '2026-11-19T10:00:00+01:00'))).toBe(reason);
  });
});

describe('the limit refusals name the limit and the hours left, in Danish numbers', () => {
  it.each([
    { reason: AVAILABILITY_REASONS.dailyLimit(2, 0.75), text: 'Your company would exceed the daily limit of 2 hours in this room (0,75 hours left that day)' },
    { reason: AVAILABILITY_REASONS.weeklyLimit(10, 2.5), text: 'Your company would exceed the weekly limit of 10 hours in this room (2,5 hours left that week)' },
    { reason: AVAILABILITY_REASONS.weeklyLimit(6, 0), text: 'Your company would exceed the weekly limit of 6 hours in this room (0 hours left that week)' },
  ])('$text', ({ reason, text }) => {
    expect(reason).toBe(text);
  });
});

describe('limitsWindow: the ISO weeks (Copenhagen) an interval touches, whose bookings the limits read', () => {
  it.each([
    { name: 'a Thursday hour: its week', interval: b('2026-11-19T09:00:00+01:00', '2026-11-19T10:00:00+01:00'), start: '2026-11-15T23:00:00Z', end: '2026-11-22T23:00:00Z' },
    { name: 'Sunday night into Monday: two weeks', interval: b('2026-11-22T23:00:00+01:00', '2026-11-23T01:00:00+01:00'), start: '2026-11-15T23:00:00Z', end: '2026-11-29T23:00:00Z' },
    { name: 'ending exactly at Monday 00:00: one week', interval: b('2026-11-22T23:00:00+01:00', '2026-11-23T00:00:00+01:00'), start: '2026-11-15T23:00:00Z', end: '2026-11-22T23:00:00Z' },
    { name: 'starting exactly at Monday 00:00: that week', interval: b('2026-11-23T00:00:00+01:00', '2026-11-23T01:00:00+01:00'), start: '2026-11-22T23:00:00Z', end: '2026-11-29T23:00:00Z' },
    { name: 'a week across a month boundary (27 July to 2 August)', interval: b('2026-08-02T09:00:00+02:00', '2026-08-02T09:30:00+02:00'), start: '2026-07-26T22:00:00Z', end: '2026-08-02T22:00:00Z' },
    { name: 'the week of the spring DST Sunday: 167 hours', interval: b('2026-03-29T01:00:00+01:00', '2026-03-29T04:00:00+02:00'), start: '2026-03-22T23:00:00Z', end: '2026-03-29T22:00:00Z' },
    { name: 'the week of the autumn DST Sunday: 169 hours', interval: b('2026-10-25T01:00:00+02:00', '2026-10-25T03:00:00+01:00'), start: '2026-10-18T22:00:00Z', end: '2026-10-25T23:00:00Z' },
  ])('$name', ({ interval, start, end }) => {
    const window = limitsWindow(interval);
    expect([window.start.toString(), window.end.toString()]).toEqual([start, end]);
  });
});
