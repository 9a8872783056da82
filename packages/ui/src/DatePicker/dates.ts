import { CalendarDate, Time } from '@internationalized/date';
import { parseDateText, parseTimeText } from '@roombook/domain/time/zone';

/**
 * The date pickers show DD/MM/yyyy (REPORT_FILTER_DATE_FORMAT): react-aria orders and separates the
 * segments by locale, and British English is day/month/year with '/' and a Monday week start.
 */
export const DATE_PICKER_LOCALE = 'en-GB';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' (the domain's parseDateText: a real calendar date) → a react-aria date; else null. */
export function isoToDate(iso: string | null): CalendarDate | null {
  const date = iso === null ? null : parseDateText(iso);
  return date === null ? null : new CalendarDate(date.year, date.month, date.day);
}

/** A react-aria date → 'YYYY-MM-DD'. */
export const dateToIso = (date: { year: number; month: number; day: number } | null): string | null =>
  date === null ? null : `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as the segments show it. */
export const isoToDayText = (iso: string): string => iso.split('-').reverse().join('/');

/** 'HH:mm' (the domain's parseTimeText) → a react-aria time; else null. */
export function hhmmToTime(hhmm: string | null): Time | null {
  const time = hhmm === null ? null : parseTimeText(hhmm);
  return time === null ? null : new Time(time.hour, time.minute);
}

/** A react-aria time → 'HH:mm'. */
export const timeToHhmm = (time: { hour: number; minute: number } | null): string | null =>
  time === null ? null : `${pad(time.hour)}:${pad(time.minute)}`;
