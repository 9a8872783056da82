export { BookingDetails, BOOKING_DETAILS_LABELS, type BookingDetailsProps } from './BookingDetails';
