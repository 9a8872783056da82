export {
  BookingDialog,
  BOOKING_DIALOG_TITLES,
  BOOKING_FIELD_LABELS,
  type AvailabilityQuery,
  type BookingDialogProps,
  type BookingDialogRoom,
} from './BookingDialog';
