export { CalendarScreen, CALENDAR_TEXTS, type CalendarScreenProps, type CalendarSelection } from './CalendarScreen';
// BookingEditor is not exported here: the screen loads it on demand (a static export would put it in the page's chunk).
