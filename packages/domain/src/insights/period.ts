import { Temporal } from 'temporal-polyfill';
import { reportPeriod } from '../reports/period';
import { parseDateText } from '../time/zone';
import { INSIGHTS_DEFAULT_DAYS, INSIGHTS_PERIOD_MAX_YEARS } from './page';

/** Whether the days from `from` to `to` (both included) are more than two years (a leap day's 731 days fit). */
export const isInsightsPeriodTooLong = (from: Temporal.PlainDate, to: Temporal.PlainDate): boolean =>
  Temporal.PlainDate.compare(to, from.add({ years: INSIGHTS_PERIOD_MAX_YEARS }).subtract({ days: 1 })) > 0;

/** The days of an Insights period, both included. */
export interface InsightsDays {
  from: Temporal.PlainDate;
  to: Temporal.PlainDate;
}

/** The days asked for, or the last INSIGHTS_DEFAULT_DAYS days up to `today` when none are. */
export const insightsDays = (query: { from?: string | undefined; to?: string | undefined }, today: Temporal.PlainDate): InsightsDays => {
  const from = query.from === undefined ? null : parseDateText(query.from);
  const to = query.to === undefined ? null : parseDateText(query.to);
  if (from && to) return { from, to };
  return { from: today.subtract({ days: INSIGHTS_DEFAULT_DAYS - 1 }), to: today };
};

/**
 * The instants of the days: `start` the start of the first day, `end` the start of the day after the last, in
 * Europe/Copenhagen (the reports' `reportPeriod`, so that a booking report of the same days reconciles).
 */
export const insightsInstants = (days: InsightsDays): { start: string; end: string } => {
  const { startDate, endDate } = reportPeriod(days.from, days.to);
  return { start: startDate, end: endDate };
};
