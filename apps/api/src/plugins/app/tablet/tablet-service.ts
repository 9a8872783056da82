import type { Knex } from 'knex';
import { Temporal } from 'temporal-polyfill';
import { bookingDecision, type BookingDecision } from '@roombook/domain/bookings/rules/booking-decision';
import { fixedPrice } from '@roombook/domain/bookings/rules/booking-price';
import { bookingRefusal } from '@roombook/domain/bookings/rules/booking-refusal';
import type { Booker } from '@roombook/domain/bookings/rules/counted-bookings';
import type { ApiError } from '@roombook/domain/common/schemas';
import { byName } from '@roombook/domain/common/rules/text-order';
import { KIOSK_PIN_WINDOW_MS } from '@roombook/domain/kiosk/rules/pin-attempts';
import { visibleLocations } from '@roombook/domain/locations/rules/visible-locations';
import { KIOSK_MESSAGES } from '@roombook/domain/messages';
import type { TabletBookNowBody, TabletChangeBody, TabletCompany, TabletPerson, TabletState } from '@roombook/domain/tablet/schemas';
import { tabletState } from '@roombook/domain/tablet/rules/tablet-state';
import { bookNowInterval, endEarlyEnd, extendedEnd, isCheckInOpen, isGoingOn } from '@roombook/domain/tablet/rules/tablet-actions';
import { tabletPinAttempts, wrongTabletPin } from '@roombook/domain/tablet/rules/tablet-pin-attempts';
import { TABLET_MESSAGES } from '@roombook/domain/tablet/page';
import { gridFloor } from '@roombook/domain/time/grid';
import { dayWindow } from '@roombook/domain/time/windows';
import { isRoomCode } from '@roombook/domain/rooms/rules/room-code';
import { HttpError, notFound, refuseWith } from '../../../errors';
import type { Deps } from '../../../deps';
import { bookingsRepository, type BookingFacts, type BookingsRepository } from '../bookings/bookings-repository';
import { kioskRepository, type KioskRepository } from '../kiosk/kiosk-repository';
import { tabletRepository, type TabletChangedBooking, type TabletRepository } from './tablet-repository';

/** A room's tablet, as a tablet call's request knows it (docs/decisions/100). */
export interface TabletSession {
  roomId: number;
}

/** The person a company and PIN name at a tablet, and the location they book at. */
interface TabletBooker extends Booker {
  companyId: number;
  locationId: number;
}

type Identified = { kind: 'person'; person: TabletBooker } | { kind: 'ended' } | { kind: 'refused'; refusal: ApiError } | { kind: 'locked'; retryAfterSeconds: number };

/** Tablet tokens say what they are: `tablet_` and the room's tablet code. */
const TABLET_TOKEN_PREFIX = 'tablet_';

/** The one refusal of a tablet credential: the tablet shows it and asks to be set up again. */
const setUpAgain = () => new HttpError(401, TABLET_MESSAGES.setUpAgain);
const conflict = (message: string) => new HttpError(409, message);
const instant = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms);

/**
 * The room tablet (issue 29 §1, docs/decisions/100, 101): the tablet code is the device's credential, looked up
 * on every call (nothing cached, so Reset URL ends the old code at once on every API process), and it opens
 * only its own room's calls. Book now, End early and Extend act for the person whose company and PIN are
 * given, through the calendar's booking writes, so that every booking rule and text applies.
 */
export class TabletService {
  constructor(
    private readonly db: Knex,
    private readonly tablets: TabletRepository,
    private readonly bookings: BookingsRepository,
    private readonly kiosk: KioskRepository,
    private readonly now: () => Date,
  ) {}

  /** The room of an `Authorization: Bearer tablet_{code}` header; 401 'This tablet needs to be set up again' otherwise. */
  async authenticate(authorization: string | undefined): Promise<TabletSession> {
    const token = authorization === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    if (token === undefined || !token.startsWith(TABLET_TOKEN_PREFIX)) throw setUpAgain();
    const code = token.slice(TABLET_TOKEN_PREFIX.length);
    // Only the shape of a code is looked up: anything else cannot be one.
    const roomId = isRoomCode(code) ? await this.tablets.roomIdOfCode(code) : undefined;
    if (roomId === undefined) throw setUpAgain();
    return { roomId };
  }

  /** The room's state now (`tabletState`): the day's bookings read once. */
  async state(tablet: TabletSession): Promise<TabletState> {
    const at = instant(this.now().getTime());
    const [room, bookings] = await Promise.all([this.tablets.room(tablet.roomId), this.tablets.bookings(tablet.roomId, dayWindow(at))]);
    if (room === undefined) throw setUpAgain();
    return tabletState(room, at, bookings);
  }

