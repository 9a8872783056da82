import { Temporal } from 'temporal-polyfill';
import type { AvailabilityEntry, Booking, BookingBody, BookingLimitsEntry } from '@roombook/domain/bookings/schemas';
import type { Company } from '@roombook/domain/companies/schemas';
import type { LocationWithRooms } from '@roombook/domain/locations/schemas';
import { AVAILABILITY_REASONS, ERRORS, VALIDATION } from '@roombook/domain/messages';
import { bookingCost } from '@roombook/domain/money/booking-cost';
import { bookingActions } from '@roombook/domain/permissions/booking';
import { isAdminRole } from '@roombook/domain/roles';
import type { Room } from '@roombook/domain/rooms/schemas';
import { usedTime, hoursUsed, type BookedInterval } from '@roombook/domain/time/usage';
import { bookingTimeIssues } from '@roombook/domain/time/validation';
import { dayWindow, isoWeekWindow } from '@roombook/domain/time/windows';
import { copenhagenDate, copenhagenInstant, parseTimeText, toInstant } from '@roombook/domain/time/zone';
import { MockHttpError } from '../lib/contract-handler';
import { mockCompanies } from './factories';
import { mockLocationRecords } from './locations';
import type { MockUser } from './store';

/** What the calendar mocks read from the store (the store passes itself). */
export interface CalendarStoreView {
  now: () => number;
  rooms: Room[];
  companies: Company[];
}

/** Who books the generated bookings: demo users and staff of the mock companies (users.ts ids). */
const BOOKERS: Array<{ userId: number; firstName: string; lastName: string; companyId: number | null }> = [
  { userId: 6, firstName: 'Ulla', lastName: 'User', companyId: 1 },
  { userId: 104, firstName: 'Emil', lastName: 'Dahl', companyId: 2 },
  { userId: 3, firstName: 'Olivia', lastName: 'Owner', companyId: 1 },
  { userId: 105, firstName: 'Clara', lastName: 'Juhl', companyId: 2 },
  { userId: 2, firstName: 'Anders', lastName: 'Admin', companyId: null },
  { userId: 4, firstName: 'Mads', lastName: 'Manager', companyId: 1 },
  { userId: 103, firstName: 'Frederikke', lastName: 'Vestergaard-Christensen', companyId: 2 },
];

const TITLES = [
  'Sprint review',
  'Stand-up',
  'Client workshop',
  'Board meeting',
  'Design review',
  'One-to-one',
  'Interview',
  'Quarterly planning',
  'Lunch and learn',
  'Competition jury: the new harbour bath and the landscape around it',
  'Sales call',
  'Retrospective',
  'Training',
];

/**
 * Three daily windows that never overlap, so that the generated bookings keep the "no overlap in one
 * room" rule whatever room they land in: [earliest start, latest start + longest duration] stays inside.
 */
const WINDOWS = [
  { from: '08:00', durations: [60, 90, 120] },
  { from: '11:00', durations: [45, 60, 120] },
  { from: '14:00', durations: [60, 135, 180] },
] as const;

/** The busy rooms of Copenhagen Harbour (the small Birk and Tivoli stay free for the dialog stories). */
const BUSY_ROOM_IDS = [2, 4, 5, 6];
const AARHUS_ROOM_IDS = [1, 7];

/** Half-open intervals overlap: a booking ending at 10:00 and one starting at 10:00 do not. */
const overlaps = (a: BookedInterval, b: BookedInterval) =>
  Temporal.Instant.compare(toInstant(a.bookingStart), toInstant(b.bookingEnd)) < 0 &&
  Temporal.Instant.compare(toInstant(b.bookingStart), toInstant(a.bookingEnd)) < 0;

const minutesBetween = (start: string, end: string) =>
  Math.round(Temporal.Instant.from(start).until(Temporal.Instant.from(end)).total('minutes'));

/**
 * The calendar's bookings and rules for the mocks: about seventy bookings in the month of `now`
 * (three on every weekday in Copenhagen Harbour, a few in Aarhus and at weekends), never two at once in
 * one room, and the API's refusals: a taken room (409), a company limit (409), the past (400), another
 * user's booking (403).
 */
export class MockCalendar {
  private list: Booking[] | null = null;
  private nextId = 1;

  constructor(private readonly store: CalendarStoreView) {}

  get bookings(): Booking[] {
    if (this.list === null) {
      this.list = this.generate();
      this.nextId = Math.max(0, ...this.list.map((b) => b.id)) + 1;
    }
    return this.list;
  }

  set bookings(bookings: Booking[]) {
    this.list = bookings;
    this.nextId = Math.max(0, ...bookings.map((b) => b.id)) + 1;
  }

