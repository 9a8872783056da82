import { Temporal } from 'temporal-polyfill';
import { REPORT_PERIOD_MAX_YEARS, TIME_ZONE } from '../constants';

/** Report filter dates are typed DD/MM/yyyy (REPORT_FILTER_DATE_FORMAT, §9); one- or two-digit day and month. */
const REPORT_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** The date pickers show DD/MM/yyyy but post ISO dates (YYYY-MM-DD) from their hidden inputs. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a report date typed DD/MM/yyyy or posted as ISO YYYY-MM-DD by a date picker; `null` when the text
 * is not a real calendar date (31/02/2025, 1/13/2025, 2025-02-30).
 */
export const parseReportDate = (text: string): Temporal.PlainDate | null => {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  const typed = REPORT_DATE.exec(trimmed);
  const parts = iso ? [iso[3], iso[2], iso[1]] : typed ? [typed[1], typed[2], typed[3]] : null;
  if (!parts) return null;
  const [day, month, year] = parts;
  try {
    return Temporal.PlainDate.from({ year: Number(year), month: Number(month), day: Number(day) }, { overflow: 'reject' });
  } catch {
    return null;
  }
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Writes a date as DD/MM/yyyy, the way the report filters show it. */
export const formatReportDate = (date: Temporal.PlainDate): string =>
  `${pad2(date.day)}/${pad2(date.month)}/${String(date.year).padStart(4, '0')}`;

/** The default report range (§2, §9): the first to the last day of the month of `today`. */
export const currentMonthRange = (today: Temporal.PlainDate) => {
  const startDate = today.with({ day: 1 });
  return { startDate, endDate: startDate.add({ months: 1 }).subtract({ days: 1 }) };
};

/**
 * The report API's period for the days chosen in a filter: `startDate` is the start of the first day and
 * `endDate` the start of the day after the last one, both in Europe/Copenhagen, as ISO instants. The API
 * reports on [startDate, endDate), so the last chosen day is included whole, DST days too.
 */
export const reportPeriod = (startDay: Temporal.PlainDate, endDay: Temporal.PlainDate, timeZone: string = TIME_ZONE) => ({
  startDate: startDay.toZonedDateTime({ timeZone }).toInstant().toString(),
  endDate: endDay.add({ days: 1 }).toZonedDateTime({ timeZone }).toInstant().toString(),
});

/**
 * Whether a report period [startDate, endDate) (ISO instants) is longer than REPORT_PERIOD_MAX_YEARS: its end
 * comes after the same Copenhagen wall time that many years after its start. A calendar year chosen in the
 * filters (1 January to 31 December) fits exactly, a leap year's 366 days too.
 */
export const isPeriodTooLong = (period: { startDate: string; endDate: string }, timeZone: string = TIME_ZONE): boolean => {
  const latestEnd = Temporal.Instant.from(period.startDate).toZonedDateTimeISO(timeZone).add({ years: REPORT_PERIOD_MAX_YEARS }).toInstant();
  return Temporal.Instant.compare(Temporal.Instant.from(period.endDate), latestEnd) > 0;
};
