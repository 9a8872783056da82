import { Temporal } from 'temporal-polyfill';
import { availabilityRooms, editedRoomId, roomAvailability } from '@roombook/domain/bookings/rules/availability';
import { bookingDecision, type TargetFacts } from '@roombook/domain/bookings/rules/booking-decision';
import { bookingListRoomIds } from '@roombook/domain/bookings/rules/listed-rooms';
import { bookingChangeRefusal } from '@roombook/domain/bookings/rules/change-refusal';
import { limitsWindow } from '@roombook/domain/bookings/rules/company-limits';
import type { Booker } from '@roombook/domain/bookings/rules/counted-bookings';
import { usedTimeByRoom, usedTimeReference } from '@roombook/domain/bookings/rules/used-time';
import { seesBookingCost, withVisibleCost } from '@roombook/domain/bookings/rules/visible-cost';
import { seriesDecision, seriesOutcome, seriesPreviewOf } from '@roombook/domain/bookings/series/series-decision';
import { describeRule, seriesPlan } from '@roombook/domain/bookings/series/series-rule';
import { movedWith } from '@roombook/domain/bookings/series/series-change';
import type { SeriesScope } from '@roombook/domain/bookings/series/scopes';
import type { SeriesBody, SeriesCreated, SeriesPreview, SeriesPreviewBody } from '@roombook/domain/bookings/series/schemas';
import type { AvailabilityEntry, AvailabilityRequest, Booking, BookingBody, BookingLimitsEntry, BookingRangeQuery } from '@roombook/domain/bookings/schemas';
import { calendarLocations, visibleLocations, type LocationViewer } from '@roombook/domain/locations/rules/visible-locations';
import type { LocationWithRooms } from '@roombook/domain/locations/schemas';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import { isoWeekWindow } from '@roombook/domain/time/windows';
import { notFound, refuseWith } from '../../../errors';
import { WrittenJson } from '../../../streamed-json';
import type { LocationsRepository } from '../locations/locations-repository';
import type { SessionUserRecord } from '../users/users-repository';
import { bookingJson, type BookingOwnership, type BookingsRepository, type DecideBooking, type MayChange, type WantedBooking, type Written, type WrittenBooking } from './bookings-repository';
import type { Deps } from '../../../deps';
import { locationsRepository } from '../locations/locations-repository';
import { bookingsRepository } from './bookings-repository';

const actorOf = (user: SessionUserRecord): Actor => ({ id: user.id, role: user.role, companyId: user.companyId });
const bookerOf = (user: SessionUserRecord): Booker => ({ userId: user.id, role: user.role, companyId: user.companyId });
const viewerOf = (user: SessionUserRecord): LocationViewer => ({
  role: user.role,
  companyLocationIds: user.company?.locations.map((location) => location.id) ?? [],
});
const ownershipOf = (found: BookingOwnership | undefined) =>
  found && { userId: found.userId, userCompanyId: found.companyId, bookingStart: found.bookingStart.toISOString() };

/**
 * The calendar (§7 "Calendar and bookings"): the user's locations, the booking lists of a bounded range,
 * availability, used time, and booking, changing and deleting. Every rule is the domain's
 * (bookings/rules, locations/rules); this service reads what they need, no more than the time windows they
 * look at, and asks the repository to write what they allow: each write is one call with the domain's
 * decision (`bookingDecision`, `bookingChangeRefusal`), and how it is written is the repository's. The
 * clock is injected (`now`).
 */
