import type { Knex } from 'knex';
import { Temporal } from 'temporal-polyfill';
import { availabilityRooms, editedRoomId, limitsBind, roomAvailability } from '@roombook/domain/bookings/rules/availability';
import { bookingListRoomIds } from '@roombook/domain/bookings/rules/listed-rooms';
import { fixedPrice, type FixedPrice } from '@roombook/domain/bookings/rules/booking-price';
import { bookingRefusal } from '@roombook/domain/bookings/rules/booking-refusal';
import { bookingChangeRefusal } from '@roombook/domain/bookings/rules/change-refusal';
import { limitsWindow } from '@roombook/domain/bookings/rules/company-limits';
import type { Booker } from '@roombook/domain/bookings/rules/counted-bookings';
import { usedTimeByRoom } from '@roombook/domain/bookings/rules/used-time';
import { showsCostOf, withVisibleCost } from '@roombook/domain/bookings/rules/visible-cost';
import {
  Booking,
  type AvailabilityEntry,
  type AvailabilityRequest,
  type BookingBody,
  type BookingLimitsEntry,
  type BookingRangeQuery,
} from '@roombook/domain/bookings/schemas';
import { visibleLocations, type LocationViewer } from '@roombook/domain/locations/rules/visible-locations';
import type { LocationWithRooms } from '@roombook/domain/locations/schemas';
import { SERVER_MESSAGES } from '@roombook/domain/messages';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import { isoWeekWindow } from '@roombook/domain/time/windows';
import { pipelinedTransaction, type DirectExecutor } from '../../../db/direct';
import { HttpError, notFound, refuseWith } from '../../../errors';
import { compileWriter } from '../../../serializer';
import { WrittenJson } from '../../../streamed-json';
import type { LocationsRepository } from '../locations/locations-repository';
import type { SessionUserRecord } from '../users/users-repository';
import { BookingListCache, keptList, type KeptList } from './booking-list-cache';
import type { BookingFields, BookingsRepository, BookingTarget } from './bookings-repository';
import { KnownTargets } from './known-targets';
import type { Deps } from '../../../deps';
import { locationsRepository } from '../locations/locations-repository';
import { bookingsRepository } from './bookings-repository';

const actorOf = (user: SessionUserRecord): Actor => ({ id: user.id, role: user.role, companyId: user.companyId });
const bookerOf = (user: SessionUserRecord): Booker => ({ userId: user.id, role: user.role, companyId: user.companyId });
const viewerOf = (user: SessionUserRecord): LocationViewer => ({
  role: user.role,
  companyLocationIds: user.company?.locations.map((location) => location.id) ?? [],
});

/**
 * The calendar (§7 "Calendar and bookings"): the user's locations, the booking lists of a bounded range,
 * availability, used time, and booking, changing and deleting. Every rule is the domain's
 * (bookings/rules, locations/rules); this service reads what they need, no more than the time windows they
 * look at, and writes what they allow. The clock is injected (`now`).
 */
export class BookingsService {
  constructor(
    private readonly db: Knex,
    private readonly bookings: BookingsRepository,
    private readonly locations: LocationsRepository,
    private readonly now: () => Temporal.Instant,
    private readonly listCache = new BookingListCache(),
    private readonly knownTargets = new KnownTargets(),
  ) {}

  /** `GET /api/location/mine/`: the locations the user books in, with their active rooms (`visibleLocations`). */
  async mine(user: SessionUserRecord): Promise<LocationWithRooms[]> {
    const { locations, rooms } = await this.locations.calendar();
    return visibleLocations(viewerOf(user), locations, rooms);
  }

  /** A location the user books in, with its active rooms; 404 for any other. */
  private async bookableLocation(user: SessionUserRecord, locationId: number): Promise<LocationWithRooms> {
    const { locations, rooms } = await this.locations.calendar({ locationId });
    const [location] = visibleLocations(viewerOf(user), locations, rooms);
    if (!location) throw notFound();
    return location;
  }

  /** `GET /api/booking/room/{id}`: the bookings of a room at a location the user books in, overlapping the range. */
  async byRoom(user: SessionUserRecord, roomId: number, range: BookingRangeQuery): Promise<Booking[]> {
    const target = await this.bookings.bookingTarget(roomId);
    if (!target || visibleLocations(viewerOf(user), [target.location], []).length === 0) throw notFound();
    return this.visible(user, await this.bookings.listIn([roomId], windowOf(range)));
  }

