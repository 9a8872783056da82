export {
  CanteenReportFilters,
  CompanyCanteenReportFilters,
  BookingReportFilters,
  type CanteenReportFiltersProps,
  type CompanyCanteenReportFiltersProps,
  type BookingReportFiltersProps,
  type ReportFiltersBaseProps,
  type CanteenOption,
  type NamedOption,
} from './ReportFilters';
export { REPORT_FILTER_TEXTS } from './texts';
