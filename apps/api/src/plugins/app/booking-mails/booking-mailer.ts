import type { Knex } from 'knex';
import { describeRule, ruleStarts } from '@roombook/domain/bookings/series/series-rule';
import { SERIES_MAX_OCCURRENCES } from '@roombook/domain/bookings/series/page';
import { bookingUid, calendarFile, seriesUid, type CalendarEvent, type Person } from '@roombook/domain/calendar-files/ics';
import { TIME_ZONE } from '@roombook/domain/constants';
import { formatReportDateTime } from '@roombook/domain/reports/format';
import { DEFAULT_MAIL_FROM } from '@roombook/domain/settings';
import { Temporal } from 'temporal-polyfill';
import { copenhagenDate, formatHourMinute, inCopenhagen } from '@roombook/domain/time/zone';
import type { Deps } from '../../../deps';
import { checkInBookingOf } from '../check-ins/check-in-sweeps';
import { domainOf } from '../emails/email-sender';
import { bookingMail, releasedMail, seriesChangedMail, seriesMail, type BookingMailKind } from '../emails/mails';
import { outgoingEmails, type MailCalendar, type OutgoingEmail, type OutgoingEmailsRepository } from '../emails/outgoing-emails-repository';
import {
  bookingNoticesRepository,
  type BookingNotice,
  type BookingNoticesRepository,
  type NoticedBooking,
  type NoticedSeries,
  type NoticedUser,
  type RoomNames,
  type WasBooking,
} from './booking-notices-repository';

/** Notices taken in one transaction. */
const BATCH = 100;
/** Batches in one run at most (the next run takes the rest). */
const BATCHES_PER_RUN = 20;

/** When a booking is, as its e-mail says it: 'on 10.06.2026 from 10:00 to 11:30', or both dates over midnight. */
export const bookingWhen = (start: string | Date, end: string | Date): string => {
  const [from, to] = [new Date(start).toISOString(), new Date(end).toISOString()];
  const [startDay, endDay] = [copenhagenDate(from), copenhagenDate(to)];
  const startText = formatReportDateTime(from);
  if (startDay.equals(endDay)) return `on ${startText.slice(0, 10)} from ${startText.slice(11)} to ${formatHourMinute(inCopenhagen(to))}`;
  return `from ${startText} to ${formatReportDateTime(to)}`;
};

/** The name and address of a From header (`roombook <noreply@example.com>` or `noreply@example.com`). */
const personOf = (from: string): Person => {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || 'roombook', email: match[2]! } : { name: 'roombook', email: from.trim() };
};

/** A booking's event as its calendar file holds it. */
interface EventFacts {
  bookingId: number;
  roomId: number | null;
  name: string;
  roomName: string;
  locationName: string;
  start: string;
  end: string;
  sequence: number;
  /** The series it is an occurrence of, and the start the rule gave it (its RECURRENCE-ID); null for a single booking. */
  seriesId: number | null;
  occurrenceStart: string | null;
}

/** What one booking's notices of a batch come to: a mail, or nothing. */
type Outcome =
  | { kind: BookingMailKind; booking: EventFacts; userId: number | null; was?: WasBooking }
  | { kind: 'released'; booking: EventFacts; userId: number | null }
  | undefined;

/**
 * Booking e-mails with calendar files (issue 30 §1, docs/decisions/104). The triggers of migration 0022 notice every
 * booking that is made, changed, released or deleted, whoever wrote it; each run of the mailer takes the notices not
 * yet mailed and queues, in the same transaction, one e-mail per booking to its booker:
 * - made, changed or deleted: when the booker's Email notifications are on, and the booking has not ended; made and
 *   deleted before it was mailed: nothing;
 * - released by the check-in job: always (the check-in rule's own notice, docs/decisions/102).
 * Each e-mail carries the booking's calendar file: REQUEST (adds or moves) or CANCEL (removes), its UID the booking's,
 * its SEQUENCE the booking's revision.
 */
export class BookingMailer {
  private readonly organizer: Person;
  private readonly uidDomain: string;
  private readonly webUrl: string;

  constructor(
    private readonly db: Knex,
    private readonly notices: BookingNoticesRepository,
    private readonly outbox: OutgoingEmailsRepository,
    private readonly now: () => Date,
    options: { from: string; webUrl: string },
  ) {
    this.organizer = personOf(options.from);
    this.uidDomain = domainOf(options.from);
    this.webUrl = options.webUrl;
  }

