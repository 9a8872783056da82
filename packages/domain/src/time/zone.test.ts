import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { cph } from './test-helpers';
import { copenhagenInstant, copenhagenOffsetMs, copenhagenWallClock, epochMillisecondsOf, formatHourMinute, inCopenhagen, parseDateText, parseTimeText } from './zone';

describe('inCopenhagen: never the server zone', () => {
  it.each([
    { name: 'winter, UTC text', iso: '2026-11-21T09:00:00Z', expected: '2026-11-21T10:00:00+01:00' },
    { name: 'summer, UTC text', iso: '2026-07-01T09:00:00Z', expected: '2026-07-01T11:00:00+02:00' },
    { name: 'UTC evening is the next Copenhagen day', iso: '2026-11-21T23:30:00Z', expected: '2026-11-22T00:30:00+01:00' },
  ])('$name', ({ iso, expected }) => {
    expect(cph(inCopenhagen(iso))).toBe(expected);
  });

  it('refuses a text without offset', () => {
    expect(() => inCopenhagen('2026-11-21T10:00:00')).toThrow(RangeError);
  });
});

describe('copenhagenInstant: date + wall time', () => {
  it.each([
    { name: 'ordinary winter day', date: '2026-11-21', time: '10:15', expected: '2026-11-21T10:15:00+01:00' },
    { name: 'exactly midnight', date: '2026-11-21', time: '00:00', expected: '2026-11-21T00:00:00+01:00' },
    { name: 'DST Sunday 29 March, before the gap', date: '2026-03-29', time: '01:45', expected: '2026-03-29T01:45:00+01:00' },
    { name: 'DST Sunday 29 March, in the gap: moves forward one hour', date: '2026-03-29', time: '02:15', expected: '2026-03-29T03:15:00+02:00' },
    { name: 'DST Sunday 29 March, after the gap', date: '2026-03-29', time: '03:00', expected: '2026-03-29T03:00:00+02:00' },
    { name: 'DST Sunday 25 October, the repeated hour: first (summer) occurrence', date: '2026-10-25', time: '02:30', expected: '2026-10-25T02:30:00+02:00' },
    { name: 'DST Sunday 25 October, after the repeated hour', date: '2026-10-25', time: '03:00', expected: '2026-10-25T03:00:00+01:00' },
  ])('$name', ({ date, time, expected }) => {
    expect(cph(copenhagenInstant(Temporal.PlainDate.from(date), Temporal.PlainTime.from(time)))).toBe(expected);
  });
});

describe('parseDateText and parseTimeText', () => {
  it.each([
    { text: '2026-11-21', ok: true },
    { text: '2028-02-29', ok: true },
    { text: '2026-02-29', ok: false },
    { text: '2026-13-01', ok: false },
    { text: '2026-11-21T10:00', ok: false },
    { text: '21/11/2026', ok: false },
    { text: '', ok: false },
  ])('date "$text" → $ok', ({ text, ok }) => {
    expect(parseDateText(text)?.toString() ?? null).toBe(ok ? text : null);
  });

  it.each([
    { text: '00:00', ok: true },
    { text: '09:15', ok: true },
    { text: '23:45', ok: true },
    { text: '24:00', ok: false },
    { text: '9:15', ok: false },
    { text: '09:60', ok: false },
    { text: '09:15:00', ok: false },
    { text: '', ok: false },
  ])('time "$text" → $ok', ({ text, ok }) => {
    const time = parseTimeText(text);
    expect(time === null ? null : formatHourMinute(time)).toBe(ok ? text : null);
  });
});

describe('copenhagenOffsetMs and copenhagenWallClock: the zone rules, read once an hour', () => {
  const HOUR = 3_600_000;
  it.each([
    { name: 'winter', iso: '2026-01-15T12:00:00Z', offset: HOUR, wall: '2026-01-15T13:00:00.000Z' },
    { name: 'the last winter moment before the spring change', iso: '2026-03-29T00:59:59.999Z', offset: HOUR, wall: '2026-03-29T01:59:59.999Z' },
    { name: 'the spring change (02:00 becomes 03:00)', iso: '2026-03-29T01:00:00Z', offset: 2 * HOUR, wall: '2026-03-29T03:00:00.000Z' },
    { name: 'summer, given with an offset', iso: '2026-07-01T09:30:00+02:00', offset: 2 * HOUR, wall: '2026-07-01T09:30:00.000Z' },
    { name: 'the first 02:30 of the autumn Sunday', iso: '2026-10-25T00:30:00Z', offset: 2 * HOUR, wall: '2026-10-25T02:30:00.000Z' },
    { name: 'the second 02:30 of the autumn Sunday', iso: '2026-10-25T01:30:00Z', offset: HOUR, wall: '2026-10-25T02:30:00.000Z' },
  ])('$name', ({ iso, offset, wall }) => {
    // Twice, in both orders of the cache: the answer does not depend on what was asked before.
    expect(copenhagenOffsetMs(Date.parse(iso))).toBe(offset);
    expect(copenhagenWallClock(iso).toISOString()).toBe(wall);
    expect(copenhagenWallClock(Temporal.Instant.from(iso)).toISOString()).toBe(wall);
  });

  it('agrees with Temporal on every quarter hour of a year', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let ms = start; ms < start + 366 * 24 * HOUR; ms += HOUR / 4) {
      const expected = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO('Europe/Copenhagen').offsetNanoseconds / 1e6;
      if (copenhagenOffsetMs(ms) !== expected) throw new Error(`${new Date(ms).toISOString()}: ${copenhagenOffsetMs(ms)} ≠ ${expected}`);
    }
  });

  it('epochMillisecondsOf reads texts with nanoseconds and refuses what is not an instant', () => {
    expect(epochMillisecondsOf('2026-03-29T01:15:00.000000000Z')).toBe(Date.parse('2026-03-29T01:15:00Z'));
    expect(() => epochMillisecondsOf('yesterday')).toThrow(RangeError);
  });
});