  /** The companies renting at the room's location, in the one Danish text order. */
  async companies(tablet: TabletSession): Promise<TabletCompany[]> {
    const locationId = await this.tablets.locationOfRoom(tablet.roomId);
    if (locationId === undefined) throw setUpAgain();
    return (await this.kiosk.companiesAt(locationId)).sort(byName);
  }

  /**
   * Book now (docs/decisions/101): the interval `bookNowInterval` for the person, decided as any new booking
   * (`bookingDecision`: the room free, the company's limits, today's price), with the quarter hour going on
   * counting as now.
   */
  async bookNow(tablet: TabletSession, body: TabletBookNowBody, setRetryAfter: (seconds: number) => void): Promise<TabletState> {
    const person = await this.identify(tablet, body.person, setRetryAfter);
    const at = this.now().getTime();
    const interval = bookNowInterval(at, body.minutes);
    // Whoever books at the door is there: the booking is checked in as it is made (docs/decisions/102).
    const checkedInAt = new Date(at).toISOString();
    const written = await this.bookings.book(person, { name: TABLET_MESSAGES.bookNowTitle, roomId: tablet.roomId, ...interval, checkedInAt }, (facts) =>
      bookingDecision({ ...this.question(person, facts), interval, now: instant(gridFloor(at)) }),
    );
    refuseWith(written.refused ?? null);
    return this.state(tablet);
  }

  /** End early: the booking going on ends at the end of this quarter hour (`endEarlyEnd`), at the rate fixed at booking. */
  async endEarly(tablet: TabletSession, body: TabletChangeBody, setRetryAfter: (seconds: number) => void): Promise<TabletState> {
    return this.change(tablet, body, setRetryAfter, (booking, at) => {
      const end = endEarlyEnd(booking, at);
      if (end === null) throw conflict(TABLET_MESSAGES.endsThisQuarter);
      // A shorter booking takes no more of the room or of the company's hours: nothing can refuse it.
      return { end, decide: () => ({ price: fixedPrice({ bookingStart: booking.bookingStart, bookingEnd: end }, booking) }) };
    });
  }

  /**
   * Extend: the booking going on ends TABLET_EXTEND_MINUTES later when the room is free then and the company's
   * limits allow it (`bookingRefusal`, its start kept though it has passed), at the rate fixed at booking.
   */
  async extend(tablet: TabletSession, body: TabletChangeBody, setRetryAfter: (seconds: number) => void): Promise<TabletState> {
    return this.change(tablet, body, setRetryAfter, (booking, at, person) => {
      const end = extendedEnd(booking);
      const interval = { bookingStart: booking.bookingStart, bookingEnd: end };
      return {
        end,
        decide: (facts) => {
          const refused = bookingRefusal({ ...this.question(person, facts), room: facts.target?.room, interval, editedId: booking.id, now: instant(at), allowPast: true });
          return refused ? { refused } : { price: fixedPrice(interval, booking) };
        },
      };
    });
  }

  /**
   * Check-in (docs/decisions/102): someone of the booking's company checks in a booking of this room while its
   * check-in is open (`isCheckInOpen`), where the location asks for it. A booking released meanwhile stays
   * released (409): the release and the check-in cannot both win.
   */
  async checkIn(tablet: TabletSession, body: TabletChangeBody, setRetryAfter: (seconds: number) => void): Promise<TabletState> {
    const person = await this.identify(tablet, body.person, setRetryAfter);
    const booking = await this.bookingOf(tablet, body.bookingId, person);
    if (!(await this.tablets.checkInRequired(tablet.roomId))) throw conflict(TABLET_MESSAGES.noCheckInHere);
    const at = this.now();
    if (!isCheckInOpen(booking, at.getTime())) throw conflict(TABLET_MESSAGES.checkInClosed);
    if (!(await this.tablets.checkIn(booking.id, at))) throw conflict(TABLET_MESSAGES.released);
    return this.state(tablet);
  }