  /** One run: answers how many mails it queued. */
  async runOnce(): Promise<number> {
    let queued = 0;
    for (let batch = 0; batch < BATCHES_PER_RUN; batch += 1) {
      const { taken, mailed } = await this.db.transaction(async (trx) => {
        const notices = await this.notices.claim(trx, BATCH, this.now());
        const mails = await this.mailsOf(trx, notices);
        for (const mail of mails) await this.outbox.enqueue(mail, trx);
        return { taken: notices.length, mailed: mails.length };
      });
      queued += mailed;
      if (taken < BATCH) break;
    }
    return queued;
  }

  /** The mails of a batch of notices: one per booking at most, in the order of its first notice. */
  private async mailsOf(trx: Knex.Transaction, notices: readonly BookingNotice[]): Promise<OutgoingEmail[]> {
    if (notices.length === 0) return [];
    const byBooking = new Map<number, BookingNotice[]>();
    for (const notice of notices) byBooking.set(notice.bookingId, [...(byBooking.get(notice.bookingId) ?? []), notice]);
    const current = new Map((await this.notices.bookings(trx, [...byBooking.keys()])).map((booking) => [booking.id, booking]));
    // The rooms a deleted booking was in, and a moved one came from.
    const wasRoomIds = notices.flatMap((notice) => (notice.was?.roomId && !notice.was.roomName ? [notice.was.roomId] : []));
    const rooms = new Map((await this.notices.rooms(trx, wasRoomIds)).map((room) => [room.id, room]));
    const outcomes = [...byBooking.values()].map((group) => this.outcome(group, current.get(group[0]!.bookingId), rooms));
    const userIds = outcomes.flatMap((outcome) => (outcome?.userId ? [outcome.userId] : []));
    const users = new Map((await this.notices.users(trx, userIds)).map((user) => [user.id, user]));
    // The bookings of a series made in this batch are told as one: the series (docs/decisions/106).
    const madeInSeries = (outcome: Outcome) => outcome?.kind === 'created' && outcome.booking.seriesId !== null;
    const seriesIds = [...new Set(outcomes.flatMap((outcome) => (madeInSeries(outcome) ? [outcome!.booking.seriesId!] : [])))];
    const series = new Map((await this.notices.series(trx, seriesIds)).map((found) => [found.id, found]));
    // Several dates of one series changed (or cancelled) for one booker in this batch are told as one too.
    const seriesChange = (outcome: Outcome) =>
      outcome && (outcome.kind === 'changed' || outcome.kind === 'cancelled') && outcome.booking.seriesId !== null ? `${outcome.kind}:${outcome.booking.seriesId}:${outcome.userId}` : null;
    const changes = new Map<string, EventFacts[]>();
    for (const outcome of outcomes) {
      const key = seriesChange(outcome);
      if (key) changes.set(key, [...(changes.get(key) ?? []), outcome!.booking]);
    }
    const told = new Set<string>();
    return outcomes.flatMap((outcome) => {
      const user = outcome?.userId ? users.get(outcome.userId) : undefined;
      if (!outcome || !user || (outcome.kind !== 'released' && !user.notifyEmail)) return [];
      const change = seriesChange(outcome);
      if (change && changes.get(change)!.length > 1) {
        if (told.has(change)) return [];
        told.add(change);
        return [this.seriesChangeMail(outcome.kind as 'changed' | 'cancelled', changes.get(change)!, user)];
      }
      if (!madeInSeries(outcome)) return [this.mail(outcome, user)];
      const key = `${outcome.booking.seriesId}:${user.id}`;
      const found = series.get(outcome.booking.seriesId!);
      if (told.has(key) || !found || found.booked.length === 0) return [];
      told.add(key);
      return [this.seriesMail(found, user)];
    });
  }

