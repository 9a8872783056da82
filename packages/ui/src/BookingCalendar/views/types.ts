import type { KeyboardEvent, ReactNode } from 'react';
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

/** A drawn booking with its start and end as epoch milliseconds (what the layouts compute with). */
export interface ViewEvent {
  event: CalendarEvent;
  start: number;
  end: number;
}

/** What every view is given besides its days and bookings. */
export interface ViewCallbacks {
  /** The clock: today's column and the current-time line. */
  now: () => Date;
  /** The class of a drawn booking (own bookings filled, others outlined). */
  eventClassName: (event: CalendarEvent) => string;
  /** A booking's tooltip. */
  tooltip: (event: CalendarEvent) => string;
  /** A booking's text in the month and time views: what its height or cell holds. */
  renderEvent: (event: CalendarEvent) => ReactNode;
  /**
   * A drawn booking's accessible name (month and time views): the whole of what a sighted user reads from
   * it and its place (title, room, day and time, who booked), as an attribute rather than as visually hidden
   * text, which would cost each booking several more elements to lay out (docs/decisions/057). The name
   * contains the drawn text in its order: where the booking draws its time before its text (`timeShown`,
   * the time views' columns), the name starts with that time.
   */
  eventName: (event: CalendarEvent, timeShown: boolean) => string;
  /** A booking's text in the agenda. */
  renderAgendaEvent: (event: CalendarEvent) => ReactNode;
  /** A booking was clicked, or Enter or Space pressed on it. */
  onSelectEvent: (event: CalendarEvent) => void;
  /** Empty time was selected: [start, end) in epoch milliseconds. */
  onSelectSlot: (start: number, end: number) => void;
  /** Whether a selection starting at `start` may be made (the slot-click rule). */
  isSlotAllowed: (start: number) => boolean;
  /** A day's heading was clicked: show that day. */
  onDrillDown: (day: number) => void;
}

/** Enter or Space on a drawn booking opens it, as a click does. */
export const onEventKey = (select: () => void) => (keyEvent: KeyboardEvent) => {
  if (keyEvent.key !== 'Enter' && keyEvent.key !== ' ') return;
  keyEvent.preventDefault();
  select();
};
