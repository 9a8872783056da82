export {
  BookingCalendar,
  bookingLabel,
  LOADING_BOOKINGS_LABEL,
  TOOLBAR_LABELS,
  VIEW_LABELS,
  type BookingCalendarProps,
} from './BookingCalendar';
export { visibleRange } from './views/calendarDates';
export { toCalendarEvent, type CalendarEvent } from './views/types';