  private get now(): Temporal.Instant {
    return Temporal.Instant.fromEpochMilliseconds(this.store.now());
  }

  room(id: number): Room | undefined {
    return this.store.rooms.find((room) => room.id === id);
  }

  private companyDiscount(companyId: number | null): number {
    return this.store.companies.find((c) => c.id === companyId)?.discount ?? 0;
  }

  /** A booking record as the API answers it. */
  build(fields: { id: number; name: string; roomId: number; bookingStart: string; bookingEnd: string; user: { userId: number; firstName: string; lastName: string; companyId: number | null } }): Booking {
    const room = this.room(fields.roomId);
    if (!room) throw new Error(`Unknown room ${fields.roomId}`);
    const company = this.store.companies.find((c) => c.id === fields.user.companyId) ?? mockCompanies.find((c) => c.id === fields.user.companyId);
    const cost = bookingCost({
      durationMinutes: minutesBetween(fields.bookingStart, fields.bookingEnd),
      hourlyRateOre: room.hourlyRate,
      discountPercent: this.companyDiscount(fields.user.companyId),
    });
    return {
      id: fields.id,
      name: fields.name,
      bookingStart: fields.bookingStart,
      bookingEnd: fields.bookingEnd,
      room: { id: room.id, name: room.name, location: room.location },
      roomId: room.id,
      userId: fields.user.userId,
      user: {
        firstName: fields.user.firstName,
        lastName: fields.user.lastName,
        company: company ? { id: company.id, name: company.name } : null,
      },
      bookingCost: { total: cost.totalWithDiscount },
    };
  }

  private generate(): Booking[] {
    const month = copenhagenDate(this.now).with({ day: 1 });
    const bookings: Booking[] = [];
    let id = 1;
    const add = (date: Temporal.PlainDate, start: string, minutes: number, roomId: number, index: number) => {
      const begin = copenhagenInstant(date, parseTimeText(start)!);
      bookings.push(
        this.build({
          id: id++,
          name: TITLES[index % TITLES.length]!,
          roomId,
          bookingStart: begin.toString(),
          bookingEnd: begin.add({ minutes }).toString(),
          user: BOOKERS[index % BOOKERS.length]!,
        }),
      );
    };
    for (let day = 1; day <= month.daysInMonth; day += 1) {
      const date = month.with({ day });
      if (date.dayOfWeek <= 5) {
        WINDOWS.forEach((window, k) => {
          const start = parseTimeText(window.from)!.add({ minutes: ((day + k) % 4) * 15 });
          const text = `${String(start.hour).padStart(2, '0')}:${String(start.minute).padStart(2, '0')}`;
          add(date, text, window.durations[(day + k) % window.durations.length]!, BUSY_ROOM_IDS[(day + 2 * k) % BUSY_ROOM_IDS.length]!, day * 3 + k);
        });
        if (day % 3 === 0) add(date, '10:00', 60, AARHUS_ROOM_IDS[day % 2]!, day);
      } else if (day % 2 === 0) {
        add(date, '10:00', 120, BUSY_ROOM_IDS[day % BUSY_ROOM_IDS.length]!, day);
      }
    }
    return bookings;
  }

  /** The locations the actor books in, with their active rooms (GET /api/location/mine/). */
  locationsOf(actor: MockUser): LocationWithRooms[] {
    const ids = isAdminRole(actor.role) ? null : new Set((actor.company?.locations ?? []).map((l) => l.id));
    return mockLocationRecords()
      .filter((location) => location.isActive && (ids === null || ids.has(location.id)))
      .map((location) => ({
        ...location,
        rooms: this.store.rooms.filter((room) => room.isActive && room.locationId === location.id),
      }));
  }

  /** A location the actor may see, or 404. */
  location(actor: MockUser, id: number): LocationWithRooms {
    const location = this.locationsOf(actor).find((l) => l.id === id);
    if (!location) throw new MockHttpError(404, ERRORS.notFound);
    return location;
  }

  /** Bookings overlapping [from, to) (open bounds when absent). */
  inRange(bookings: readonly Booking[], range: { from?: string; to?: string }): Booking[] {
    const window = { bookingStart: range.from ?? '0001-01-01T00:00:00Z', bookingEnd: range.to ?? '9999-12-31T00:00:00Z' };
    return bookings.filter((b) => overlaps(b, window));
  }

  /** The company whose limits count for the actor (none for users without a company). */
  private companyBookings(actor: MockUser, roomId: number, exceptId?: number): Booking[] {
    const companyId = actor.company?.id ?? null;
    return this.bookings.filter(
      (b) =>
        b.roomId === roomId &&
        b.id !== exceptId &&
        (companyId === null ? b.userId === actor.id : b.user.company?.id === companyId),
    );
  }

