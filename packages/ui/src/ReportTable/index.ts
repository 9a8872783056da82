export {
  ReportTable,
  CanteenReportTable,
  CompanyCanteenReportTable,
  BookingReportTable,
  type ReportTableProps,
  type ReportStateProps,
  type CanteenReportTableProps,
  type CompanyCanteenReportTableProps,
  type BookingReportTableProps,
} from './ReportTable';
export { formatReportDateTime, formatHours } from './format';
export { REPORT_TABLE_TEXTS } from './texts';
