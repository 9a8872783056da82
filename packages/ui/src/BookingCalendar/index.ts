export {
  BookingCalendar,
  bookingLabel,
  LOADING_BOOKINGS_LABEL,
  TOOLBAR_LABELS,
  VIEW_LABELS,
  type BookingCalendarProps,
  type BookingMove,
  type CalendarResource,
} from './BookingCalendar';
export { visibleRange } from './dates';
export { toCalendarEvent, type CalendarEvent } from './event';