  /**
   * End early and Extend: the person identified, then booking `bookingId` of this room (404), of their company
   * (403), not released and going on now (409); `plan` gives its new end and the decision on it. Written by the calendar's
   * `change`, only while the booking still has the times read (else 409 'The booking has just changed').
   */
  private async change(
    tablet: TabletSession,
    body: TabletChangeBody,
    setRetryAfter: (seconds: number) => void,
    plan: (booking: TabletChangedBooking, at: number, person: TabletBooker) => { end: string; decide: (facts: BookingFacts) => BookingDecision },
  ): Promise<TabletState> {
    const person = await this.identify(tablet, body.person, setRetryAfter);
    const booking = await this.bookingOf(tablet, body.bookingId, person);
    const at = this.now().getTime();
    if (!isGoingOn(booking, at)) throw conflict(TABLET_MESSAGES.notGoingOn);
    const { end, decide } = plan(booking, at, person);
    const written = await this.bookings.change(
      booking.id,
      { name: booking.name, roomId: tablet.roomId, bookingStart: booking.bookingStart, bookingEnd: end },
      (found) => {
        const unchanged =
          found !== undefined &&
          found.roomId === tablet.roomId &&
          found.bookingStart.getTime() === Date.parse(booking.bookingStart) &&
          found.bookingEnd.getTime() === Date.parse(booking.bookingEnd);
        return unchanged ? { booker: { userId: found.userId, role: person.role, companyId: found.companyId } } : { refused: { statusCode: 409, message: TABLET_MESSAGES.changedMeanwhile } };
      },
      decide,
    );
    refuseWith(written.refused ?? null);
    return this.state(tablet);
  }

  /** Booking `id` of this room (404), of the person's company (403), not released (409). */
  private async bookingOf(tablet: TabletSession, id: number, person: TabletBooker): Promise<TabletChangedBooking> {
    const booking = await this.tablets.booking(id, tablet.roomId);
    if (booking === undefined) throw notFound();
    if (booking.companyId !== person.companyId) throw new HttpError(403, TABLET_MESSAGES.notYourCompany);
    if (booking.released) throw conflict(TABLET_MESSAGES.released);
    return booking;
  }

  /** What every tablet decision asks of the booking rules: who books, the target, where they book, the bookings that decide. */
  private question(person: TabletBooker, { target, deciding }: BookingFacts) {
    const viewer = { role: person.role, companyLocationIds: [person.locationId] };
    return {
      booker: person,
      target,
      bookableLocationIds: target ? visibleLocations(viewer, [target.location], []).map((location) => location.id) : [],
      bookings: deciding,
    };
  }

  /**
   * The person of a company and PIN at this room's tablet, as at the kiosk (docs/decisions/038), in one
   * transaction that holds the location's row lock: the company must rent at the room's location (400), then
   * the PIN is checked unless this tablet or the location has too many wrong PINs in the window
   * (`tabletPinAttempts`: 429, `setRetryAfter` gets the wait). A wrong PIN is stored (committed) and answered 400
   * with the attempts left.
   */
  private async identify(tablet: TabletSession, given: TabletPerson, setRetryAfter: (seconds: number) => void): Promise<TabletBooker> {
    const outcome = await this.db.transaction(async (trx): Promise<Identified> => {
      const locationId = await this.tablets.lockLocationOfRoom(tablet.roomId, trx);
      if (locationId === undefined) return { kind: 'ended' };
      // The clock is read once the lock is held: a check that waited for it is later than the ones before it.
      const now = this.now();
      const company = await this.kiosk.companyAt(given.companyId, locationId, trx);
      if (!company) return { kind: 'refused', refusal: { statusCode: 400, message: KIOSK_MESSAGES.companyNotHere } };
      const windowStart = new Date(now.getTime() - KIOSK_PIN_WINDOW_MS);
      const failures = await this.tablets.pinFailures(locationId, tablet.roomId, windowStart, trx);
      const attempts = tabletPinAttempts(failures, now.getTime());
      if (attempts.locked) return { kind: 'locked', retryAfterSeconds: attempts.retryAfterSeconds };
      const employee = await this.kiosk.employeeWithPin(company.id, given.pinCode, trx);
      if (!employee) {
        await this.tablets.recordPinFailure({ locationId, roomId: tablet.roomId, at: now, forgetBefore: windowStart }, trx);
        return { kind: 'refused', refusal: { statusCode: 400, message: wrongTabletPin(failures, now.getTime()) } };
      }
      return { kind: 'person', person: { userId: employee.id, role: employee.role, companyId: company.id, locationId } };
    });
    switch (outcome.kind) {
      case 'person':
        return outcome.person;
      case 'ended':
        throw setUpAgain();
      case 'refused':
        throw new HttpError(outcome.refusal.statusCode, outcome.refusal.message);
      case 'locked':
        setRetryAfter(outcome.retryAfterSeconds);
        throw new HttpError(429, KIOSK_MESSAGES.pinLocked(outcome.retryAfterSeconds));
    }
  }
}

export const tabletService = (deps: Deps) =>
  new TabletService(deps.knex, deps.get(tabletRepository), deps.get(bookingsRepository), deps.get(kioskRepository), deps.now);
