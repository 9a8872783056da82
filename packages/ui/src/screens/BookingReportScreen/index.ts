export { BookingReportScreen, type BookingReportScreenProps } from './BookingReportScreen';
