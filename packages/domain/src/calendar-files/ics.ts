import ical, { foldLines, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus, type ICalDayJsStub } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { TIME_ZONE } from '../constants';
import { kept } from '../kept';
import { copenhagenOffsetMs, epochMillisecondsOf, type InstantLike } from '../time/zone';

/**
 * Calendar files (RFC 5545) of bookings (issue 30, docs/decisions/104): what a booking e-mail attaches and what a
 * feed answers. Written by `ical-generator`, with the VTIMEZONE of Europe/Copenhagen from `@touch4it/ical-timezones`.
 */

/** A booking's UID (RFC 5545): the same in its e-mails and in every feed (docs/decisions/104, 105). */
export const bookingUid = (bookingId: number, domain: string): string => `booking-${bookingId}@${domain}`;

/** A series' UID (docs/decisions/106): its master event's and every one of its occurrences'. */
export const seriesUid = (seriesId: number, domain: string): string => `series-${seriesId}@${domain}`;

/** One booking as a calendar event; or a series' master event (`repeat`), or one occurrence of it (`recurrenceId`). */
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
  /** When this version of the event was made (its DTSTAMP); the file's `stamp` when not given. */
  stamp?: InstantLike;
  /**
   * A series' master event: its RRULE value (RFC 5545, from `start` in Europe/Copenhagen) and the starts the rule
   * gives that are not booked (EXDATE).
   */
  repeat?: { rule: string; exclude: readonly InstantLike[] };
  /** One occurrence of a series, under the series' UID: the start the rule gave it (RECURRENCE-ID). */
  recurrenceId?: InstantLike;
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

const HOUR_MS = 3_600_000;
const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/**
 * Whether Copenhagen's wall time at the instant occurs twice (02:00–02:59 on the last Sunday of October): the hour
 * before a fall back, whose wall times come again an hour later, or the hour after one. RFC 5545 §3.3.5 reads such a
 * local time as its first occurrence, so the second one cannot be written with TZID.
 */
export const isRepeatedWallTime = (value: InstantLike): boolean => {
  const ms = epochMillisecondsOf(value);
  const offset = copenhagenOffsetMs(ms);
  return copenhagenOffsetMs(ms + HOUR_MS) < offset || copenhagenOffsetMs(ms - HOUR_MS) > offset;
};

/**
 * An instant as Copenhagen's wall time, in the shape in which ical-generator reads a day.js value
 * (`ICalDayJsStub`: `tz`, then `format('YYYYMMDD')` and `format('HHmmss')`). The offset comes from the domain's
 * hourly table (`copenhagenOffsetMs`): a feed writes thousands of times, and a Temporal conversion per time cost
 * ical-generator ten times the rest of the file.
 */
class CopenhagenWallTime implements ICalDayJsStub {
  private readonly wall: Date;

  constructor(private readonly ms: number) {
    this.wall = new Date(ms + copenhagenOffsetMs(ms));
  }

  tz(zone?: string): ICalDayJsStub {
    if (zone !== undefined && zone !== TIME_ZONE) throw new Error(`Only ${TIME_ZONE} wall times are written, not ${zone}`);
    return this;
  }

  format(format?: string): string {
    const wall = this.wall;
    if (format === 'YYYYMMDD') return `${pad(wall.getUTCFullYear(), 4)}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}`;
    if (format === 'HHmmss') return `${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`;
    throw new Error(`No wall time format ${String(format)}`);
  }

  isValid(): boolean {
    return Number.isFinite(this.ms);
  }

  toDate(): Date {
    return new Date(this.ms);
  }

  toJSON(): string {
    return new Date(this.ms).toISOString();
  }
}

/**
 * The calendar file of the events: ical-generator's calendar, with each event as ical-generator writes it (kept, so
 * that a feed polled again writes only what changed). Each event's times are Copenhagen wall times with TZID=Europe/Copenhagen (so a
 * meeting sits at the hour its booking says on either side of a DST change), except an event that begins or ends
 * in the autumn's repeated hour: its times are written in UTC, which says which of the two hours it is.
 */