  /**
   * `GET /api/booking/location/{id}`: the bookings overlapping the range in every room of a location the user
   * books in, rooms marked inactive too (`bookingListRoomIds`). The list comes from this process's cache while
   * its version in the database is the one it was read at (docs/decisions/047): the location and the
   * versions are read first, so that a list read after them is never older than they say.
   */
  async byLocation(user: SessionUserRecord, locationId: number, range: BookingRangeQuery): Promise<WrittenJson<Booking[]>> {
    const stamp = await this.bookings.listStamp(locationId);
    if (!stamp || visibleLocations(viewerOf(user), [{ id: locationId, isActive: stamp.isActive }], []).length === 0) throw notFound();
    const roomIds = bookingListRoomIds(
      locationId,
      stamp.roomIds.map((id) => ({ id, locationId })),
    );
    const window = windowOf(range);
    const key = `${locationId} ${window.start.toString()} ${window.end.toString()} ${roomIds.join(',')}`;
    const version = `${stamp.locationVersion} ${stamp.everyVersion}`;
    let list = this.listCache.get(key, version);
    if (!list) {
      list = keptList(await this.bookings.listIn(roomIds, window));
      this.listCache.set(key, version, list);
      // The location's version is a sum of rows, one per change: kept few, so that the stamp stays cheap.
      if (stamp.changeRows > LIST_CHANGE_ROWS) await this.bookings.compactListChanges(locationId);
    }
    return writtenList(actorOf(user), list);
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

  /** `GET /api/booking/getUsedTime/{locationId}`: the company's hours today and this ISO week, per room. */
  async usedTime(user: SessionUserRecord, locationId: number): Promise<BookingLimitsEntry[]> {
    const now = this.now();
    const location = await this.bookableLocation(user, locationId);
    const bookings = await this.bookings.roomBookingsIn(roomIds(location), isoWeekWindow(now));
    return usedTimeByRoom(bookerOf(user), location.rooms, bookings, now);
  }

  /**
   * `POST /api/booking/`: books for the user, counted against their company, at today's price. Only a
   * booking that company limits bind needs a transaction (its lock); any other is one read and one write,
   * or one write alone on a room this process knows (`bookOnKnownTarget`).
   */
  async create(user: SessionUserRecord, body: BookingBody): Promise<Booking> {
    const booker = bookerOf(user);
    if (limitsBind(booker)) return pipelinedTransaction(this.db, (trx) => this.book(user, booker, body, trx.statements, trx.last));
    return (await this.bookOnKnownTarget(user, booker, body)) ?? this.book(user, booker, body, this.db);
  }

  /** Checks, prices and writes a new booking: its write is the last statement (`last`) of the transaction, if it is in one. */
  private async book(user: SessionUserRecord, booker: Booker, body: BookingBody, trx: DirectExecutor, last = trx): Promise<Booking> {
    const price = await this.checkedPrice(user, booker, body, undefined, trx);
    return this.visibleTo(user, await this.bookings.insert({ ...fieldsOf(body, price), userId: user.id, companyId: user.companyId }, last));
  }

  /**
   * A booking that no limit binds, on a room that this process has read for the company before: checked
   * and priced on what it read, and written only while all of that still holds, in one statement
   * (docs/decisions/051). Undefined when the room is not known, when the check would refuse (a refusal is
   * only ever given on what the database holds now), or when the room, its location or the discount has
   * changed since: the caller then books as usual.
   */
  private async bookOnKnownTarget(user: SessionUserRecord, booker: Booker, body: BookingBody): Promise<Booking | undefined> {
    const target = this.knownTargets.get(body.roomId, booker.companyId);
    if (!target || this.refusal(user, booker, body, undefined, target, []) !== null) return undefined;
    let price: FixedPrice;
    try {
      price = priceOn(body, target);
    } catch {
      return undefined; // a price out of range: answered by the usual way, on the room as it is now
    }
    const written = await this.bookings.insertWhileTargetHolds({ ...fieldsOf(body, price), userId: user.id, companyId: user.companyId }, target);
    if (!written) {
      this.knownTargets.forget(body.roomId, booker.companyId);
      return undefined;
    }
    return this.visibleTo(user, written);
  }

  /**
   * `PUT /api/booking/{id}`: who may change it is `bookingChangeRefusal`; the booking keeps its booker and
   * its company (the limits it is checked against are that company's), and takes the price of today.
   */
  async update(user: SessionUserRecord, id: number, body: BookingBody): Promise<Booking> {
    return this.db.transaction(async (trx) => {
      const existing = await this.changeable(user, id, trx);
      const booker: Booker = { userId: existing.userId, role: user.role, companyId: existing.companyId };
      const price = await this.checkedPrice(user, booker, body, id, trx);
      const changed = await this.bookings.update(id, fieldsOf(body, price), trx);
      if (!changed) throw notFound();
      return this.visibleTo(user, changed);
    });
  }

  /** `DELETE /api/booking/{id}`. */
  async delete(user: SessionUserRecord, id: number): Promise<void> {
    await this.db.transaction(async (trx) => {
      await this.changeable(user, id, trx);
      await this.bookings.deleteById(id, trx);
    });
  }

  /** The booking if the user may change or delete it (§6), else 404 or 403. */
  private async changeable(user: SessionUserRecord, id: number, trx: Knex.Transaction) {
    const existing = await this.bookings.findOwnership(id, trx);
    const ownership = existing && { userId: existing.userId, userCompanyId: existing.companyId, bookingStart: existing.bookingStart.toISOString() };
    refuseWith(bookingChangeRefusal(actorOf(user), ownership, this.now()));
    return existing!; // the rule refuses a missing booking (404)
  }

  /**
   * Checks a new or changed booking (`bookingRefusal`) and prices it, in one round trip: the room and the
   * company's discount and, when the limits bind the booker (`limitsBind`), the bookings that decide
   * (`BookingsRepository.bookingTarget`): the room's bookings that already overlap the interval, or, when
   * none do, the lock of the room and the company, held until the transaction ends, so that no parallel
   * request, in this or another API process, can take the same hours between the check and the write, and
   * the bookings read with it held (docs/decisions/056). When no limit binds, only an overlap could refuse
   * the booking, and the exclusion constraint decides that at the write with the same answer (23P01/40P01 →
   * 409 'Please select an available room', error-handler.ts), so nothing more is read.
   */
  private async checkedPrice(
    user: SessionUserRecord,
    booker: Booker,
    body: BookingBody,
    editedId: number | undefined,
    trx: DirectExecutor,
  ): Promise<FixedPrice> {
    const limits = limitsBind(booker) ? { companyId: booker.companyId, window: limitsWindow(body) } : undefined;
    const target = await this.bookings.bookingTarget(body.roomId, trx, {
      discountOf: booker.companyId,
      lockFor: limits && { companyId: limits.companyId, interval: body, window: limits.window, exceptId: editedId },
    });
    if (target) this.knownTargets.remember(body.roomId, booker.companyId, target);
    const bookings = target?.deciding ?? [];
    refuseWith(this.refusal(user, booker, body, editedId, target, bookings));
    try {
      return priceOn(body, target!);
    } catch (error) {
      // Only a booking of centuries at a room's highest rate leaves the øre a JavaScript number holds.
      if (error instanceof RangeError) throw new HttpError(400, SERVER_MESSAGES.invalidInput, { cause: error });
      throw error;
    }
  }

  /** Why the booking is refused (`bookingRefusal`), on this target and these bookings of its room; null: it is not. */
  private refusal(
    user: SessionUserRecord,
    booker: Booker,
    body: BookingBody,
    editedId: number | undefined,
    target: BookingTarget | undefined,
    bookings: BookingTarget['deciding'],
  ) {
    return bookingRefusal({
      booker,
      room: target?.room,
      bookableLocationIds: target ? visibleLocations(viewerOf(user), [target.location], []).map((location) => location.id) : [],
      interval: body,
      bookings,
      editedId,
      now: this.now(),
    });
  }

  private visibleTo(user: SessionUserRecord, booking: Booking): Booking {
    return withVisibleCost(actorOf(user), booking);
  }

  private visible(user: SessionUserRecord, bookings: readonly Booking[]): Booking[] {
    const actor = actorOf(user);
    return bookings.map((booking) => withVisibleCost(actor, booking));
  }
}

const roomIds = (location: LocationWithRooms): number[] => location.rooms.map((room) => room.id);
const writeBooking = compileWriter(Booking);

/** How many change rows of a location's list `byLocation` lets the database gather before it compacts them. */
const LIST_CHANGE_ROWS = 32;

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * A kept list as the viewer gets it (`showsCostOf`), as JSON: each booking is written once with its cost and
 * once without, by the contract's writer, when an answer first needs it. The pieces are kept as UTF-8
 * bytes: joining the writer's strings again on every answer (V8 keeps them as ropes of the pieces they were
 * concatenated from) cost ten times as much as copying bytes.
 */