  /** Why the actor cannot have the room for the interval, or null when it is free (one reason). */
  reasonUnavailable(actor: MockUser, room: Room, interval: BookedInterval, exceptId?: number): string | null {
    const taken = this.bookings.some((b) => b.roomId === room.id && b.id !== exceptId && overlaps(b, interval));
    if (taken) return AVAILABILITY_REASONS.booked;
    if (isAdminRole(actor.role) || actor.company === null) return null;
    const own = this.companyBookings(actor, room.id, exceptId);
    const withNew = [...own, interval];
    for (const window of [dayWindow(interval.bookingStart), dayWindow(interval.bookingEnd)]) {
      if (hoursUsed(withNew, window) > room.dailyLimit) return AVAILABILITY_REASONS.dailyLimit(room.dailyLimit);
    }
    for (const window of [isoWeekWindow(interval.bookingStart), isoWeekWindow(interval.bookingEnd)]) {
      if (hoursUsed(withNew, window) > room.weeklyLimit) return AVAILABILITY_REASONS.weeklyLimit(room.weeklyLimit);
    }
    return null;
  }

  availability(actor: MockUser, request: { id?: number; location: number; bookingStart: string; bookingEnd: string }): AvailabilityEntry[] {
    const location = this.location(actor, request.location);
    return location.rooms.map((room) => {
      const reason = this.reasonUnavailable(actor, room, request, request.id);
      return { room: { id: room.id, name: room.name }, isAvailable: reason === null, reason };
    });
  }

  usedTime(actor: MockUser, locationId: number): BookingLimitsEntry[] {
    const location = this.location(actor, locationId);
    return location.rooms.map((room) => ({
      room: { id: room.id, name: room.name },
      ...usedTime(this.companyBookings(actor, room.id), this.now),
    }));
  }

  /** Checks a new or changed booking like the API; throws a MockHttpError when it is refused. */
  private check(actor: MockUser, body: BookingBody, existing?: Booking): Room {
    const room = this.room(body.roomId);
    if (!room || !room.isActive || !this.locationsOf(actor).some((l) => l.id === room.locationId)) {
      throw new MockHttpError(404, ERRORS.notFound);
    }
    const allowPast = existing !== undefined && isAdminRole(actor.role);
    const [issue] = bookingTimeIssues({ start: body.bookingStart, end: body.bookingEnd }, this.now, { allowPast });
    if (issue) throw new MockHttpError(400, issue.message);
    const reason = this.reasonUnavailable(actor, room, body, existing?.id);
    if (reason === AVAILABILITY_REASONS.booked) throw new MockHttpError(409, VALIDATION.selectAvailableRoom);
    if (reason !== null) throw new MockHttpError(409, reason);
    return room;
  }

  create(actor: MockUser, body: BookingBody): Booking {
    this.check(actor, body);
    const booking = this.build({
      id: this.nextId++,
      ...body,
      user: { userId: actor.id, firstName: actor.firstName, lastName: actor.lastName, companyId: actor.company?.id ?? null },
    });
    this.bookings.push(booking);
    return booking;
  }

  /** The booking if the actor may change or delete it (§6), else 404/403 like the API. */
  private changeable(actor: MockUser, id: number): Booking {
    const booking = this.bookings.find((b) => b.id === id);
    if (!booking) throw new MockHttpError(404, ERRORS.notFound);
    const actions = bookingActions(
      { id: actor.id, role: actor.role, companyId: actor.company?.id ?? null },
      { userId: booking.userId, userCompanyId: booking.user.company?.id ?? null, bookingStart: booking.bookingStart },
      this.now,
    );
    if (!actions.visible) throw new MockHttpError(403, ERRORS.forbidden);
    if (!actions.allowed) throw new MockHttpError(403, actions.reason ?? ERRORS.pastBookingChange);
    return booking;
  }

  update(actor: MockUser, id: number, body: BookingBody): Booking {
    const existing = this.changeable(actor, id);
    this.check(actor, body, existing);
    const updated = this.build({
      id,
      ...body,
      user: {
        userId: existing.userId,
        firstName: existing.user.firstName,
        lastName: existing.user.lastName,
        companyId: existing.user.company?.id ?? null,
      },
    });
    this.bookings = this.bookings.map((b) => (b.id === id ? updated : b));
    return updated;
  }

  delete(actor: MockUser, id: number): void {
    this.changeable(actor, id);
    this.bookings = this.bookings.filter((b) => b.id !== id);
  }
}
