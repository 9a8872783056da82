import type { Temporal } from 'temporal-polyfill';
import { SLOT_MINUTES } from '../constants';
import { inCopenhagen } from './zone';

/** The current time rounded to the nearest quarter hour (Copenhagen wall clock; 7.5 minutes rounds up). */
export const roundToQuarterHour = (now: Temporal.Instant): Temporal.ZonedDateTime =>
  inCopenhagen(now).round({ smallestUnit: 'minute', roundingIncrement: SLOT_MINUTES, roundingMode: 'halfExpand' });

export const DEFAULT_START_AFTER_MINUTES = 30;
export const DEFAULT_END_AFTER_MINUTES = 90;

/**
 * Default times of a new booking (§4): "Default start is 30 minutes after the current time rounded to
 * the nearest quarter hour; default end is 90 minutes after that rounded time."
 *
 * Our reading: "the current time rounded to the nearest quarter hour" is ONE time, `rounded`; "that
 * rounded time" refers back to it. So start = rounded + 30 min and end = rounded + 90 min: a one-hour
 * booking, which is also what changing the start gives (end = start + 1 hour, §4). (Rounding now + 30
 * gives the same start, because 30 minutes is a whole number of slots.)
 *
 * Both are exact durations, so a default that crosses midnight or a DST change is still 30/90 real
 * minutes after the rounded time.
 */
export function defaultBookingTimes(now: Temporal.Instant): { start: Temporal.ZonedDateTime; end: Temporal.ZonedDateTime } {
  const rounded = roundToQuarterHour(now);
  return {
    start: rounded.add({ minutes: DEFAULT_START_AFTER_MINUTES }),
    end: rounded.add({ minutes: DEFAULT_END_AFTER_MINUTES }),
  };
}

/** Changing the start sets the end one hour later (§4): one real hour, also across a DST change. */
export const endForNewStart = (start: Temporal.ZonedDateTime): Temporal.ZonedDateTime => start.add({ hours: 1 });
