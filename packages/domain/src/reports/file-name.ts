import { Temporal } from 'temporal-polyfill';
import { BOOKING_REPORT_FILE_PREFIX, TIME_ZONE } from '../constants';

/** The extension of every report export (§2: "Excel download"). */
export const REPORT_FILE_EXTENSION = '.xlsx';

/** A report query's period: ISO instants, [startDate, endDate) (see `reportPeriod`). */
export interface ReportPeriodQuery {
  startDate: string;
  endDate: string;
}

/**
 * The calendar days a report period covers, in Europe/Copenhagen: the day of `startDate`, and the day
 * of the last instant before `endDate` (the period's end is exclusive). The inverse of `reportPeriod`.
 */
export const reportDays = (period: ReportPeriodQuery, timeZone: string = TIME_ZONE) => ({
  firstDay: Temporal.Instant.from(period.startDate).toZonedDateTimeISO(timeZone).toPlainDate(),
  lastDay: Temporal.Instant.from(period.endDate).subtract({ nanoseconds: 1 }).toZonedDateTimeISO(timeZone).toPlainDate(),
});

/** Characters that Windows, macOS or Linux refuse in a file name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** A label made safe for a file name: unsafe characters become '-', blanks collapse, no edge dots or blanks. */
const safeLabel = (label: string) =>
  label
    .replace(UNSAFE, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s-]+|[.\s-]+$/g, '');

/**
 * An Excel export's file name (§9: "named by canteen (or a booking-report prefix) and the date range"):
 * `<label>_<first day>_<last day>.xlsx` with the days as YYYY-MM-DD in Europe/Copenhagen, so that files
 * sort by date and no '/' of the on-screen DD/MM/yyyy reaches the file system. The label is the canteen
 * (its location's name) for the canteen reports; a label with nothing usable left falls back to
 * `fallback`.
 */
export function reportFileName(label: string, period: ReportPeriodQuery, fallback = 'report'): string {
  const { firstDay, lastDay } = reportDays(period);
  const name = safeLabel(label) || fallback;
  return `${name}_${firstDay.toString()}_${lastDay.toString()}${REPORT_FILE_EXTENSION}`;
}

/** The canteen report's and the company canteen report's export: named by the canteen. */
export const canteenReportFileName = (canteenName: string, period: ReportPeriodQuery): string =>
  reportFileName(canteenName, period, 'canteen-report');

/** The booking report's export: the booking-report prefix and the range. */
export const bookingReportFileName = (period: ReportPeriodQuery): string =>
  reportFileName(BOOKING_REPORT_FILE_PREFIX, period);

/**
 * The Content-Disposition of a download named `fileName` (RFC 6266): `filename*` carries the name in UTF-8
 * (Æ, Ø and Å of a location's name), `filename` an ASCII stand-in for clients that read only that.
 */
export const attachmentDisposition = (fileName: string): string => {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