function writtenList(viewer: Actor, list: KeptList): WrittenJson<Booking[]> {
  const pieces: Buffer[] = [OPEN];
  list.bookings.forEach((booking, index) => {
    if (index > 0) pieces.push(COMMA);
    pieces.push(
      showsCostOf(viewer, booking)
        ? (list.withCost[index] ??= Buffer.from(writeBooking(booking)))
        : (list.withoutCost[index] ??= Buffer.from(writeBooking(withVisibleCost(viewer, booking)))),
    );
  });
  pieces.push(CLOSE);
  return new WrittenJson(Buffer.concat(pieces));
}

/** The booking's fixed price at the target's rate and discount (`fixedPrice`; a RangeError past what øre hold). */
const priceOn = (body: BookingBody, target: BookingTarget): FixedPrice =>
  fixedPrice(body, { hourlyRate: target.room.hourlyRate, discountPercent: target.discountPercent });
const windowOf = (range: BookingRangeQuery) => ({ start: Temporal.Instant.from(range.from), end: Temporal.Instant.from(range.to) });
const fieldsOf = (body: BookingBody, price: FixedPrice): BookingFields => ({
  name: body.name,
  roomId: body.roomId,
  bookingStart: body.bookingStart,
  bookingEnd: body.bookingEnd,
  price,
});

/** The service as the API makes it (docs/decisions/063): its clock is the services' one. */
export const bookingsService = (deps: Deps) =>
  new BookingsService(deps.knex, deps.get(bookingsRepository), deps.get(locationsRepository), () => Temporal.Instant.fromEpochMilliseconds(deps.now().getTime()));
