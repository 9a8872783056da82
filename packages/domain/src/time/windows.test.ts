import { describe, expect, it } from 'vitest';
import { cph, hoursBetween } from './test-helpers';
import { dayWindow, isoWeekWindow } from './windows';

describe('dayWindow: Copenhagen midnight to midnight', () => {
  it.each([
    { name: 'ordinary day', at: '2026-11-21T10:00:00+01:00', start: '2026-11-21T00:00:00+01:00', end: '2026-11-22T00:00:00+01:00', hours: 24 },
    { name: 'exactly midnight belongs to the day it starts', at: '2026-11-21T00:00:00+01:00', start: '2026-11-21T00:00:00+01:00', end: '2026-11-22T00:00:00+01:00', hours: 24 },
    { name: 'one nanosecond before midnight', at: '2026-11-20T23:59:59.999999999+01:00', start: '2026-11-20T00:00:00+01:00', end: '2026-11-21T00:00:00+01:00', hours: 24 },
    { name: 'UTC evening is the next Copenhagen day', at: '2026-11-21T23:30:00Z', start: '2026-11-22T00:00:00+01:00', end: '2026-11-23T00:00:00+01:00', hours: 24 },
    { name: 'DST Sunday 29 March: 23 hours', at: '2026-03-29T12:00:00+02:00', start: '2026-03-29T00:00:00+01:00', end: '2026-03-30T00:00:00+02:00', hours: 23 },
    { name: 'DST Sunday 25 October: 25 hours', at: '2026-10-25T12:00:00+01:00', start: '2026-10-25T00:00:00+02:00', end: '2026-10-26T00:00:00+01:00', hours: 25 },
    { name: 'month end', at: '2026-11-30T23:59:00+01:00', start: '2026-11-30T00:00:00+01:00', end: '2026-12-01T00:00:00+01:00', hours: 24 },
  ])('$name', ({ at, start, end, hours }) => {
    const window = dayWindow(at);
    expect(cph(window.start)).toBe(start);
    expect(cph(window.end)).toBe(end);
    expect(hoursBetween(window.start, window.end)).toBe(hours);
  });
});

describe('isoWeekWindow: Monday 00:00 to the next Monday 00:00, Copenhagen', () => {
  it.each([
    { name: 'a Saturday', at: '2026-11-21T10:00:00+01:00', start: '2026-11-16T00:00:00+01:00', end: '2026-11-23T00:00:00+01:00', hours: 168 },
    { name: 'exactly Monday midnight starts the new week', at: '2026-11-23T00:00:00+01:00', start: '2026-11-23T00:00:00+01:00', end: '2026-11-30T00:00:00+01:00', hours: 168 },
    { name: 'Sunday one nanosecond before midnight', at: '2026-11-22T23:59:59.999999999+01:00', start: '2026-11-16T00:00:00+01:00', end: '2026-11-23T00:00:00+01:00', hours: 168 },
    { name: 'Sunday evening in UTC is Monday in Copenhagen', at: '2026-11-22T23:30:00Z', start: '2026-11-23T00:00:00+01:00', end: '2026-11-30T00:00:00+01:00', hours: 168 },
    { name: 'a week across a month end (Friday 31 July)', at: '2026-07-31T12:00:00+02:00', start: '2026-07-27T00:00:00+02:00', end: '2026-08-03T00:00:00+02:00', hours: 168 },
    { name: 'a week across a month end, seen from the new month', at: '2026-08-02T20:00:00+02:00', start: '2026-07-27T00:00:00+02:00', end: '2026-08-03T00:00:00+02:00', hours: 168 },
    { name: 'a week across the year end (1 January 2027)', at: '2027-01-01T09:00:00+01:00', start: '2026-12-28T00:00:00+01:00', end: '2027-01-04T00:00:00+01:00', hours: 168 },
    { name: 'the week of DST Sunday 29 March: 167 hours', at: '2026-03-29T12:00:00+02:00', start: '2026-03-23T00:00:00+01:00', end: '2026-03-30T00:00:00+02:00', hours: 167 },
    { name: 'the week of DST Sunday 25 October: 169 hours', at: '2026-10-25T12:00:00+01:00', start: '2026-10-19T00:00:00+02:00', end: '2026-10-26T00:00:00+01:00', hours: 169 },
  ])('$name', ({ at, start, end, hours }) => {
    const window = isoWeekWindow(at);
    expect(cph(window.start)).toBe(start);
    expect(cph(window.end)).toBe(end);
    expect(hoursBetween(window.start, window.end)).toBe(hours);
  });
});
