import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '../constants';
import { gridCeil, gridFloor, isInstantOnGrid, isOnGrid, isTimeOnGrid } from './grid';

describe('isOnGrid: minutes 00, 15, 30, 45', () => {
  it.each([
    { minute: 0, expected: true },
    { minute: 15, expected: true },
    { minute: 30, expected: true },
    { minute: 45, expected: true },
    { minute: 1, expected: false },
    { minute: 14, expected: false },
    { minute: 59, expected: false },
    { minute: 60, expected: false },
    { minute: -15, expected: false },
    { minute: 7.5, expected: false },
  ])('$minute → $expected', ({ minute, expected }) => {
    expect(isOnGrid(minute)).toBe(expected);
  });
});

describe('isInstantOnGrid (Copenhagen wall clock)', () => {
  it.each([
    { name: 'quarter past', iso: '2026-11-21T10:15:00+01:00', expected: true },
    { name: 'exactly midnight', iso: '2026-11-21T00:00:00+01:00', expected: true },
    { name: 'UTC text on the grid', iso: '2026-11-21T09:45:00Z', expected: true },
    { name: 'ten past', iso: '2026-11-21T10:10:00+01:00', expected: false },
    { name: 'thirty seconds past a slot', iso: '2026-11-21T10:15:30+01:00', expected: false },
    { name: 'one millisecond past a slot', iso: '2026-11-21T10:15:00.001+01:00', expected: false },
    { name: 'offset that is not a whole quarter hour', iso: '2026-11-21T10:15:00+00:10', expected: false },
    { name: 'DST Sunday 29 March, first slot after the gap', iso: '2026-03-29T03:00:00+02:00', expected: true },
    { name: 'DST Sunday 25 October, repeated hour', iso: '2026-10-25T02:45:00+01:00', expected: true },
  ])('$name → $expected', ({ iso, expected }) => {
    expect(isInstantOnGrid(iso)).toBe(expected);
  });
});

describe('isInstantOnGrid: the same answer as the Copenhagen wall-clock time read by Temporal', () => {
  const byZonedTime = (at: Temporal.Instant) => isTimeOnGrid(at.toZonedDateTimeISO(TIME_ZONE));
  /** Instants on or near quarter hours (a few nanoseconds, milliseconds or minutes off), from 1850 to 2200. */
  const nearQuarterHours = fc
    .record({
      quarter: fc.integer({ min: Math.floor(Date.UTC(1850, 0, 1) / 900_000), max: Math.floor(Date.UTC(2200, 0, 1) / 900_000) }),
      off: fc.constantFrom(0n, 0n, 0n, 1n, -1n, 1_000n, 1_000_000n, -1_000_000n, 60_000_000_000n, 600_000_000_000n, 1_200_000_000_000n),
    })
    .map(({ quarter, off }) => Temporal.Instant.fromEpochNanoseconds(BigInt(quarter) * 900_000_000_000n + off));

  it('for any instant near a quarter hour, as an instant and as text in UTC and in Copenhagen', () => {
    fc.assert(
      fc.property(nearQuarterHours, (at) => {
        const expected = byZonedTime(at);
        expect(isInstantOnGrid(at)).toBe(expected);
        expect(isInstantOnGrid(at.toString())).toBe(expected);
        expect(isInstantOnGrid(at.toString({ timeZone: TIME_ZONE }))).toBe(expected);
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('gridFloor and gridCeil', () => {
  const ms = (iso: string) => Date.parse(iso);
  it('give the start of the quarter hour an instant is in, and the next instant on the grid', () => {
    expect(new Date(gridFloor(ms('2026-06-10T08:07:30.500Z'))).toISOString()).toBe('2026-06-10T08:00:00.000Z');
    expect(new Date(gridCeil(ms('2026-06-10T08:07:30.500Z'))).toISOString()).toBe('2026-06-10T08:15:00.000Z');
    expect(new Date(gridFloor(ms('2026-06-10T08:59:59.999Z'))).toISOString()).toBe('2026-06-10T08:45:00.000Z');
  });
  it('leave an instant on the grid where it is', () => {
    expect(gridFloor(ms('2026-06-10T08:15:00Z'))).toBe(ms('2026-06-10T08:15:00Z'));
    expect(gridCeil(ms('2026-06-10T08:15:00Z'))).toBe(ms('2026-06-10T08:15:00Z'));
  });
  it('agree with isInstantOnGrid in winter and summer time', () => {
    for (const iso of ['2026-01-15T22:52:00Z', '2026-07-15T22:52:00Z', '2026-10-25T00:59:00Z', '2026-03-29T01:01:00Z']) {
      expect(isInstantOnGrid(new Date(gridFloor(ms(iso))).toISOString())).toBe(true);
      expect(isInstantOnGrid(new Date(gridCeil(ms(iso))).toISOString())).toBe(true);
      expect(gridCeil(ms(iso)) - gridFloor(ms(iso))).toBe(15 * 60_000);
    }
  });
});
