import { Temporal } from 'temporal-polyfill';
import type { Booking } from '@roombook/domain/bookings/schemas';

/** A booking as the calendar draws it: its title and its start and end as Dates. */
export interface CalendarEvent {
  booking: Booking;
  title: string;
  start: Date;
  end: Date;
}

/** A booking as the calendar draws it (its instants as Dates). */
export const toCalendarEvent = (booking: Booking): CalendarEvent => ({
  booking,
  title: booking.name,
  start: new Date(Temporal.Instant.from(booking.bookingStart).epochMilliseconds),
  end: new Date(Temporal.Instant.from(booking.bookingEnd).epochMilliseconds),
});
