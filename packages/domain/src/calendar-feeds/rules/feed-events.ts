import type { Actor } from '../../permissions/capabilities';
import { isCompanyRole, type Role } from '../../roles';
import { seesBookingCost } from '../../bookings/rules/visible-cost';
import { Temporal } from 'temporal-polyfill';
import { bookingUid, seriesUid, type CalendarEvent } from '../../calendar-files/ics';
import { SERIES_MAX_OCCURRENCES } from '../../bookings/series/page';
import { isoText, ruleStarts } from '../../bookings/series/series-rule';
import { TIME_ZONE } from '../../constants';
import { CALENDAR_FEED_MESSAGES } from '../page';

/** How far back and ahead a feed reaches (docs/decisions/105): the last month, and a year ahead. */
export const FEED_DAYS_BACK = 31;
export const FEED_DAYS_AHEAD = 366;

/**
 * Whose company's bookings a user's own feed also holds (issue 30 §2): a CompanyOwner's or CompanyManager's company
 * (`isCompanyRole`); null for everyone else, whose feed holds their own bookings only.
 */
export const feedCompanyOf = (user: { role: Role; companyId: number | null }): number | null => (isCompanyRole(user.role) ? user.companyId : null);

/** A booking as a feed reads it. */
export interface FeedBooking {
  id: number;
  name: string;
  bookingStart: string;
  bookingEnd: string;
  revision: number;
  userId: number | null;
  companyId: number | null;
  bookerName: string;
  companyName: string | null;
  roomName: string;
  locationName: string;
  /** When the booking last changed: its event's DTSTAMP. */
  updatedAt: string;
  /** The series it is an occurrence of (issue 30 §3): its rule, and the start the rule gave this one; null for a single booking. */
  series: FeedSeries | null;
}

/** A series as a feed writes it: its rule from DTSTART (Copenhagen wall time), each booking's length, and this occurrence's start. */
export interface FeedSeries {
  id: number;
  rule: string;
  /** 'YYYY-MM-DDTHH:mm:ss' in Europe/Copenhagen. */
  startsLocal: string;
  minutes: number;
  /** The start the rule gave the occurrence (its RECURRENCE-ID). */
  occurrenceStart: string;
}

/**
 * A booking as a feed shows it to `viewer` (issue 30 §2): its name and booker where the viewer sees its cost (the
 * booking's company and the administrators, `seesBookingCost`); otherwise only that the room is busy, as another
 * company's booking holds nothing else for them.
 */
export function feedEvent(viewer: Actor, booking: FeedBooking, uidDomain: string): CalendarEvent {
  // A deleted booker is nobody's own.
  const named = seesBookingCost(viewer, { userId: booking.userId ?? Number.NaN, companyId: booking.companyId });
  const booker = booking.companyName ? `${booking.bookerName}, ${booking.companyName}` : booking.bookerName;
  const event: CalendarEvent = {
    uid: bookingUid(booking.id, uidDomain),
    sequence: booking.revision,
    start: booking.bookingStart,
    end: booking.bookingEnd,
    summary: named ? booking.name : CALENDAR_FEED_MESSAGES.busy,
    location: `${booking.roomName}, ${booking.locationName}`,
    stamp: booking.updatedAt,
  };
  if (named) event.description = CALENDAR_FEED_MESSAGES.bookedBy(booker);
  return event;
}

/**
 * The events of a feed (issue 30 §2, §3): a single booking as `feedEvent` writes it; the occurrences of a series as the
 * series' one event (UID `series-{id}`, its RRULE from its first start, an EXDATE for each start the rule gives that
 * the feed does not hold: not booked, deleted, released, or outside the feed's window), and each occurrence that
 * differs from the rule (moved, renamed, in another room, or told apart from the master by who may see its name)
 * as that date's own event (RECURRENCE-ID). A calendar program then shows the same dates as the calendar.
 */
export function feedEvents(viewer: Actor, bookings: readonly FeedBooking[], uidDomain: string): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  const series = new Map<number, FeedBooking[]>();
  for (const booking of bookings) {
    if (booking.series === null) events.push(feedEvent(viewer, booking, uidDomain));
    else series.set(booking.series.id, [...(series.get(booking.series.id) ?? []), booking]);
  }
  for (const occurrences of series.values()) events.push(...seriesEvents(viewer, occurrences, uidDomain));
  return events;
}

function seriesEvents(viewer: Actor, occurrences: readonly FeedBooking[], uidDomain: string): CalendarEvent[] {
  const { id, rule, startsLocal, minutes } = occurrences[0]!.series!;
  const first = Temporal.PlainDateTime.from(startsLocal).toZonedDateTime(TIME_ZONE);
  const starts = ruleStarts(rule, first, SERIES_MAX_OCCURRENCES).map((start) => start.toInstant());
  const held = new Map(occurrences.map((booking) => [Date.parse(booking.series!.occurrenceStart), booking]));
  const uid = seriesUid(id, uidDomain);
  // The master looks like the first occurrence the feed holds; every occurrence unlike it is its own event.
  const model = feedEvent(viewer, occurrences[0]!, uidDomain);
  const masterStart = starts[0] ?? first.toInstant();
  const master: CalendarEvent = {
    ...model,
    uid,
    sequence: 0,
    start: isoText(masterStart),
    end: isoText(masterStart.add({ minutes })),
    stamp: occurrences.reduce((latest, booking) => (booking.updatedAt > latest ? booking.updatedAt : latest), occurrences[0]!.updatedAt),
    repeat: { rule, exclude: starts.filter((start) => !held.has(start.epochMilliseconds)).map(isoText) },
  };
  const own = occurrences.flatMap((booking): CalendarEvent[] => {
    const event = feedEvent(viewer, booking, uidDomain);
    const occurrenceStart = Date.parse(booking.series!.occurrenceStart);
    const asRule =
      Date.parse(booking.bookingStart) === occurrenceStart &&
      Date.parse(booking.bookingEnd) === occurrenceStart + minutes * 60_000 &&
      event.summary === model.summary &&
      event.location === model.location &&
      event.description === model.description;
    return asRule ? [] : [{ ...event, uid, recurrenceId: booking.series!.occurrenceStart }];
  });
  return [master, ...own];
}
