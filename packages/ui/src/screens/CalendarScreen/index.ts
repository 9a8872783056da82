export { CalendarScreen, CALENDAR_TEXTS, type CalendarScreenProps, type CalendarSelection } from './CalendarScreen';
export { BookingEditor, type BookingEditorProps } from './BookingEditor';
