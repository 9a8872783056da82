export {
  BookingCalendar,
  bookingLabel,
  LOADING_BOOKINGS_LABEL,
  TOOLBAR_LABELS,
  VIEW_LABELS,
  type BookingCalendarProps,
} from './BookingCalendar';
export { copenhagenLocalizer, visibleRange, toCalendarEvent, type CalendarEvent } from './localizer';
