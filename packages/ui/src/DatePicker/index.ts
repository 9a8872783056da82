export { DatePicker, type DatePickerProps } from './DatePicker';
export { DateRangePicker, type DateRangePickerProps, type IsoDateRange } from '../DateRangePicker/DateRangePicker';
