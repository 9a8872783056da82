import { Temporal } from 'temporal-polyfill';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { byName } from '@roombook/domain/common/rules/text-order';
import { KIOSK_PIN_WINDOW_MS } from '@roombook/domain/kiosk/rules/pin-attempts';
import { ERRORS } from '@roombook/domain/messages';
import type { Room } from '@roombook/domain/rooms/schemas';
import { TABLET_MESSAGES } from '@roombook/domain/tablet/page';
import { bookNowInterval, endEarlyEnd, extendedEnd, isCheckInOpen, isGoingOn } from '@roombook/domain/tablet/rules/tablet-actions';
import { tabletPinAttempts, wrongTabletPin } from '@roombook/domain/tablet/rules/tablet-pin-attempts';
import { tabletState } from '@roombook/domain/tablet/rules/tablet-state';
import type { TabletBookNowBody, TabletChangeBody, TabletCompany, TabletPerson, TabletState } from '@roombook/domain/tablet/schemas';
import { gridFloor } from '@roombook/domain/time/grid';
import { MockHttpError } from '../lib/contract-handler';
import { mockState } from '../lib/state';
import { companiesAt, employeeByPin } from './kiosk';
import type { MockStore, MockUser } from './store';

/** A room tablet, as a tablet call's resolver knows it (docs/decisions/100). */
export interface MockTabletSession {
  roomId: number;
}

const TABLET_TOKEN = /^Bearer\s+tablet_(\S+)\s*$/i;

/** The room of an `Authorization: Bearer tablet_{code}` header, as the API finds it; null when no room has the code. */
export function tabletSessionFor(store: MockStore, authorization: string | null): MockTabletSession | null {
  const code = authorization === null ? undefined : TABLET_TOKEN.exec(authorization)?.[1];
  const room = code === undefined ? undefined : store.rooms.find((r) => r.code === code);
  return room === undefined ? null : { roomId: room.id };
}

/**
 * The room tablet for the mocks (docs/decisions/100, 101), with the API's rules from the domain: the room's
 * state (`tabletState`) from the calendar's bookings; the companies that rent at its location; and Book now,
 * End early and Extend for the person of a company and PIN (wrong PINs counted per room and per location,
 * `tabletPinAttempts`), through the calendar's booking rules, so that the calendar shows each change at once.
 */
export class MockTablet {
  /** The wrong PINs of the window: the room tablet's, and its location's. */
  private failures: Array<{ roomId: number; locationId: number; at: number }> = [];
  /** The bookings checked in at a tablet (the mocks release none: they have no job). */
  private readonly checkedIn = new Set<number>();

  constructor(private readonly store: MockStore) {}

  /** `GET /api/tablet/state`: the tablet's room state now. */
  state(tablet: MockTabletSession): TabletState {
    const room = this.room(tablet);
    const at = Temporal.Instant.fromEpochMilliseconds(this.store.now());
    const bookings = this.bookings(room).map((b) => ({
      id: b.id,
      name: b.name,
      companyName: b.user.company?.name ?? null,
      bookingStart: b.bookingStart,
      bookingEnd: b.bookingEnd,
      checkedIn: this.checkedIn.has(b.id),
    }));
    const { id, name, image, seatsNumber, location, isActive } = room;
    return tabletState({ id, name, image, seatsNumber, locationName: location.name, isActive, checkInRequired: this.checkInRequired(room) }, at, bookings);
  }

  /** `GET /api/tablet/companies`: the companies that rent at the room's location, by name. */
  companies(tablet: MockTabletSession): TabletCompany[] {
    return companiesAt(this.store.companies, this.room(tablet).locationId).sort(byName);
  }

  /**
   * `POST /api/tablet/book-now`: books the room from the quarter hour going on (`bookNowInterval`) for the
   * person, as a new booking of theirs, the quarter hour going on counting as now.
   */
  bookNow(tablet: MockTabletSession, { minutes, person }: TabletBookNowBody): TabletState {
    const room = this.room(tablet);
    const booker = this.identify(room, person);
    const now = this.store.now();
    const interval = bookNowInterval(now, minutes);
    const booked = this.store.calendar.create(booker, { name: TABLET_MESSAGES.bookNowTitle, roomId: room.id, ...interval }, { now: Temporal.Instant.fromEpochMilliseconds(gridFloor(now)) });
    // Whoever books at the door is there: checked in as it is made (docs/decisions/102).
    this.checkedIn.add(booked.id);
    return this.state(tablet);
  }