export function calendarFile(options: CalendarFileOptions): string {
  const shell = ical({
    prodId: { company: 'roombook', product: 'roombook', language: 'EN' },
    method: METHODS[options.method],
    ...(options.name === undefined ? {} : { name: options.name }),
  }).toString();
  let zoned = false;
  const events = options.events.map((event) => {
    const rendered = eventText(event, options);
    zoned ||= rendered.zoned;
    return rendered.text;
  });
  // The VTIMEZONE of the zone the events' TZIDs name, before the events, as ical-generator places it.
  const zone = zoned ? copenhagenZone() : '';
  return shell.replace(/END:VCALENDAR(\r\n)?$/, `${zone}${events.join('')}END:VCALENDAR`);
}

let copenhagenVtimezone: string | undefined;
/** The VTIMEZONE of Europe/Copenhagen, its lines ending in CRLF. */
const copenhagenZone = (): string => {
  if (copenhagenVtimezone === undefined) {
    const text = getVtimezoneComponent(TIME_ZONE);
    if (!text) throw new Error(`No VTIMEZONE for ${TIME_ZONE}`);
    copenhagenVtimezone = `${text.replace(/\r?\n/g, '\r\n').trim()}\r\n`;
  }
  return copenhagenVtimezone;
};

/**
 * A master's RRULE line, and its EXDATE line when some starts are not booked: ical-generator writes a text of more
 * than one line as it is given (its own `exclude` needs the rule taken apart into its options).
 */
const repeatingLines = ({ rule, exclude }: NonNullable<CalendarEvent['repeat']>): string => {
  const excluded = exclude.map((start) => {
    const wall = new CopenhagenWallTime(epochMillisecondsOf(start));
    return `${wall.format('YYYYMMDD')}T${wall.format('HHmmss')}`;
  });
  return `RRULE:${rule}${excluded.length === 0 ? '' : `\r\nEXDATE;TZID=${TIME_ZONE}:${excluded.join(',')}`}`;
};

/** Events as ical-generator wrote them, by everything that goes into them: a feed writes the same events at every poll. */
const renderedEvents = new Map<string, { text: string; zoned: boolean }>();
const RENDERED_EVENTS_MAX = 20_000;

/** One event's VEVENT, as ical-generator writes it (`ICalEvent.toString`), and whether its times name the zone. */
function eventText(event: CalendarEvent, options: CalendarFileOptions): { text: string; zoned: boolean } {
  const stamp = epochMillisecondsOf(event.stamp ?? options.stamp);
  // Every field that goes into the text, each ended by a character no field holds.
  const key = [
    event.uid,
    event.sequence,
    event.start,
    event.end,
    event.summary,
    event.location,
    event.description ?? '\u0002',
    event.cancelled === true,
    stamp,
    options.organizer?.name,
    options.organizer?.email,
    options.attendee?.name,
    options.attendee?.email,
    event.repeat?.rule,
    event.repeat?.exclude.map(epochMillisecondsOf).join(','),
    event.recurrenceId === undefined ? undefined : epochMillisecondsOf(event.recurrenceId),
  ].join('\u0001');
  return kept(renderedEvents, key, RENDERED_EVENTS_MAX, () => {
    // A master's times name the zone, so that its rule repeats them as wall times (RFC 5545 §3.3.10).
    const inUtc = event.repeat === undefined && (isRepeatedWallTime(event.start) || isRepeatedWallTime(event.end));
    const at = (value: InstantLike) => {
      const ms = epochMillisecondsOf(value);
      return inUtc ? new Date(ms) : new CopenhagenWallTime(ms);
    };
    const created = ical().createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: new Date(stamp),
      start: at(event.start),
      end: at(event.end),
      timezone: inUtc ? null : TIME_ZONE,
      summary: event.summary,
      location: event.location,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(event.description === undefined ? {} : { description: event.description }),
      ...(options.organizer === undefined ? {} : { organizer: options.organizer }),
      ...(event.repeat === undefined ? {} : { repeating: repeatingLines(event.repeat) }),
      ...(event.recurrenceId === undefined ? {} : { recurrenceId: at(event.recurrenceId) }),
    });
    if (options.attendee) created.createAttendee({ ...options.attendee, rsvp: false, status: ICalAttendeeStatus.ACCEPTED });
    return { text: foldLines(created.toString()), zoned: !inUtc };
  });
}
