import { hoursText } from '../messages';
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

/** A duration in hours with up to two Danish decimals, as every text writes hours: 1, 1,5, 1,75 (ADR 023). */
export const formatHours = (hours: number): string => hoursText(hours);
