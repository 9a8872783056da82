import type { AvailabilityEntry } from '../schemas';
import { AVAILABILITY_REASONS } from '../../messages';
import { isAdminRole } from '../../roles';
import type { Room } from '../../rooms/schemas';
import type { BookedInterval } from '../../time/usage';
import { limitExceeded, type RoomLimits } from './company-limits';
import { countedBookings, type Booker, type RoomBooking } from './counted-bookings';
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

/**
 * The answer of `POST /api/booking/getAvailableRooms/` (§3 availability entries): each of the rooms (the
 * location's active rooms) with whether the booker can have it for the interval, and why not. `request.id`
 * is the booking being edited.
 */
export function roomAvailability(
  booker: Booker,
  rooms: readonly BookableRoom[],
  bookings: readonly RoomBooking[],
  request: BookedInterval & { id?: number },
): AvailabilityEntry[] {
  return rooms.map((room) => {
    const reason = unavailableReason({ booker, room, interval: request, bookings, exceptId: request.id });
    return { room: { id: room.id, name: room.name }, isAvailable: reason === null, reason };
  });
}
