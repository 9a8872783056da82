import type { Temporal } from 'temporal-polyfill';
import { ALLOWED_SLOT_MINUTES, SLOT_MINUTES } from '../constants';
import { copenhagenOffsetMs, toInstant, type InstantLike } from './zone';

/** The 15-minute booking grid (§5, §9): minutes 00, 15, 30 and 45. */
export const isOnGrid = (minute: number): boolean => (ALLOWED_SLOT_MINUTES as readonly number[]).includes(minute);

/** A wall-clock time on the grid: minute 00/15/30/45 and no seconds or fractions. */
export const isTimeOnGrid = (time: Temporal.PlainTime | Temporal.ZonedDateTime): boolean =>
  isOnGrid(time.minute) &&
  time.second === 0 &&
  time.millisecond === 0 &&
  time.microsecond === 0 &&
  time.nanosecond === 0;

const SLOT_MS = SLOT_MINUTES * 60_000;
const NANOSECONDS_PER_MILLISECOND = 1_000_000n;

/**
 * An instant on the grid in Europe/Copenhagen wall-clock time: its wall time (UTC plus the zone's offset,
 * `copenhagenOffsetMs`) a whole number of quarter hours, with no fraction of a millisecond. The same answer as
 * `isTimeOnGrid` of the zoned time, without building one: every booking request checks its start and end on
 * the grid twice, and a zoned time cost more than the rest of the check (docs/decisions/060).
 */
export const isInstantOnGrid = (value: InstantLike): boolean => {
  const instant = toInstant(value);
  if (instant.epochNanoseconds % NANOSECONDS_PER_MILLISECOND !== 0n) return false;
  const ms = instant.epochMilliseconds;
  return (ms + copenhagenOffsetMs(ms)) % SLOT_MS === 0;
};

/** The grid's quarter hour that `ms` (epoch ms) is in: its start, as epoch ms (Copenhagen's offsets are whole hours). */
export const gridFloor = (ms: number): number => ms - (((ms + copenhagenOffsetMs(ms)) % SLOT_MS) + SLOT_MS) % SLOT_MS;

/** The first instant on the grid at or after `ms` (epoch ms). */
export const gridCeil = (ms: number): number => {
  const floor = gridFloor(ms);
  return floor === ms ? ms : floor + SLOT_MS;
};
