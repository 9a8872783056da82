import type { Temporal } from 'temporal-polyfill';
import type { ApiError } from '../../common/schemas';
import { ERRORS, AVAILABILITY_REASONS, VALIDATION } from '../../messages';
import { isAdminRole } from '../../roles';
import type { Room } from '../../rooms/schemas';
import type { BookedInterval } from '../../time/usage';
import { bookingTimeIssues } from '../../time/validation';
import { unavailableReason, type BookableRoom } from './availability';
import type { Booker, RoomBooking } from './counted-bookings';

/** A room as a new or changed booking needs it: bookable, where, and its limits. */
export type TargetRoom = BookableRoom & Pick<Room, 'isActive' | 'locationId'>;

export interface BookingRequest {
  booker: Booker;
  /** The requested room; undefined when there is no room with that id. */
  room: TargetRoom | undefined;
  /** The locations the booker books in (see `visibleLocations`). */
  bookableLocationIds: readonly number[];
  interval: BookedInterval;
  /** The bookings of the room (others are ignored). */
  bookings: readonly RoomBooking[];
  /** The booking being changed (`PUT /api/booking/{id}`); absent for a new booking. */
  editedId?: number;
  now: Temporal.Instant;
  /**
   * Whether a start before `now` is kept rather than refused. Unset: only an Admin's or SuperAdmin's change
   * (§6). The room tablet's Extend changes the end of a booking going on, whose start has passed (docs/decisions/101).
   */
  allowPast?: boolean;
}

const refuse = (statusCode: number, message: string): ApiError => ({ message, statusCode });

/**
 * Why a new or changed booking is refused, as the API answers it, or null when it may be saved. The first
 * that applies:
 * - the room does not exist, is inactive, or is at a location the booker does not book in: 404 'Not found';
 * - the times break a §5 rule (grid, order, and the past: only Admin and SuperAdmin may put a booking they
 *   change in the past, nobody creates one there): 400 with the first message;
 * - another booking holds the room: 409 'Please select an available room';
 * - the company would exceed a limit: 409 with the reason ('… the daily limit of N hours …').
 * Who may change which booking at all is `bookingChangeRefusal`.
 */
export function bookingRefusal({ booker, room, bookableLocationIds, interval, bookings, editedId, now, ...options }: BookingRequest): ApiError | null {
  if (!room || !room.isActive || !bookableLocationIds.includes(room.locationId)) return refuse(404, ERRORS.notFound);
  const allowPast = options.allowPast ?? (editedId !== undefined && isAdminRole(booker.role));
  const [issue] = bookingTimeIssues({ start: interval.bookingStart, end: interval.bookingEnd }, now, { allowPast });
  if (issue) return refuse(400, issue.message);
  const reason = unavailableReason({ booker, room, interval, bookings, exceptId: editedId });
  if (reason === AVAILABILITY_REASONS.booked) return refuse(409, VALIDATION.selectAvailableRoom);
  return reason === null ? null : refuse(409, reason);
}
