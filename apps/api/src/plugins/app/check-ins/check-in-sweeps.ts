import type { Knex } from 'knex';
import { CHECK_IN_CLOSES_MINUTES, CHECK_IN_REMINDER_MINUTES } from '@roombook/domain/constants';
import { formatReportDateTime } from '@roombook/domain/reports/format';
import { formatHourMinute, inCopenhagen } from '@roombook/domain/time/zone';
import type { Deps } from '../../../deps';
import { checkInReminderMail, type CheckInBooking } from '../emails/mails';
import { outgoingEmails, type OutgoingEmail, type OutgoingEmailsRepository } from '../emails/outgoing-emails-repository';

/** A booking a sweep changed, with its booker to e-mail. */
interface SweptRow {
  id: number;
  name: string;
  bookingStart: Date;
  roomName: string;
  locationName: string;
  email: string;
  firstName: string;
}

/**
 * Where a location asks for check-in: its bookings that are neither checked in nor released, that start from a day
 * before `now` (so that a sweep reads a bounded part of `bookings_start_idx`), and whose check-in closed after the
 * location began to ask for it. `?` binds `now`.
 */
const ASKED = `l.check_in_required_since is not null
           and b.room_id = r.id
           and b.released_at is null and b.checked_in_at is null
           and b.booking_start >= ?::timestamptz - interval '1 day'
           and b.booking_start + ${CHECK_IN_CLOSES_MINUTES} * interval '1 minute' > l.check_in_required_since`;

/** The changed bookings (`changed`) with their bookers. */
const WITH_BOOKERS = `select changed.id, changed.name, changed.booking_start as "bookingStart", changed.room_name as "roomName",
                             changed.location_name as "locationName", u.email, u.first_name as "firstName"
                        from changed join users u on u.id = changed.user_id`;
const RETURNING = 'returning b.id, b.name, b.booking_start, b.user_id, r.name as room_name, l.name as location_name';

/**
 * The check-in job's two sweeps (issue 29 §1, docs/decisions/102), each one statement (the reminder with its e-mails
 * in one transaction). A sweep changes a booking only while the condition that chose it still holds, and PostgreSQL
 * re-checks that condition on a row another transaction changed meanwhile: two processes sweeping at once, or a
 * check-in at the moment of the release, change each booking once, and exactly one of them wins.
 */
export class CheckInSweeps {
  constructor(
    private readonly db: Knex,
    private readonly emails: OutgoingEmailsRepository,
    private readonly now: () => Date,
  ) {}

  /**
   * Releases every booking whose check-in has closed without one (CHECK_IN_CLOSES_MINUTES after its start): it is
   * kept, with its price, but holds the room no more. The booker is e-mailed by the booking mailer, which the release's
   * notice tells (docs/decisions/104). Answers how many were released.
   */
  async releaseNoShows(): Promise<number> {
    const now = this.now().toISOString();
    const { rowCount } = (await this.db.raw(
      `update bookings b set released_at = ?::timestamptz
         from rooms r join locations l on l.id = r.location_id
        where ${ASKED}
          and b.booking_start + ${CHECK_IN_CLOSES_MINUTES} * interval '1 minute' <= ?::timestamptz`,
      [now, now, now],
    )) as { rowCount: number | null };
    return rowCount ?? 0;
  }

  /**
   * Reminds the booker of every booking whose start is CHECK_IN_REMINDER_MINUTES away or nearer and whose
   * check-in has not closed, once per booking. Answers how many were reminded.
   */
  async remindCheckIns(): Promise<number> {
    const now = this.now().toISOString();
    return this.sweep(
      `with changed as (
         update bookings b set check_in_reminded_at = ?::timestamptz
           from rooms r join locations l on l.id = r.location_id
          where ${ASKED}
            and b.check_in_reminded_at is null
            and b.booking_start - ${CHECK_IN_REMINDER_MINUTES} * interval '1 minute' <= ?::timestamptz
            and b.booking_start + ${CHECK_IN_CLOSES_MINUTES} * interval '1 minute' > ?::timestamptz
         ${RETURNING})
       ${WITH_BOOKERS}`,
      [now, now, now, now],
      checkInReminderMail,
    );
  }

  /** Runs a sweep's statement and queues its e-mails in one transaction. */
  private async sweep(sql: string, bindings: string[], mail: (to: { email: string; firstName: string }, booking: CheckInBooking) => OutgoingEmail): Promise<number> {
    return this.db.transaction(async (trx) => {
      const { rows } = (await trx.raw(sql, bindings)) as { rows: SweptRow[] };
      for (const row of rows) await this.emails.enqueue(mail(row, checkInBookingOf(row)), trx);
      return rows.length;
    });
  }
}

/** A booking as a check-in e-mail names it. */
export const checkInBookingOf = (row: Pick<SweptRow, 'name' | 'bookingStart' | 'roomName' | 'locationName'>): CheckInBooking => {
  const start = row.bookingStart.toISOString();
  return {
    name: row.name,
    roomName: row.roomName,
    locationName: row.locationName,
    startsAt: formatReportDateTime(start),
    checkInBy: formatHourMinute(inCopenhagen(new Date(row.bookingStart.getTime() + CHECK_IN_CLOSES_MINUTES * 60_000).toISOString())),
  };
};

export const checkInSweeps = (deps: Deps) => new CheckInSweeps(deps.knex, deps.get(outgoingEmails), deps.now);
