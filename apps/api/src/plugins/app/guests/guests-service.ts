import type { Knex } from 'knex';
import { Temporal } from 'temporal-polyfill';
import { bookingChangeRefusal } from '@roombook/domain/bookings/rules/change-refusal';
import { PERSONAL_DATA_KEPT_DAYS, GUESTS_PER_BOOKING_MAX } from '@roombook/domain/constants';
import { GUEST_MESSAGES } from '@roombook/domain/guests/page';
import { guestsAsSeenBy, seesGuestNames } from '@roombook/domain/guests/rules/guest-visibility';
import type { BookingGuest, GuestBody } from '@roombook/domain/guests/schemas';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import type { Deps } from '../../../deps';
import { HttpError, refuseWith } from '../../../errors';
import { bookingsRepository, type BookingOwnership, type BookingsRepository } from '../bookings/bookings-repository';
import { bookingsService, type BookingsService } from '../bookings/bookings-service';
import type { SessionUserRecord } from '../users/users-repository';
import { guestsRepository, type GuestsRepository } from './guests-repository';

const actorOf = (user: SessionUserRecord): Actor => ({ id: user.id, role: user.role, companyId: user.companyId });

/**
 * The expected guests of a booking (issue 29 §2, docs/decisions/103). Everyone who sees the booking in the
 * calendar lists them, names and e-mails only for its company and the administrators (`guestsAsSeenBy`); whoever
 * may change the booking (`bookingChangeRefusal`, §6) adds and removes them, under the booking's row lock, so the
 * count of GUESTS_PER_BOOKING_MAX holds with parallel requests on any number of API processes.
 */
export class GuestsService {
  constructor(
    private readonly db: Knex,
    private readonly guests: GuestsRepository,
    private readonly bookings: BookingsRepository,
    private readonly calendar: BookingsService,
    private readonly now: () => Date,
  ) {}

  async list(user: SessionUserRecord, bookingId: number): Promise<BookingGuest[]> {
    const booking = await this.calendar.seenBooking(user, bookingId);
    return this.seenBy(user, booking, await this.guests.list(bookingId));
  }

  async add(user: SessionUserRecord, bookingId: number, guest: GuestBody): Promise<BookingGuest[]> {
    return this.change(user, bookingId, async (trx) => {
      if ((await this.guests.count(bookingId, trx)) >= GUESTS_PER_BOOKING_MAX) throw new HttpError(400, GUEST_MESSAGES.tooMany(GUESTS_PER_BOOKING_MAX));
      await this.guests.insert(bookingId, guest, trx);
    });
  }

  async remove(user: SessionUserRecord, bookingId: number, guestId: number): Promise<BookingGuest[]> {
    return this.change(user, bookingId, async (trx) => {
      if (!(await this.guests.delete(bookingId, guestId, trx))) throw new HttpError(404, GUEST_MESSAGES.notFound);
    });
  }

  /** Deletes the guests of meetings that ended PERSONAL_DATA_KEPT_DAYS ago or longer (the job's sweep); answers how many. */
  forgetOld(): Promise<number> {
    return this.guests.forgetEndedBefore(new Date(this.now().getTime() - PERSONAL_DATA_KEPT_DAYS * 86_400_000));
  }

  /** Changes a booking's guests holding its row lock, when the user may change the booking; answers its guests. */
  private async change(user: SessionUserRecord, bookingId: number, write: (trx: Knex.Transaction) => Promise<void>): Promise<BookingGuest[]> {
    const { booking, guests } = await this.db.transaction(async (trx) => {
      const found = await this.bookings.findOwnership(bookingId, trx, { lock: true });
      const ownership = found && { userId: found.userId, userCompanyId: found.companyId, bookingStart: found.bookingStart.toISOString() };
      refuseWith(bookingChangeRefusal(actorOf(user), ownership, Temporal.Instant.fromEpochMilliseconds(this.now().getTime())));
      await write(trx);
      return { booking: found!, guests: await this.guests.list(bookingId, trx) };
    });
    return this.seenBy(user, booking, guests);
  }

  private async seenBy(user: SessionUserRecord, booking: BookingOwnership, guests: BookingGuest[]): Promise<BookingGuest[]> {
    const owner = { userId: booking.userId, companyId: booking.companyId };
    // The company's name is read only for someone who sees the guests as 'Guest of {company}'.
    const companyName = seesGuestNames(actorOf(user), owner) ? null : await this.guests.companyName(booking.companyId);
    return guestsAsSeenBy(actorOf(user), { ...owner, companyName }, guests);
  }
}

export const guestsService = (deps: Deps) =>
  new GuestsService(deps.knex, deps.get(guestsRepository), deps.get(bookingsRepository), deps.get(bookingsService), deps.now);
