import { describe, expect, it } from 'vitest';
import { isSlotClickAllowed } from './slot-click';
import { at } from './test-helpers';

describe('isSlotClickAllowed: past slots are ignored except today’s midnight', () => {
  it.each([
    { name: 'exactly today’s midnight (month view, today’s cell)', now: '2026-11-21T10:00:00+01:00', slot: '2026-11-21T00:00:00+01:00', opens: true },
    { name: 'today’s midnight written in UTC', now: '2026-11-21T10:00:00+01:00', slot: '2026-11-20T23:00:00Z', opens: true },
    { name: 'yesterday’s midnight (month view, yesterday’s cell)', now: '2026-11-21T10:00:00+01:00', slot: '2026-11-20T00:00:00+01:00', opens: false },
    { name: 'yesterday 23:45', now: '2026-11-21T10:00:00+01:00', slot: '2026-11-20T23:45:00+01:00', opens: false },
    { name: 'earlier today', now: '2026-11-21T10:00:00+01:00', slot: '2026-11-21T08:00:00+01:00', opens: false },
    { name: 'the slot that just started', now: '2026-11-21T10:05:00+01:00', slot: '2026-11-21T10:00:00+01:00', opens: false },
    { name: 'starts exactly now', now: '2026-11-21T10:00:00+01:00', slot: '2026-11-21T10:00:00+01:00', opens: true },
    { name: 'later today', now: '2026-11-21T10:00:00+01:00', slot: '2026-11-21T10:15:00+01:00', opens: true },
    { name: 'tomorrow’s midnight', now: '2026-11-21T10:00:00+01:00', slot: '2026-11-22T00:00:00+01:00', opens: true },
    { name: 'exactly midnight now, today’s midnight slot', now: '2026-11-21T00:00:00+01:00', slot: '2026-11-21T00:00:00+01:00', opens: true },
    { name: 'UTC midnight is not Copenhagen midnight', now: '2026-11-21T10:00:00+01:00', slot: '2026-11-21T00:00:00Z', opens: false },
    { name: 'DST Sunday 29 March: midnight is +01:00', now: '2026-03-29T10:00:00+02:00', slot: '2026-03-29T00:00:00+01:00', opens: true },
    { name: 'DST Sunday 29 March: 00:00+02:00 is the evening before', now: '2026-03-29T10:00:00+02:00', slot: '2026-03-29T00:00:00+02:00', opens: false },
    { name: 'DST Sunday 25 October: midnight is +02:00', now: '2026-10-25T10:00:00+01:00', slot: '2026-10-25T00:00:00+02:00', opens: true },
    { name: 'DST Sunday 25 October: 00:00+01:00 is 01:00 local, past', now: '2026-10-25T10:00:00+01:00', slot: '2026-10-25T00:00:00+01:00', opens: false },
  ])('$name → $opens', ({ now, slot, opens }) => {
    expect(isSlotClickAllowed(slot, at(now))).toBe(opens);
  });
});
