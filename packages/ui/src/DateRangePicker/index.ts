export { DateRangePicker, type DateRangePickerProps, type IsoDateRange } from './DateRangePicker';
