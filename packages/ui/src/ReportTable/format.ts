/** The report's date-time and hours formats live in the domain (reports/format); re-exported for the table. */
export { formatReportDateTime, formatHours } from '@roombook/domain/reports/format';