export class BookingsService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly locations: LocationsRepository,
    private readonly now: () => Temporal.Instant,
  ) {}

  /**
   * `GET /api/location/mine/`: the locations whose calendar the user sees, with their active rooms
   * (`calendarLocations`): where they book, and a CanteenManager's canteen locations, read-only.
   */
  async mine(user: SessionUserRecord): Promise<LocationWithRooms[]> {
    const { locations, rooms } = await this.locations.calendar();
    return calendarLocations(await this.calendarViewer(user), locations, rooms);
  }

  /** The viewer of the calendar's lists: a CanteenManager with the locations of their canteens. */
  private async calendarViewer(user: SessionUserRecord): Promise<LocationViewer> {
    const viewer = viewerOf(user);
    return user.role === 'CanteenManager' ? { ...viewer, canteenLocationIds: await this.locations.managedCanteenLocationIds(user.id) } : viewer;
  }

  /**
   * A booking the user sees in the calendar (its room at a location whose calendar they see, as `byRoom` lists
   * it), with whose it is; 404 for any other (and for a released one, which holds no room).
   */
  async seenBooking(user: SessionUserRecord, id: number): Promise<BookingOwnership> {
    const found = await this.bookings.findOwnership(id);
    const target = found && (await this.bookings.target(found.roomId));
    if (!found || !target || calendarLocations(await this.calendarViewer(user), [target.location], []).length === 0) throw notFound();
    return found;
  }

  /** A location the user books in, with its active rooms; 404 for any other. */
  private async bookableLocation(user: SessionUserRecord, locationId: number): Promise<LocationWithRooms> {
    const { locations, rooms } = await this.locations.calendar({ locationId });
    const [location] = visibleLocations(viewerOf(user), locations, rooms);
    if (!location) throw notFound();
    return location;
  }

  /** `GET /api/booking/room/{id}`: the bookings of a room at a location the user books in, overlapping the range. */
  async byRoom(user: SessionUserRecord, roomId: number, range: BookingRangeQuery): Promise<WrittenJson<Booking[]>> {
    const target = await this.bookings.target(roomId);
    if (!target || calendarLocations(await this.calendarViewer(user), [target.location], []).length === 0) throw notFound();
    return this.visible(user, await this.bookings.listWritten([roomId], windowOf(range)));
  }

  /**
   * `GET /api/booking/location/{id}`: the bookings overlapping the range in every room of a location the user
   * books in, rooms marked inactive too (`bookingListRoomIds`).
   */
  async byLocation(user: SessionUserRecord, locationId: number, range: BookingRangeQuery): Promise<WrittenJson<Booking[]>> {
    const location = await this.bookings.locationList(locationId, windowOf(range));
    if (!location || calendarLocations(await this.calendarViewer(user), [{ id: locationId, isActive: location.isActive }], []).length === 0) throw notFound();
    // The statement reads the bookings of every room of the location; the list keeps those of the rooms the rule lists.
    const listed = new Set(bookingListRoomIds(locationId, location.roomIds.map((id) => ({ id, locationId }))));
    return this.visible(user, location.bookings.filter((booking) => listed.has(booking.roomId)));
  }

  /**
   * `POST /api/booking/getAvailableRooms/`: each active room of the location, free or why not, and the
   * edited booking's room once it or its location is inactive (`availabilityRooms`, `roomAvailability`).
   */
  async availableRooms(user: SessionUserRecord, request: AvailabilityRequest): Promise<AvailabilityEntry[]> {
    const { locations, rooms } = await this.locations.calendar({ locationId: request.location });
    const found = request.id === undefined ? undefined : await this.bookings.findOwnership(request.id);
    const edited = found && { userId: found.userId, userCompanyId: found.companyId, bookingStart: found.bookingStart.toISOString(), roomId: found.roomId };
    const listed = availabilityRooms({ viewer: viewerOf(user), location: locations[0], rooms, editedRoomId: editedRoomId(actorOf(user), edited, this.now()) });
    if (!listed) throw notFound();
    const bookable = listed.filter((room) => room.inactive === null).map((room) => room.id);
    const bookings = await this.bookings.roomBookingsIn(bookable, limitsWindow(request));
    return roomAvailability(bookerOf(user), listed, bookings, request);
  }

  /** `GET /api/booking/getUsedTime/{locationId}`: the company's hours on a day (today) and in its ISO week, per room. */
  async usedTime(user: SessionUserRecord, locationId: number, date?: string): Promise<BookingLimitsEntry[]> {
    const reference = usedTimeReference(date, this.now());
    const location = await this.bookableLocation(user, locationId);
    const bookings = await this.bookings.roomBookingsIn(roomIds(location), isoWeekWindow(reference));
    return usedTimeByRoom(bookerOf(user), location.rooms, bookings, reference);
  }

  /** `POST /api/booking/`: books for the user, counted against their company, at today's price. */
  async create(user: SessionUserRecord, body: BookingBody): Promise<Booking> {
    return this.answer(user, await this.bookings.book(bookerOf(user), wantedOf(body), this.decide(user, body)));
  }

  /**
   * `POST /api/booking/series/preview`: each booking of the repeat decided as the series' save would decide it
   * now (`seriesDecision`), nothing booked. 404 for a room the user does not book in, as a single booking.
   */
  async seriesPreview(user: SessionUserRecord, body: SeriesPreviewBody): Promise<SeriesPreview> {
    const plan = seriesPlan(body.booking, body.repeat);
    const target = await this.bookings.target(body.booking.roomId);
    const bookableLocationIds = this.bookableLocationIds(user, target);
    if (!target || !target.room.isActive || !bookableLocationIds.includes(target.room.locationId)) throw notFound();
    const first = plan.occurrences[0]!;
    const last = plan.occurrences[plan.occurrences.length - 1]!;
    const bookings = await this.bookings.roomBookingsIn([target.room.id], limitsWindow({ bookingStart: first.bookingStart, bookingEnd: last.bookingEnd }));
    const decisions = seriesDecision({ booker: bookerOf(user), target, bookableLocationIds, occurrences: plan.occurrences, bookings, now: this.now() });
    return seriesPreviewOf(plan.rule, decisions);
  }

  /**
   * `POST /api/booking/series`: the chosen bookings of the repeat, all or none (`bookSeries`), each decided as a
   * single booking would be with the earlier ones of the series counted, on what the database holds under the
   * lock: the first refusal is the answer, and nothing is booked.
   */
  async createSeries(user: SessionUserRecord, body: SeriesBody): Promise<SeriesCreated> {
    const plan = seriesPlan(body.booking, body.repeat, body.occurrences);
    const written = await this.bookings.bookSeries(bookerOf(user), { name: body.booking.name, roomId: body.booking.roomId, ...plan }, ({ booker, target, deciding }) =>
      seriesOutcome(
        seriesDecision({ booker, target, bookableLocationIds: this.bookableLocationIds(user, target), occurrences: plan.occurrences, bookings: deciding, now: this.now() }),
      ),
    );
    refuseWith(written.refused ?? null);
    const actor = actorOf(user);
    return { id: written.seriesId!, rule: plan.rule, description: describeRule(plan.rule), bookings: written.bookings!.map((booking) => withVisibleCost(actor, booking)) };
  }

  /** Whether the user may change the booking found (`bookingChangeRefusal`), and whose limits it is then checked against: its booker's company's. */
  private mayChange(user: SessionUserRecord, found: BookingOwnership | undefined): ReturnType<MayChange> {
    const refused = bookingChangeRefusal(actorOf(user), ownershipOf(found), this.now());
    // The rule refuses a missing booking (404).
    return refused ? { refused } : { booker: { userId: found!.userId, role: user.role, companyId: found!.companyId } };
  }

  /** The locations of the target that the user books in (`visibleLocations`): its own, or none. */
  private bookableLocationIds(user: SessionUserRecord, target: TargetFacts | undefined): number[] {
    return target ? visibleLocations(viewerOf(user), [target.location], []).map((location) => location.id) : [];
  }

  /**
   * `PUT /api/booking/{id}`: who may change it is `bookingChangeRefusal`; the booking keeps its booker and
   * its company (the limits it is checked against are that company's), and takes the price of today.
   */
  async update(user: SessionUserRecord, id: number, body: BookingBody, scope: SeriesScope = 'this'): Promise<Booking> {
    if (scope !== 'this') {
      const series = await this.updateSeries(user, id, body, scope);
      if (series) return series;
    }
    const changed = await this.bookings.change(
      id,
      wantedOf(body),
      (found) => this.mayChange(user, found),
      this.decide(user, body, id),
    );
    return this.answer(user, changed);
  }

  /**
   * `PUT /api/booking/{id}?scope=following|all` of an occurrence of a series (docs/decisions/106): the occurrences the
   * scope names that have not started and were not changed by themselves take the title and room, and move as the
   * edited one moves (by as many days, to its time of day, as long), each decided as a single booking would be, all
   * or none. Undefined for a booking of no series: it is changed alone.
   */
  private async updateSeries(user: SessionUserRecord, id: number, body: BookingBody, scope: 'following' | 'all'): Promise<Booking | undefined> {
    const result = await this.bookings.changeSeries(
      id,
      scope,
      new Date(this.now().epochMilliseconds),
      { name: body.name, roomId: body.roomId },
      (found) => this.mayChange(user, found),
      (members) => movedWith(members, body),
      (facts, occurrences) =>
        seriesOutcome(seriesDecision({ ...facts, bookableLocationIds: this.bookableLocationIds(user, facts.target), occurrences, bookings: facts.deciding, now: this.now() })),
    );
    if (result === undefined) return undefined;
    refuseWith(result.refused ?? null);
    return withVisibleCost(actorOf(user), result.changed!.find((booking) => booking.id === id)!);
  }

  /**
   * `DELETE /api/booking/{id}`; of an occurrence of a series with `scope`, also its later ones (`following`) or all
   * of them (`all`) that have not started. Answers how many were deleted.
   */
  async delete(user: SessionUserRecord, id: number, scope: SeriesScope = 'this'): Promise<number> {
    const mayDelete = (found: BookingOwnership | undefined) => bookingChangeRefusal(actorOf(user), ownershipOf(found), this.now());
    if (scope !== 'this') {
      const series = await this.bookings.removeSeries(id, scope, new Date(this.now().epochMilliseconds), mayDelete);
      if (series) {
        refuseWith(series.refused ?? null);
        return series.deleted!;
      }
    }
    refuseWith(await this.bookings.remove(id, mayDelete));
    return 1;
  }

  /**
   * The decision on a new or changed booking (`editedId`) of the user's, on the facts the repository reads
   * (`bookingDecision`): refused, or its price. The locations the booker books in are the user's
   * (`visibleLocations`).
   */
  private decide(user: SessionUserRecord, body: BookingBody, editedId?: number): DecideBooking {
    return ({ booker, target, deciding }) =>
      bookingDecision({
        booker,
        target,
        bookableLocationIds: this.bookableLocationIds(user, target),
        interval: body,
        bookings: deciding,
        editedId,
        now: this.now(),
      });
  }

  /** The booking written, as the user may see it, or the refusal. */
  private answer(user: SessionUserRecord, written: Written): Booking {
    refuseWith(written.refused ?? null);
    return withVisibleCost(actorOf(user), written.booking!);
  }

  /** A list as the user may see it: each booking's cost only where `seesBookingCost` allows it. */
  private visible(user: SessionUserRecord, bookings: readonly WrittenBooking[]): WrittenJson<Booking[]> {
    const actor = actorOf(user);
    return new WrittenJson(Buffer.from(`[${bookings.map((booking) => bookingJson(booking, seesBookingCost(actor, booking))).join(',')}]`));
  }
}

const roomIds = (location: LocationWithRooms): number[] => location.rooms.map((room) => room.id);
const windowOf = (range: BookingRangeQuery) => ({ start: Temporal.Instant.from(range.from), end: Temporal.Instant.from(range.to) });
const wantedOf = (body: BookingBody): WantedBooking => ({
  name: body.name,
  roomId: body.roomId,
  bookingStart: body.bookingStart,
  bookingEnd: body.bookingEnd,
});

/** The service as the API makes it (docs/decisions/063): its clock is the services' one. */
export const bookingsService = (deps: Deps) =>
  new BookingsService(deps.get(bookingsRepository), deps.get(locationsRepository), () => Temporal.Instant.fromEpochMilliseconds(deps.now().getTime()));
