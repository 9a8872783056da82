import type { Temporal } from 'temporal-polyfill';
import type { AvailabilityEntry } from '../schemas';
import type { BookingOwnership } from '../../permissions/booking';
import type { Actor } from '../../permissions/capabilities';
import { booksAt, type LocationViewer } from '../../locations/rules/visible-locations';
import type { Location } from '../../locations/schemas';
import { AVAILABILITY_REASONS } from '../../messages';
import { isAdminRole } from '../../roles';
import type { Room } from '../../rooms/schemas';
import { usedTime, type BookedInterval } from '../../time/usage';
import { toInstant } from '../../time/zone';
import { limitExceeded, type RoomLimits } from './company-limits';
import { countedBookings, type Booker, type RoomBooking } from './counted-bookings';
import { bookingChangeRefusal } from './change-refusal';
import { overlaps } from './overlap';

/** A room as the availability rules read it: its id, name and limits. */
export type BookableRoom = Pick<Room, 'id' | 'name'> & RoomLimits;

export interface AvailabilityQuestion {
  booker: Booker;
  room: Pick<BookableRoom, 'id' | 'dailyLimit' | 'weeklyLimit'>;
  interval: BookedInterval;
  /** The bookings of the room (others are ignored), whoever made them. */
  bookings: readonly RoomBooking[];
  /** The booking being edited: its own time neither takes the room nor counts against the limits. */
  exceptId?: number;
}

/**
 * Whether the rooms' daily and weekly limits bind the booker: they bind the staff of a company, not Admin
 * and SuperAdmin, nor a user without a company. (Then only the bookings counted against their company
 * matter to the limits, and the API need not serialise their bookings per room and company.)
 */
export const limitsBind = <B extends Pick<Booker, 'role' | 'companyId'>>(booker: B): booker is B & { companyId: number } =>
  !isAdminRole(booker.role) && booker.companyId !== null;

/**
 * Why the booker cannot have the room for the interval, or null when they can. One reason, the first
 * that applies:
 * 1. another booking of the room overlaps the interval (half-open) — 'The room is already booked at this time';
 * 2. the company's hours would exceed the room's daily, then weekly limit (see `limitExceeded`), when the
 *    limits bind the booker (`limitsBind`).
 */
export function unavailableReason({ booker, room, interval, bookings, exceptId }: AvailabilityQuestion): string | null {
  const taken = bookings.some((booking) => booking.roomId === room.id && booking.id !== exceptId && overlaps(booking, interval));
  if (taken) return AVAILABILITY_REASONS.booked;
  if (!limitsBind(booker)) return null;
  return limitExceeded(room, countedBookings(booker, room.id, bookings, exceptId), interval);
}

/** A room of the asked location, active or not, as `availabilityRooms` reads it. */
export type LocationRoom = BookableRoom & Pick<Room, 'isActive' | 'locationId'>;

/** A room an availability answer lists, and why it cannot be booked at any time (null: it can be). */
export type ListedRoom = BookableRoom & { inactive: string | null };

export interface AvailabilityPlace<R extends LocationRoom = LocationRoom> {
  viewer: LocationViewer;
  /** The location the request names, active or not; undefined when there is none. */
  location: Pick<Location, 'id' | 'isActive'> | undefined;
  /** Rooms, active or not (those of other locations are ignored). */
  rooms: readonly R[];
  /** The room of the booking being edited (the request's `id`); undefined for a new booking or an unknown id. */
  editedRoomId?: number | undefined;
}

/**
 * The room of the booking an availability request edits (its `id`), when the actor may change that booking
 * (§6, `bookingChangeRefusal`): only then may its room be listed once inactive, so that no one learns about a
 * booking they cannot edit. Undefined for a new booking, an unknown id, or a booking the actor may not change.
 */
export function editedRoomId(actor: Actor, booking: (BookingOwnership & { roomId: number }) | undefined, now: Temporal.Instant): number | undefined {
  return booking && bookingChangeRefusal(actor, booking, now) === null ? booking.roomId : undefined;
}

/**
 * The rooms `POST /api/booking/getAvailableRooms/` answers for, or null when it answers 404:
 * - a location the viewer books in (`booksAt`) that is active: its active rooms;
 * - and the room of the booking being edited, when it is a room of the location that has since been
 *   marked inactive, or whose location has: listed with why (`AVAILABILITY_REASONS.roomInactive`, else
 *   `.locationInactive`), so that the Edit booking dialog says why that room can no longer be chosen. Of an
 *   inactive location, that is the only room listed; without it, an inactive location answers 404 like one
 *   the viewer does not book in.
 * Every other inactive room is left out. In the order of `rooms`.
 */
export function availabilityRooms<R extends LocationRoom>({ viewer, location, rooms, editedRoomId }: AvailabilityPlace<R>): Array<R & ListedRoom> | null {
  if (!location || !booksAt(viewer, location.id)) return null;
  const listed = rooms
    .filter((room) => room.locationId === location.id)
    .map((room) => ({
      ...room,
      inactive: !room.isActive ? AVAILABILITY_REASONS.roomInactive : !location.isActive ? AVAILABILITY_REASONS.locationInactive : null,
    }))
    .filter((room) => room.inactive === null || room.id === editedRoomId);
  return location.isActive || listed.length > 0 ? listed : null;
}

/**
 * The hours the booker's company has left in the room on the Copenhagen day and in the ISO week of the
 * interval's start: the room's daily and weekly limit less the hours of the bookings counted against them
 * (`countedBookings`, the booking being edited left out), never below 0. Null when the limits do not bind
 * the booker (`limitsBind`).
 */
function hoursLeft(
  booker: Booker,
  room: AvailabilityQuestion['room'],
  bookings: readonly RoomBooking[],
  request: BookedInterval & { id?: number },
): AvailabilityEntry['hoursLeft'] {
  if (!limitsBind(booker)) return null;
  const { dayUsed, weekUsed } = usedTime(countedBookings(booker, room.id, bookings, request.id), toInstant(request.bookingStart));
  return { day: Math.max(0, room.dailyLimit - dayUsed), week: Math.max(0, room.weeklyLimit - weekUsed) };
}

/**
 * The answer of `POST /api/booking/getAvailableRooms/` (§3 availability entries): each of the rooms (those
 * of `availabilityRooms`) with whether the booker can have it for the interval, and why not: an inactive
 * room (`inactive`) whatever the time, any other as `unavailableReason` says; and the company's hours left
 * in it on the interval's day and week (`hoursLeft`; null for an inactive room). `request.id` is the booking
 * being edited.
 */
export function roomAvailability(
  booker: Booker,
  rooms: ReadonlyArray<BookableRoom & { inactive?: string | null }>,
  bookings: readonly RoomBooking[],
  request: BookedInterval & { id?: number },
): AvailabilityEntry[] {
  return rooms.map((room) => {
    const ref = { id: room.id, name: room.name };
    if (room.inactive) return { room: ref, isAvailable: false, reason: room.inactive, hoursLeft: null };
    const reason = unavailableReason({ booker, room, interval: request, bookings, exceptId: request.id });
    return { room: ref, isAvailable: reason === null, reason, hoursLeft: hoursLeft(booker, room, bookings, request) };
  });
}
