import { Temporal } from 'temporal-polyfill';
import type { AvailabilityEntry, Booking, BookingBody, BookingLimitsEntry } from '@roombook/domain/bookings/schemas';
import { availabilityRooms, editedRoomId, roomAvailability } from '@roombook/domain/bookings/rules/availability';
import { bookingPrice, type BookingPricing } from '@roombook/domain/bookings/rules/booking-price';
import type { FixedBookingPrice } from '@roombook/domain/reports/assemble-booking-report';
import { bookingRefusal } from '@roombook/domain/bookings/rules/booking-refusal';
import type { TargetFacts } from '@roombook/domain/bookings/rules/booking-decision';
import { seriesDecision, seriesOutcome, seriesPreviewOf } from '@roombook/domain/bookings/series/series-decision';
import { describeRule, seriesPlan, type SeriesPlan } from '@roombook/domain/bookings/series/series-rule';
import type { SeriesBody, SeriesCreated, SeriesPreview, SeriesPreviewBody } from '@roombook/domain/bookings/series/schemas';
import { movedWith, seriesMembersOf } from '@roombook/domain/bookings/series/series-change';
import type { SeriesScope } from '@roombook/domain/bookings/series/scopes';
import type { FeedSeries } from '@roombook/domain/calendar-feeds/rules/feed-events';
import { bookingChangeRefusal } from '@roombook/domain/bookings/rules/change-refusal';
import type { Booker, RoomBooking } from '@roombook/domain/bookings/rules/counted-bookings';
import { usedTimeByRoom, usedTimeReference } from '@roombook/domain/bookings/rules/used-time';
import type { Company } from '@roombook/domain/companies/schemas';
import { calendarLocations, visibleLocations, type LocationViewer } from '@roombook/domain/locations/rules/visible-locations';
import type { LocationWithRooms } from '@roombook/domain/locations/schemas';
import { ERRORS } from '@roombook/domain/messages';
import type { BookingOwnership } from '@roombook/domain/permissions/booking';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import type { Room } from '@roombook/domain/rooms/schemas';
import { copenhagenDate, copenhagenInstant, parseTimeText } from '@roombook/domain/time/zone';
import { MockHttpError, refuseWith } from '../lib/contract-handler';
import { mockCompanies } from './factories';
import type { MockLocation } from './locations';
import type { MockUser } from './store';

