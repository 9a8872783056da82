import { inCopenhagen, formatHourMinute, type InstantLike } from '../time/zone';

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as the booking report shows it (BOOKING_REPORT_DATE_FORMAT, 'DD.MM.YYYY HH:mm', §9), in
 * Europe/Copenhagen. The canteen reports show their order dates the same way.
 */
export function formatReportDateTime(value: InstantLike): string {
  const time = inCopenhagen(value);
  return `${pad2(time.day)}.${pad2(time.month)}.${time.year} ${formatHourMinute(time)}`;
}

const hoursFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** A duration in hours as a number with up to two decimals: 1, 1.5, 1.75. */
export const formatHours = (hours: number): string => hoursFormat.format(hours);
