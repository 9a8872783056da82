import { describe, expect, it } from 'vitest';
import { bookingTimeIssues } from './validation';
import { at } from './test-helpers';

const PAST = 'You can not create past bookings';
const BEFORE = 'End time can not be before start time';
const EQUAL = 'End time should be different than start time';
const SLOTS = 'Please choose 00, 15, 30 or 45 minute slots';
const NOW = '2026-11-21T10:00:00+01:00';

describe('bookingTimeIssues: the §5 booking time messages', () => {
  it.each([
    { name: 'valid', now: NOW, start: '2026-11-21T10:15:00+01:00', end: '2026-11-21T11:00:00+01:00', issues: [] },
    { name: 'start exactly now', now: NOW, start: '2026-11-21T10:00:00+01:00', end: '2026-11-21T10:30:00+01:00', issues: [] },
    { name: 'start earlier today', now: NOW, start: '2026-11-21T09:45:00+01:00', end: '2026-11-21T11:00:00+01:00', issues: [{ field: 'start', message: PAST }] },
    { name: 'start yesterday', now: NOW, start: '2026-11-20T10:15:00+01:00', end: '2026-11-20T11:00:00+01:00', issues: [{ field: 'start', message: PAST }] },
    { name: 'end before start', now: NOW, start: '2026-11-21T11:00:00+01:00', end: '2026-11-21T10:45:00+01:00', issues: [{ field: 'end', message: BEFORE }] },
    { name: 'end equal to start', now: NOW, start: '2026-11-21T11:00:00+01:00', end: '2026-11-21T11:00:00+01:00', issues: [{ field: 'end', message: EQUAL }] },
    { name: 'start off the grid', now: NOW, start: '2026-11-21T10:20:00+01:00', end: '2026-11-21T11:00:00+01:00', issues: [{ field: 'start', message: SLOTS }] },
    { name: 'end off the grid', now: NOW, start: '2026-11-21T10:15:00+01:00', end: '2026-11-21T11:10:00+01:00', issues: [{ field: 'end', message: SLOTS }] },
    { name: 'seconds off the grid', now: NOW, start: '2026-11-21T10:15:30+01:00', end: '2026-11-21T11:00:00+01:00', issues: [{ field: 'start', message: SLOTS }] },
    {
      name: 'past and end before start together',
      now: NOW,
      start: '2026-11-21T09:00:00+01:00',
      end: '2026-11-21T08:00:00+01:00',
      issues: [
        { field: 'start', message: PAST },
        { field: 'end', message: BEFORE },
      ],
    },
    { name: 'ends on the next day (23:45 + 30 min)', now: NOW, start: '2026-11-21T23:45:00+01:00', end: '2026-11-22T00:15:00+01:00', issues: [] },
    { name: 'DST Sunday 29 March: 01:45 to 03:00 is 15 minutes', now: '2026-03-01T00:00:00+01:00', start: '2026-03-29T01:45:00+01:00', end: '2026-03-29T03:00:00+02:00', issues: [] },
    { name: 'DST Sunday 25 October: 02:30 summer time to 02:15 winter time is after', now: '2026-10-01T00:00:00+02:00', start: '2026-10-25T02:30:00+02:00', end: '2026-10-25T02:15:00+01:00', issues: [] },
    { name: 'UTC texts are read in Copenhagen time', now: NOW, start: '2026-11-21T09:15:00Z', end: '2026-11-21T09:45:00Z', issues: [] },
  ])('$name', ({ now, start, end, issues }) => {
    expect(bookingTimeIssues({ start, end }, at(now))).toEqual(issues);
  });

  it('allowPast (Admin/SuperAdmin changing a started booking) skips only the past check', () => {
    expect(bookingTimeIssues({ start: '2026-11-20T10:15:00+01:00', end: '2026-11-20T10:00:00+01:00' }, at(NOW), { allowPast: true })).toEqual([
      { field: 'end', message: BEFORE },
    ]);
  });
});