  /**
   * The e-mail of a series just booked: its rule as one event, from the first start the rule gives, less the starts
   * not booked (EXDATE), and each booking that differs from the rule's (moved, renamed, in another room) as that
   * occurrence's own event (RECURRENCE-ID).
   */
  private seriesMail(series: NoticedSeries, user: NoticedUser): OutgoingEmail {
    const first = Temporal.PlainDateTime.from(series.startsLocal).toZonedDateTime(TIME_ZONE);
    const starts = ruleStarts(series.rule, first, SERIES_MAX_OCCURRENCES).map((start) => start.toInstant());
    const booked = new Map(series.booked.flatMap((booking) => (booking.occurrenceStart ? [[booking.occurrenceStart.getTime(), booking] as const] : [])));
    const model = series.booked[0]!;
    const notBooked = starts.filter((start) => !booked.has(start.epochMilliseconds));
    const masterStart = starts[0] ?? first.toInstant();
    const location = (booking: NoticedBooking) => `${booking.roomName}, ${booking.locationName}`;
    const description = `Booked on roombook: ${this.webUrl}/`;
    const master: CalendarEvent = {
      uid: seriesUid(series.id, this.uidDomain),
      sequence: 0,
      start: masterStart.toString(),
      end: masterStart.add({ minutes: series.minutes }).toString(),
      summary: model.name,
      location: location(model),
      description,
      repeat: { rule: series.rule, exclude: notBooked.map((start) => start.toString()) },
    };
    const own = series.booked.filter(
      (booking) =>
        booking.occurrenceStart !== null &&
        (booking.bookingStart.getTime() !== booking.occurrenceStart.getTime() ||
          booking.bookingEnd.getTime() - booking.bookingStart.getTime() !== series.minutes * 60_000 ||
          booking.name !== model.name ||
          booking.roomId !== model.roomId),
    );
    const events = [
      master,
      ...own.map((booking) => ({ ...master, repeat: undefined, recurrenceId: booking.occurrenceStart!.toISOString(), sequence: booking.revision, start: booking.bookingStart.toISOString(), end: booking.bookingEnd.toISOString(), summary: booking.name, location: location(booking) })),
    ];
    const content = calendarFile({ method: 'REQUEST', events, stamp: this.now().toISOString(), organizer: this.organizer, attendee: { name: `${user.firstName} ${user.lastName}`, email: user.email } });
    const last = series.booked.at(-1)!;
    const dayOf = (at: Date) => formatReportDateTime(at.toISOString()).slice(0, 10);
    return seriesMail(
      user,
      {
        name: model.name,
        roomName: model.roomName,
        locationName: model.locationName,
        description: describeRule(series.rule),
        count: series.booked.length,
        firstDay: dayOf(model.bookingStart),
        lastDay: dayOf(last.bookingStart),
        times: `${formatHourMinute(inCopenhagen(model.bookingStart.toISOString()))} to ${formatHourMinute(inCopenhagen(model.bookingEnd.toISOString()))}`,
        notBooked: notBooked.map((start) => formatReportDateTime(start.toString()).slice(0, 10)),
      },
      { method: 'REQUEST', content },
    );
  }

  /** What one booking's notices come to. */
  private outcome(group: readonly BookingNotice[], booking: NoticedBooking | undefined, rooms: ReadonlyMap<number, RoomNames>): Outcome {
    const first = group[0]!;
    const last = group.at(-1)!;
    const now = this.now().getTime();
    if (last.kind === 'cancelled') {
      const was = last.was!;
      // Made and deleted before anyone was told; or over already.
      if (first.kind === 'created' || Date.parse(was.bookingEnd) <= now) return undefined;
      const room = was.roomId === null ? undefined : rooms.get(was.roomId);
      return {
        kind: 'cancelled',
        userId: last.userId,
        booking: {
          bookingId: last.bookingId,
          roomId: was.roomId,
          name: was.name,
          roomName: was.roomName ?? room?.roomName ?? '',
          locationName: was.locationName ?? room?.locationName ?? '',
          start: new Date(was.bookingStart).toISOString(),
          end: new Date(was.bookingEnd).toISOString(),
          sequence: was.revision ?? 0,
          seriesId: was.seriesId ?? null,
          occurrenceStart: was.occurrenceStart ? new Date(was.occurrenceStart).toISOString() : null,
        },
      };
    }
    if (!booking) return undefined;
    const facts = factsOf(booking);
    if (group.some((notice) => notice.kind === 'released')) return booking.releasedAt ? { kind: 'released', userId: booking.userId, booking: facts } : undefined;
    if (booking.releasedAt || booking.bookingEnd.getTime() <= now) return undefined;
    if (first.kind === 'created') return { kind: 'created', userId: booking.userId, booking: facts };
    const was = first.was && { ...first.was, roomName: first.was.roomId === null ? null : (rooms.get(first.was.roomId)?.roomName ?? null) };
    return { kind: 'changed', userId: booking.userId, booking: facts, ...(was ? { was } : {}) };
  }