/** What the calendar mocks read from the store (the store passes itself). */
export interface CalendarStoreView {
  now: () => number;
  rooms: Room[];
  companies: Company[];
  readonly locations: { list: MockLocation[] };
  readonly canteens: { records: ReadonlyArray<{ locationId: number; managerId: number | null }> };
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

/** The signed-in user as the booking rules read them. */
const bookerOf = (actor: MockUser): Booker => ({ userId: actor.id, role: actor.role, companyId: actor.company?.id ?? null });

/** The actor as the §6 permission rules read them. */
export const actorOf = (actor: MockUser): Actor => ({ id: actor.id, role: actor.role, companyId: actor.company?.id ?? null });
/** Who a booking is of, as the §6 change rules read it. */
const ownershipOf = (booking: Booking): BookingOwnership => ({ userId: booking.userId, userCompanyId: booking.user.company?.id ?? null, bookingStart: booking.bookingStart });

/** The signed-in user as the location rules read them. */
const viewerOf = (actor: MockUser): LocationViewer => ({ role: actor.role, companyLocationIds: actor.company?.locations.map((location) => location.id) ?? [] });

/** Who a stored booking is for, as `build` takes it: a changed booking keeps its booker and company. */
const bookerFieldsOf = (booking: Booking) => ({
  userId: booking.userId,
  firstName: booking.user.firstName,
  lastName: booking.user.lastName,
  companyId: booking.user.company?.id ?? null,
});

/**
 * The moment a booking's refusal counts as now, and whether a start before it is kept (`BookingRequest`); by
 * default the store's clock and the §6 rule. The room tablet's Book now counts the quarter hour going on as
 * now, and its Extend keeps the start of the booking going on (docs/decisions/101).
 */
interface RefusalClock {
  now?: Temporal.Instant;
  allowPast?: boolean;
}

/** A stored booking as the booking rules read it. */
const roomBookingOf = (booking: Booking): RoomBooking => ({
  id: booking.id,
  roomId: booking.roomId,
  userId: booking.userId,
  companyId: booking.user.company?.id ?? null,
  bookingStart: booking.bookingStart,
  bookingEnd: booking.bookingEnd,
});

/**
 * The calendar's bookings for the mocks: about seventy bookings in the month of `now` (three on every
 * weekday in Copenhagen Harbour, a few in Aarhus and at weekends), never two at once in one room; and the
 * wiring of the booking calls to the domain's rules (bookings/rules, locations/rules), which answer the
 * API's refusals: a taken room or a company limit (409), the past (400), another user's booking (403).
 */
export class MockCalendar {
  private list: Booking[] | null = null;
  private nextId = 1;
  private nextSeriesId = 1;
  /** The occurrences of series, by booking id: the start the rule gave each, and whether it was changed by itself. */
  private readonly occurrences = new Map<number, { seriesId: number; occurrenceStart: string; detached: boolean }>();
  /** The series' rules, by id, as the feeds write them. */
  private readonly seriesRules = new Map<number, { rule: string; startsLocal: string; minutes: number }>();
  /** The price fixed on each booking when it was made or last changed (docs/decisions/018), by booking id. */
  private readonly prices = new Map<number, FixedBookingPrice>();

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
    // Never an id again, as the database's identity column: a booking deleted and one made later are two.
    this.nextId = Math.max(this.nextId, ...bookings.map((b) => b.id + 1));
  }

  private get now(): Temporal.Instant {
    return Temporal.Instant.fromEpochMilliseconds(this.store.now());
  }

  room(id: number): Room | undefined {
    return this.store.rooms.find((room) => room.id === id);
  }

