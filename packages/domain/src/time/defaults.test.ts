import { describe, expect, it } from 'vitest';
import { defaultBookingTimes, endForNewStart, roundToQuarterHour } from './defaults';
import { at, cph } from './test-helpers';
import { inCopenhagen } from './zone';

describe('roundToQuarterHour: nearest quarter hour', () => {
  it.each([
    { name: 'on a slot', now: '2026-11-21T10:00:00+01:00', expected: '2026-11-21T10:00:00+01:00' },
    { name: '7:29 past rounds down', now: '2026-11-21T10:07:29+01:00', expected: '2026-11-21T10:00:00+01:00' },
    { name: '7:30 past (the tie) rounds up', now: '2026-11-21T10:07:30+01:00', expected: '2026-11-21T10:15:00+01:00' },
    { name: '52:30 rounds up into the next hour', now: '2026-11-21T10:52:30+01:00', expected: '2026-11-21T11:00:00+01:00' },
    { name: '23:53 rounds up into the next day', now: '2026-11-21T23:53:00+01:00', expected: '2026-11-22T00:00:00+01:00' },
  ])('$name', ({ now, expected }) => {
    expect(cph(roundToQuarterHour(at(now)))).toBe(expected);
  });
});

describe('defaultBookingTimes: start = rounded now + 30 min, end = rounded now + 90 min', () => {
  it.each([
    { name: 'on a slot', now: '2026-11-21T10:00:00+01:00', start: '2026-11-21T10:30:00+01:00', end: '2026-11-21T11:30:00+01:00' },
    { name: 'rounds down first', now: '2026-11-21T10:07:29+01:00', start: '2026-11-21T10:30:00+01:00', end: '2026-11-21T11:30:00+01:00' },
    { name: 'rounds up first', now: '2026-11-21T10:07:30+01:00', start: '2026-11-21T10:45:00+01:00', end: '2026-11-21T11:45:00+01:00' },
    { name: 'exactly midnight', now: '2026-11-23T00:00:00+01:00', start: '2026-11-23T00:30:00+01:00', end: '2026-11-23T01:30:00+01:00' },
    { name: '23:45 + 30 min crosses into the next day', now: '2026-11-21T23:45:00+01:00', start: '2026-11-22T00:15:00+01:00', end: '2026-11-22T01:15:00+01:00' },
    { name: 'the end alone crosses midnight', now: '2026-11-21T22:50:00+01:00', start: '2026-11-21T23:15:00+01:00', end: '2026-11-22T00:15:00+01:00' },
    { name: 'a month end', now: '2026-11-30T23:40:00+01:00', start: '2026-12-01T00:15:00+01:00', end: '2026-12-01T01:15:00+01:00' },
    { name: 'DST Sunday 29 March: across the lost hour', now: '2026-03-29T01:40:00+01:00', start: '2026-03-29T03:15:00+02:00', end: '2026-03-29T04:15:00+02:00' },
    { name: 'DST Sunday 25 October: into the repeated hour', now: '2026-10-25T02:40:00+02:00', start: '2026-10-25T02:15:00+01:00', end: '2026-10-25T03:15:00+01:00' },
  ])('$name', ({ now, start, end }) => {
    const times = defaultBookingTimes(at(now));
    expect(cph(times.start)).toBe(start);
    expect(cph(times.end)).toBe(end);
  });
});

describe('endForNewStart: one hour after the new start', () => {
  it.each([
    { name: 'morning', start: '2026-11-21T09:00:00+01:00', end: '2026-11-21T10:00:00+01:00' },
    { name: 'crosses midnight', start: '2026-11-21T23:30:00+01:00', end: '2026-11-22T00:30:00+01:00' },
    { name: 'DST Sunday 29 March: one real hour', start: '2026-03-29T01:30:00+01:00', end: '2026-03-29T03:30:00+02:00' },
    { name: 'DST Sunday 25 October: one real hour', start: '2026-10-25T02:30:00+02:00', end: '2026-10-25T02:30:00+01:00' },
  ])('$name', ({ start, end }) => {
    expect(cph(endForNewStart(inCopenhagen(start)))).toBe(end);
  });
});