  private mail(outcome: NonNullable<Outcome>, user: NoticedUser): OutgoingEmail {
    const { booking } = outcome;
    const cancels = outcome.kind === 'released' || outcome.kind === 'cancelled';
    const calendar = this.calendarOf(booking, user, cancels ? 'CANCEL' : 'REQUEST');
    if (outcome.kind === 'released') {
      return releasedMail(user, checkInBookingOf({ name: booking.name, bookingStart: new Date(booking.start), roomName: booking.roomName, locationName: booking.locationName }), calendar);
    }
    const mailed = { name: booking.name, roomName: booking.roomName, locationName: booking.locationName, when: bookingWhen(booking.start, booking.end) };
    const was = outcome.kind === 'changed' && outcome.was ? this.wasOf(outcome.was, booking) : undefined;
    return bookingMail(user, outcome.kind, mailed, calendar, was);
  }

  /** What a changed booking was, as its mail says it; nothing when neither its time nor its room changed. */
  private wasOf(was: WasBooking, now: EventFacts): { roomName: string; when: string } | undefined {
    const moved = Date.parse(was.bookingStart) !== Date.parse(now.start) || Date.parse(was.bookingEnd) !== Date.parse(now.end);
    if (!moved && was.roomId === now.roomId) return undefined;
    return { roomName: was.roomName ?? now.roomName, when: bookingWhen(was.bookingStart, was.bookingEnd) };
  }

  private calendarOf(booking: EventFacts, user: NoticedUser, method: MailCalendar['method']): MailCalendar {
    return this.fileOf([booking], user, method);
  }

  /** A calendar file of the bookings' events: each a booking, or one date of its series (the series' UID, RECURRENCE-ID). */
  private fileOf(bookings: readonly EventFacts[], user: NoticedUser, method: MailCalendar['method']): MailCalendar {
    const events = bookings.map((booking): CalendarEvent => {
      const occurrence = booking.seriesId !== null && booking.occurrenceStart !== null;
      return {
        // An occurrence of a series is that one date of the series' event in the booker's calendar.
        uid: occurrence ? seriesUid(booking.seriesId!, this.uidDomain) : bookingUid(booking.bookingId, this.uidDomain),
        ...(occurrence ? { recurrenceId: booking.occurrenceStart! } : {}),
        sequence: booking.sequence,
        start: booking.start,
        end: booking.end,
        summary: booking.name,
        location: `${booking.roomName}, ${booking.locationName}`,
        description: `Booked on roombook: ${this.webUrl}/`,
        cancelled: method === 'CANCEL',
      };
    });
    const content = calendarFile({
      method,
      events,
      stamp: this.now().toISOString(),
      organizer: this.organizer,
      attendee: { name: `${user.firstName} ${user.lastName}`, email: user.email },
    });
    return { method, content };
  }

  /**
   * Several occurrences of one series changed, or cancelled, in one batch (a change or delete of the following ones or
   * all, docs/decisions/106): one e-mail, whose calendar file moves or removes each of those dates of the series.
   */
  private seriesChangeMail(kind: 'changed' | 'cancelled', bookings: readonly EventFacts[], user: NoticedUser): OutgoingEmail {
    const sorted = [...bookings].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    const first = sorted[0]!;
    return seriesChangedMail(
      user,
      kind,
      { name: first.name, roomName: first.roomName, locationName: first.locationName, whens: sorted.map((booking) => bookingWhen(booking.start, booking.end)) },
      this.fileOf(sorted, user, kind === 'cancelled' ? 'CANCEL' : 'REQUEST'),
    );
  }
}

const factsOf = (booking: NoticedBooking): EventFacts => ({
  bookingId: booking.id,
  roomId: booking.roomId,
  name: booking.name,
  roomName: booking.roomName,
  locationName: booking.locationName,
  start: booking.bookingStart.toISOString(),
  end: booking.bookingEnd.toISOString(),
  sequence: booking.revision,
  seriesId: booking.seriesId,
  occurrenceStart: booking.occurrenceStart?.toISOString() ?? null,
});

/** The From of the API's mails: its domain names the calendar events' UIDs. */
const mailFromOf = (deps: Deps): string => deps.config.mail?.from ?? DEFAULT_MAIL_FROM;
export const uidDomainOf = (deps: Deps): string => domainOf(mailFromOf(deps));

export const bookingMailer = (deps: Deps) =>
  new BookingMailer(deps.knex, deps.get(bookingNoticesRepository), deps.get(outgoingEmails), deps.now, {
    from: mailFromOf(deps),
    webUrl: deps.config.webUrl,
  });
