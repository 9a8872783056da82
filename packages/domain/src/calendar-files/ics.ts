import ical, { ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { TIME_ZONE } from '../constants';
import { inCopenhagen, toInstant, type InstantLike } from '../time/zone';

/**
 * Calendar files (RFC 5545) of bookings (issue 30, docs/decisions/104): what a booking e-mail attaches and what a
 * feed answers. Written by `ical-generator`, with the VTIMEZONE of Europe/Copenhagen from `@touch4it/ical-timezones`.
 */

/** A booking's UID (RFC 5545): the same in its e-mails and in every feed (docs/decisions/104, 105). */
export const bookingUid = (bookingId: number, domain: string): string => `booking-${bookingId}@${domain}`;

/** One booking as a calendar event. */
export interface CalendarEvent {
  /** The same for every version of the booking: Outlook, Google and Apple find the event they hold by it. */
  uid: string;
  /** Grows with every change of the booking: a client keeps the version with the highest. */
  sequence: number;
  start: InstantLike;
  end: InstantLike;
  summary: string;
  /** The room and the location. */
  location: string;
  description?: string;
  cancelled?: boolean;
}

export interface Person {
  name: string;
  email: string;
}

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export interface CalendarFileOptions {
  /** REQUEST adds or moves the events, CANCEL removes them (an e-mail); PUBLISH is a feed's. */
  method: CalendarMethod;
  events: readonly CalendarEvent[];
  /** When the file was made (DTSTAMP). */
  stamp: InstantLike;
  /** Who sends the invitation (REQUEST and CANCEL need one): the product's address. */
  organizer?: Person;
  /** To whom: the booker, already accepted, asked for no answer. */
  attendee?: Person;
  /** The calendar's name in a client that subscribes to it (a feed). */
  name?: string;
}

const METHODS: Record<CalendarMethod, ICalCalendarMethod> = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
};

/**
 * Whether Copenhagen's wall time at the instant occurs twice (02:00–02:59 on the last Sunday of October). RFC 5545
 * §3.3.5 reads such a local time as its first occurrence, so the second one cannot be written with TZID.
 */
export const isRepeatedWallTime = (value: InstantLike): boolean => {
  const wall = inCopenhagen(value).toPlainDateTime();
  const earlier = wall.toZonedDateTime(TIME_ZONE, { disambiguation: 'earlier' });
  const later = wall.toZonedDateTime(TIME_ZONE, { disambiguation: 'later' });
  return earlier.epochNanoseconds !== later.epochNanoseconds;
};

/**
 * The calendar file of the events. Each event's times are Copenhagen wall times with TZID=Europe/Copenhagen (so a
 * meeting sits at the hour its booking says on either side of a DST change), except an event that begins or ends
 * in the autumn's repeated hour: its times are written in UTC, which says which of the two hours it is.
 */
export function calendarFile(options: CalendarFileOptions): string {
  const calendar = ical({
    prodId: { company: 'roombook', product: 'roombook', language: 'EN' },
    method: METHODS[options.method],
    timezone: { name: null, generator: getVtimezoneComponent },
    ...(options.name === undefined ? {} : { name: options.name }),
  });
  for (const event of options.events) {
    const inUtc = isRepeatedWallTime(event.start) || isRepeatedWallTime(event.end);
    const at = (value: InstantLike) => (inUtc ? toInstant(value) : inCopenhagen(value));
    const created = calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: toInstant(options.stamp),
      start: at(event.start),
      end: at(event.end),
      timezone: inUtc ? null : TIME_ZONE,
      summary: event.summary,
      location: event.location,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(event.description === undefined ? {} : { description: event.description }),
      ...(options.organizer === undefined ? {} : { organizer: options.organizer }),
    });
    if (options.attendee) created.createAttendee({ ...options.attendee, rsvp: false, status: ICalAttendeeStatus.ACCEPTED });
  }
  return calendar.toString();
}
