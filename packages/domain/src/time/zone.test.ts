import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { cph } from './test-helpers';
import { copenhagenInstant, formatHourMinute, inCopenhagen, parseDateText, parseTimeText } from './zone';

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
