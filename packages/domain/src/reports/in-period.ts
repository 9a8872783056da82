import { Temporal } from 'temporal-polyfill';
import { toInstant, type InstantLike } from '../time/zone';

/** A report's period as the API receives it (`startDate`, `endDate` as ISO instants). */
export interface ReportPeriodBounds {
  startDate: InstantLike;
  endDate: InstantLike;
}

/**
 * Whether an instant lies in a report's period [startDate, endDate): the start is inside, the end is not
 * (the filters send the start of the day after the last chosen day, see `reportPeriod`).
 */
export const isInPeriod = (at: InstantLike, period: ReportPeriodBounds): boolean => {
  const instant = toInstant(at);
  return Temporal.Instant.compare(instant, toInstant(period.startDate)) >= 0 && Temporal.Instant.compare(instant, toInstant(period.endDate)) < 0;
};