  /**
   * `POST /api/tablet/check-in`: someone of the booking's company checks it in while its check-in is open
   * (`isCheckInOpen`), where the location asks for it.
   */
  checkIn(tablet: MockTabletSession, { bookingId, person }: TabletChangeBody): TabletState {
    const { room, booking } = this.ofCompany(tablet, bookingId, person);
    if (!this.checkInRequired(room)) throw new MockHttpError(409, TABLET_MESSAGES.noCheckInHere);
    if (!isCheckInOpen(booking, this.store.now())) throw new MockHttpError(409, TABLET_MESSAGES.checkInClosed);
    this.checkedIn.add(booking.id);
    return this.state(tablet);
  }

  /** `POST /api/tablet/end-early`: the booking going on ends at the end of this quarter hour (`endEarlyEnd`). */
  endEarly(tablet: MockTabletSession, body: TabletChangeBody): TabletState {
    const { booking } = this.goingOn(tablet, body);
    const end = endEarlyEnd(booking, this.store.now());
    if (end === null) throw new MockHttpError(409, TABLET_MESSAGES.endsThisQuarter);
    this.store.calendar.changeEnd(booking, end);
    return this.state(tablet);
  }

  /** `POST /api/tablet/extend`: the booking going on ends 15 minutes later (`extendedEnd`), when the rules allow it. */
  extend(tablet: MockTabletSession, body: TabletChangeBody): TabletState {
    const { booking, person } = this.goingOn(tablet, body);
    this.store.calendar.changeEnd(booking, extendedEnd(booking), person);
    return this.state(tablet);
  }

  /**
   * The booking `bookingId` of End early and Extend, once the person is identified: 404 unless it is this
   * room's, 403 unless it is of the person's company, 409 unless it is going on now.
   */
  private goingOn(tablet: MockTabletSession, { bookingId, person }: TabletChangeBody): { booking: Booking; person: MockUser } {
    const found = this.ofCompany(tablet, bookingId, person);
    if (!isGoingOn(found.booking, this.store.now())) throw new MockHttpError(409, TABLET_MESSAGES.notGoingOn);
    return found;
  }

  /** The person identified, then booking `bookingId`: 404 unless it is this room's, 403 unless it is of the person's company. */
  private ofCompany(tablet: MockTabletSession, bookingId: number, person: TabletPerson): { room: Room; booking: Booking; person: MockUser } {
    const room = this.room(tablet);
    const user = this.identify(room, person);
    const booking = this.bookings(room).find((b) => b.id === bookingId);
    if (!booking) throw new MockHttpError(404, ERRORS.notFound);
    if (booking.user.company?.id !== person.companyId) throw new MockHttpError(403, TABLET_MESSAGES.notYourCompany);
    return { room, booking, person: user };
  }

  /** Whether the room's location asks for check-in (Manage locations). */
  private checkInRequired(room: Room): boolean {
    return this.store.locations.list.find((location) => location.id === room.locationId)?.checkInRequired ?? false;
  }

  /** The user of the person's company and PIN at this room's tablet (`employeeByPin`), wrong PINs counted here. */
  private identify(room: Room, person: TabletPerson): MockUser {
    const now = this.store.now();
    // What has left the window counts no more.
    this.failures = this.failures.filter((failure) => failure.at > now - KIOSK_PIN_WINDOW_MS);
    const location = this.failures.filter((failure) => failure.locationId === room.locationId);
    const failures = { room: location.filter((failure) => failure.roomId === room.id).map((f) => f.at), location: location.map((f) => f.at) };
    return employeeByPin(this.store.users, person, {
      companyIds: companiesAt(this.store.companies, room.locationId).map((company) => company.id),
      attempts: tabletPinAttempts(failures, now),
      wrongPin: () => {
        this.failures.push({ roomId: room.id, locationId: room.locationId, at: now });
        return wrongTabletPin(failures, now);
      },
    });
  }

  /** The tablet's room (its code was just found; a room outlives no code). */
  private room(tablet: MockTabletSession): Room {
    return this.store.rooms.find((r) => r.id === tablet.roomId)!;
  }

  private bookings(room: Room): Booking[] {
    return this.store.calendar.bookings.filter((b) => b.roomId === room.id);
  }
}

/** The room tablets' state in a store: their wrong PINs. */
export const mockTablet = mockState((store) => new MockTablet(store));
