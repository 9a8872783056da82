import { describe, expect, it } from 'vitest';
import { overlaps } from './overlap';

const b = (bookingStart: string, bookingEnd: string) => ({ bookingStart, bookingEnd });

describe('overlaps: half-open intervals [start, end)', () => {
  it.each([
    { name: 'back-to-back: one ends at 10:00, the next starts at 10:00', a: b('2026-11-19T09:00:00+01:00', '2026-11-19T10:00:00+01:00'), b: b('2026-11-19T10:00:00+01:00', '2026-11-19T11:00:00+01:00'), expected: false },
    { name: 'back-to-back the other way round', a: b('2026-11-19T10:00:00+01:00', '2026-11-19T11:00:00+01:00'), b: b('2026-11-19T09:00:00+01:00', '2026-11-19T10:00:00+01:00'), expected: false },
    { name: 'back-to-back written in UTC and in Copenhagen time', a: b('2026-11-19T09:00:00+01:00', '2026-11-19T10:00:00+01:00'), b: b('2026-11-19T09:00:00Z', '2026-11-19T10:00:00Z'), expected: false },
    { name: 'a quarter hour in common', a: b('2026-11-19T09:00:00+01:00', '2026-11-19T10:00:00+01:00'), b: b('2026-11-19T09:45:00+01:00', '2026-11-19T10:15:00+01:00'), expected: true },
    { name: 'one inside the other', a: b('2026-11-19T09:00:00+01:00', '2026-11-19T12:00:00+01:00'), b: b('2026-11-19T10:00:00+01:00', '2026-11-19T10:15:00+01:00'), expected: true },
    { name: 'the same interval', a: b('2026-11-19T09:00:00+01:00', '2026-11-19T10:00:00+01:00'), b: b('2026-11-19T09:00:00+01:00', '2026-11-19T10:00:00+01:00'), expected: true },
    { name: 'apart', a: b('2026-11-19T09:00:00+01:00', '2026-11-19T10:00:00+01:00'), b: b('2026-11-19T11:00:00+01:00', '2026-11-19T12:00:00+01:00'), expected: false },
    { name: 'across midnight into a booking at exactly midnight', a: b('2026-11-19T23:45:00+01:00', '2026-11-20T00:15:00+01:00'), b: b('2026-11-20T00:00:00+01:00', '2026-11-20T01:00:00+01:00'), expected: true },
    { name: 'DST Sunday 29 March: back-to-back across the lost hour', a: b('2026-03-29T01:45:00+01:00', '2026-03-29T03:00:00+02:00'), b: b('2026-03-29T03:00:00+02:00', '2026-03-29T04:00:00+02:00'), expected: false },
    { name: 'DST Sunday 25 October: 02:30 summer to 02:15 winter time meets 02:00 winter time', a: b('2026-10-25T02:30:00+02:00', '2026-10-25T02:15:00+01:00'), b: b('2026-10-25T02:00:00+01:00', '2026-10-25T02:45:00+01:00'), expected: true },
    { name: 'DST Sunday 25 October: the first 02:00–03:00 and the second do not meet', a: b('2026-10-25T02:00:00+02:00', '2026-10-25T02:00:00+01:00'), b: b('2026-10-25T02:00:00+01:00', '2026-10-25T03:00:00+01:00'), expected: false },
  ])('$name → $expected', ({ a, b: other, expected }) => {
    expect(overlaps(a, other)).toBe(expected);
  });
});
