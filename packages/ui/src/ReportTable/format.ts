import { APP_LOCALE } from '../Locale/Locale';

/** The report's date-time and hours formats live in the domain (reports/format); re-exported for the table. */
export { formatReportDateTime, formatHours } from '@roombook/domain/reports/format';

const MONTH = new Intl.DateTimeFormat(APP_LOCALE, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A 'YYYY-MM' month as the tables and charts write it, English words in the product's one locale: 'Oct 2026'. */
export const formatMonth = (month: string): string => MONTH.format(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)));