  /**
   * A booking record as the API answers it, priced by the domain: at the room's rate and the company's discount
   * now, or at `pricing` (the rate a booking keeps when the room tablet moves its end).
   */
  build(
    fields: {
      id: number;
      name: string;
      roomId: number;
      bookingStart: string;
      bookingEnd: string;
      user: { userId: number; firstName: string; lastName: string; companyId: number | null };
      /** The series it is an occurrence of (issue 30 §3); none by default. */
      series?: Booking['series'];
    },
    pricing?: BookingPricing,
  ): Booking {
    const room = this.room(fields.roomId);
    if (!room) throw new Error(`Unknown room ${fields.roomId}`);
    const company = this.store.companies.find((c) => c.id === fields.user.companyId) ?? mockCompanies.find((c) => c.id === fields.user.companyId);
    const { hourlyRate, discountPercent } = pricing ?? { hourlyRate: room.hourlyRate, discountPercent: this.store.companies.find((c) => c.id === fields.user.companyId)?.discount ?? 0 };
    const price = bookingPrice(fields, { hourlyRate, discountPercent });
    this.prices.set(fields.id, { hourlyRate, discountPercent, total: price.total, discount: price.discount, totalWithDiscount: price.totalWithDiscount });
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
      series: fields.series ?? null,
      bookingCost: { total: price.totalWithDiscount },
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

  /**
   * The price fixed on a booking (the booking report bills it): the one it was made or last changed at; a
   * booking put into the store by hand is priced at its room's rate and company's discount now.
   */
  priceOf(booking: Booking): FixedBookingPrice {
    const fixed = this.prices.get(booking.id);
    if (fixed) return fixed;
    const hourlyRate = this.room(booking.roomId)?.hourlyRate ?? null;
    const discountPercent = this.store.companies.find((c) => c.id === booking.user.company?.id)?.discount ?? 0;
    const { total, discount, totalWithDiscount } = bookingPrice(booking, { hourlyRate, discountPercent });
    return { hourlyRate, discountPercent, total, discount, totalWithDiscount };
  }

  /** The locations the actor books in, with their active rooms. */
  locationsOf(actor: MockUser): LocationWithRooms[] {
    return visibleLocations(viewerOf(actor), this.store.locations.list, this.store.rooms);
  }

  /** The locations whose calendar the actor sees (GET /api/location/mine/, the booking lists): a CanteenManager's canteen locations too. */
  calendarLocationsOf(actor: MockUser): LocationWithRooms[] {
    const canteenLocationIds = this.store.canteens.records.filter((canteen) => canteen.managerId === actor.id).map((canteen) => canteen.locationId);
    return calendarLocations({ ...viewerOf(actor), canteenLocationIds }, this.store.locations.list, this.store.rooms);
  }

  /** A location the actor books in, or 404. */
  location(actor: MockUser, id: number): LocationWithRooms {
    const location = this.locationsOf(actor).find((l) => l.id === id);
    if (!location) throw new MockHttpError(404, ERRORS.notFound);
    return location;
  }

  private roomBookings(): RoomBooking[] {
    return this.bookings.map(roomBookingOf);
  }

  /** The rooms of the location, free or why not, and the edited booking's room once inactive (`availabilityRooms`), or 404. */
  availability(actor: MockUser, request: { id?: number; location: number; bookingStart: string; bookingEnd: string }): AvailabilityEntry[] {
    const found = request.id === undefined ? undefined : this.bookings.find((b) => b.id === request.id && this.room(b.roomId) !== undefined);
    const edited = found && { ...ownershipOf(found), roomId: found.roomId };
    const listed = availabilityRooms({
      viewer: viewerOf(actor),
      location: this.store.locations.list.find((l) => l.id === request.location),
      rooms: this.store.rooms,
      editedRoomId: editedRoomId(actorOf(actor), edited, this.now),
    });
    if (!listed) throw new MockHttpError(404, ERRORS.notFound);
    return roomAvailability(bookerOf(actor), listed, this.roomBookings(), request);
  }

  usedTime(actor: MockUser, locationId: number, date?: string): BookingLimitsEntry[] {
    return usedTimeByRoom(bookerOf(actor), this.location(actor, locationId).rooms, this.roomBookings(), usedTimeReference(date, this.now));
  }

  /**
   * Refuses a new or changed booking like the API (MockHttpError), through the domain's rule. `booker`: whose
   * limits it counts against (a changed booking keeps its booker and company; the role is the actor's).
   */
  private check(actor: MockUser, booker: Booker, body: BookingBody, editedId?: number, clock: RefusalClock = {}): void {
    refuseWith(
      bookingRefusal({
        booker,
        room: this.room(body.roomId),
        bookableLocationIds: this.locationsOf(actor).map((location) => location.id),
        interval: body,
        bookings: this.roomBookings(),
        editedId,
        now: clock.now ?? this.now,
        allowPast: clock.allowPast,
      }),
    );
  }

  create(actor: MockUser, body: BookingBody, clock: RefusalClock = {}): Booking {
    this.check(actor, bookerOf(actor), body, undefined, clock);
    const booking = this.build({
      id: this.nextId++,
      ...body,
      user: { userId: actor.id, firstName: actor.firstName, lastName: actor.lastName, companyId: actor.company?.id ?? null },
    });
    this.bookings.push(booking);
    return booking;
  }

  /**
   * The facts a booking of the room is decided on (`bookingDecision`): the room, its location's state and the
   * discount of the booker's company; undefined for no such room.
   */
  private targetOf(roomId: number, companyId: number | null): TargetFacts | undefined {
    const room = this.room(roomId);
    const location = room && this.store.locations.list.find((l) => l.id === room.locationId);
    if (!room || !location) return undefined;
    return { room, location: { id: location.id, isActive: location.isActive }, discountPercent: this.store.companies.find((c) => c.id === companyId)?.discount ?? 0 };
  }

  /** Each occurrence of the series decided as the API decides it (`seriesDecision`); 404 for a room the actor does not book in. */
  private seriesDecisions(actor: MockUser, roomId: number, occurrences: SeriesPlan['occurrences']) {
    const booker = bookerOf(actor);
    const target = this.targetOf(roomId, booker.companyId);
    const bookableLocationIds = this.locationsOf(actor).map((location) => location.id);
    if (!target || !target.room.isActive || !bookableLocationIds.includes(target.room.locationId)) throw new MockHttpError(404, ERRORS.notFound);
    return seriesDecision({ booker, target, bookableLocationIds, occurrences, bookings: this.roomBookings(), now: this.now });
  }

  /** The series of a booking as a feed writes it (`feedEvents`); null for a single booking. */
  feedSeriesOf(bookingId: number): FeedSeries | null {
    const occurrence = this.occurrences.get(bookingId);
    const rule = occurrence && this.seriesRules.get(occurrence.seriesId);
    return occurrence && rule ? { id: occurrence.seriesId, ...rule, occurrenceStart: occurrence.occurrenceStart } : null;
  }

  /** `POST /api/booking/series/preview`, as the API answers it. */
  seriesPreview(actor: MockUser, body: SeriesPreviewBody): SeriesPreview {
    const plan = seriesPlan(body.booking, body.repeat);
    return seriesPreviewOf(plan.rule, this.seriesDecisions(actor, body.booking.roomId, plan.occurrences));
  }

  /** `POST /api/booking/series`: the chosen occurrences, all or none, as the API books them. */
  createSeries(actor: MockUser, body: SeriesBody): SeriesCreated {
    const plan = seriesPlan(body.booking, body.repeat, body.occurrences);
    refuseWith(seriesOutcome(this.seriesDecisions(actor, body.booking.roomId, plan.occurrences)).refused ?? null);
    const id = this.nextSeriesId++;
    const user = { userId: actor.id, firstName: actor.firstName, lastName: actor.lastName, companyId: actor.company?.id ?? null };
    const series = { id, description: describeRule(plan.rule) };
    const bookings = plan.occurrences.map((occurrence) => this.build({ id: this.nextId++, name: body.booking.name, roomId: body.booking.roomId, ...occurrence, user, series }));
    for (const booking of bookings) this.occurrences.set(booking.id, { seriesId: id, occurrenceStart: booking.bookingStart, detached: false });
    this.seriesRules.set(id, { rule: plan.rule, startsLocal: plan.startsLocal, minutes: plan.minutes });
    this.bookings.push(...bookings);
    return { id, rule: plan.rule, description: series.description, bookings };
  }

  /**
   * The booking if the actor sees it: it is listed in their calendar (`GET /api/booking/location/{id}` of a
   * location whose calendar they see, every room of it), else 404 like the API.
   */
  visible(actor: MockUser, id: number): Booking {
    const booking = this.bookings.find((b) => b.id === id);
    const room = booking && this.room(booking.roomId);
    if (!booking || !room || !this.calendarLocationsOf(actor).some((l) => l.id === room.locationId)) throw new MockHttpError(404, ERRORS.notFound);
    return booking;
  }

  /**
   * The booking if the actor may change or delete it (§6), else 404/403 like the API. A booking whose room is
   * gone is history (docs/decisions/027): read-only, so not found.
   */
  changeable(actor: MockUser, id: number): Booking {
    const booking = this.bookings.find((b) => b.id === id && this.room(b.roomId) !== undefined);
    refuseWith(bookingChangeRefusal(actorOf(actor), booking && ownershipOf(booking), this.now));
    return booking as Booking; // the rule refuses a missing booking (404)
  }

  update(actor: MockUser, id: number, body: BookingBody, scope: SeriesScope = 'this'): Booking {
    const existing = this.changeable(actor, id);
    const booker = { userId: existing.userId, role: actor.role, companyId: existing.user.company?.id ?? null };
    const members = scope === 'this' ? [] : this.seriesMembers(id, scope);
    if (members.length > 0) return this.updateSeries(actor, booker, members, body);
    this.check(actor, booker, body, id);
    const occurrence = this.occurrences.get(id);
    if (occurrence) occurrence.detached = true;
    return this.replace(this.build({ id, ...body, user: bookerFieldsOf(existing), series: existing.series }));
  }

  /** The occurrences a change or delete of booking `id` with `scope` applies to (`seriesMembersOf`); none for a single booking. */
  private seriesMembers(id: number, scope: Exclude<SeriesScope, 'this'>, options: { withDetached?: boolean } = {}) {
    const seriesId = this.occurrences.get(id)?.seriesId;
    const states = this.bookings.flatMap((booking) => {
      const occurrence = this.occurrences.get(booking.id);
      return occurrence && occurrence.seriesId === seriesId ? [{ ...occurrence, id: booking.id, bookingStart: booking.bookingStart, booking }] : [];
    });
    return seriesMembersOf(states, id, scope, this.now.epochMilliseconds, options);
  }

  /** A change of a series' occurrences, as the API's `changeSeries`: each decided again, all or none. */
  private updateSeries(actor: MockUser, booker: Booker, members: ReturnType<MockCalendar['seriesMembers']>, body: BookingBody): Booking {
    const moved = movedWith(members, body);
    const target = this.targetOf(body.roomId, booker.companyId);
    const memberIds = new Set(members.map((member) => member.id));
    const decisions = seriesDecision({
      booker,
      target,
      bookableLocationIds: this.locationsOf(actor).map((location) => location.id),
      occurrences: moved,
      bookings: this.roomBookings().filter((booking) => !memberIds.has(booking.id)),
      now: this.now,
    });
    const outcome = seriesOutcome(decisions);
    refuseWith(outcome.refused ?? null);
    const changed = members.map(({ booking }, index) => {
      this.occurrences.get(booking.id)!.detached = false;
      return this.replace(this.build({ id: booking.id, name: body.name, roomId: body.roomId, ...moved[index]!, user: bookerFieldsOf(booking), series: booking.series }));
    });
    return changed[members.findIndex((member) => member.edited)]!;
  }

  /**
   * Moves the end of a booking (the room tablet's End early and Extend, docs/decisions/101): its name, booker
   * and company stay, and so does the rate it was priced at (`priceOf`), for the new interval. With `checkedFor`
   * (Extend), refused like a changed booking of that person whose start has passed.
   */
  changeEnd(booking: Booking, bookingEnd: string, checkedFor?: MockUser): Booking {
    const body = { name: booking.name, roomId: booking.roomId, bookingStart: booking.bookingStart, bookingEnd };
    if (checkedFor) {
      const booker = { userId: booking.userId, role: checkedFor.role, companyId: booking.user.company?.id ?? null };
      this.check(checkedFor, booker, body, booking.id, { allowPast: true });
    }
    const { hourlyRate, discountPercent } = this.priceOf(booking);
    return this.replace(this.build({ id: booking.id, ...body, user: bookerFieldsOf(booking), series: booking.series }, { hourlyRate, discountPercent }));
  }

  private replace(changed: Booking): Booking {
    this.bookings = this.bookings.map((b) => (b.id === changed.id ? changed : b));
    return changed;
  }

  /** Deletes the booking (with `scope`, also the occurrences of its series it names); answers how many were deleted. */
  delete(actor: MockUser, id: number, scope: SeriesScope = 'this'): number {
    this.changeable(actor, id);
    const members = scope === 'this' ? [] : this.seriesMembers(id, scope, { withDetached: true });
    const ids = new Set(members.length > 0 ? members.map((member) => member.id) : [id]);
    this.bookings = this.bookings.filter((b) => !ids.has(b.id));
    return ids.size;
  }
}
