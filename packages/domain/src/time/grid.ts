import type { Temporal } from 'temporal-polyfill';
import { ALLOWED_SLOT_MINUTES } from '../constants';
import { inCopenhagen, type InstantLike } from './zone';

/** The 15-minute booking grid (§5, §9): minutes 00, 15, 30 and 45. */
export const isOnGrid = (minute: number): boolean => (ALLOWED_SLOT_MINUTES as readonly number[]).includes(minute);

/** A wall-clock time on the grid: minute 00/15/30/45 and no seconds or fractions. */
export const isTimeOnGrid = (time: Temporal.PlainTime | Temporal.ZonedDateTime): boolean =>
  isOnGrid(time.minute) &&
  time.second === 0 &&
  time.millisecond === 0 &&
  time.microsecond === 0 &&
  time.nanosecond === 0;

/** An instant on the grid in Europe/Copenhagen wall-clock time. */
export const isInstantOnGrid = (value: InstantLike): boolean => isTimeOnGrid(inCopenhagen(value));
