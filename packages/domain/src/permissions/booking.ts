import { Temporal } from 'temporal-polyfill';
import { ERRORS } from '../messages';
import { isAdminRole, isCompanyRole } from '../roles';
import { toInstant, type InstantLike } from '../time/zone';
import type { Actor } from './capabilities';

/** What the booking-detail rules need to know about a booking. */
export interface BookingOwnership {
  /** The creator. */
  userId: number;
  /** The creator's company (null for a user without company). */
  userCompanyId: number | null;
  bookingStart: InstantLike;
}

export interface BookingActions {
  /** Whether the Edit and Delete buttons appear in the booking details at all. */
  visible: boolean;
  /** Whether they may be used (the API refuses the change otherwise). */
  allowed: boolean;
  /** Why a visible action is not allowed (the tooltip text of §6). */
  reason?: string;
}

/**
 * "Past" means: the booking's start is strictly before `now`. A booking that has started but not
 * ended is past (it can no longer be moved or deleted by its creator); a booking starting exactly
 * at `now` is not.
 */
export const isPastBooking = (bookingStart: InstantLike, now: Temporal.Instant): boolean =>
  Temporal.Instant.compare(toInstant(bookingStart), now) < 0;

/**
 * Booking-detail rules of §6. Edit and delete appear for the booking's creator, for Admin and
 * SuperAdmin, and for CompanyOwner/CompanyManager on bookings of users in their own company. Creators
 * and company roles cannot change past bookings; Admin and SuperAdmin can. Edit and delete follow the
 * same rule, so one answer serves both.
 */
export function bookingActions(actor: Actor, booking: BookingOwnership, now: Temporal.Instant): BookingActions {
  if (isAdminRole(actor.role)) return { visible: true, allowed: true };

  const isCreator = booking.userId === actor.id;
  const isOwnCompany =
    isCompanyRole(actor.role) && actor.companyId !== null && booking.userCompanyId === actor.companyId;
  if (!isCreator && !isOwnCompany) return { visible: false, allowed: false };

  if (isPastBooking(booking.bookingStart, now)) {
    return { visible: true, allowed: false, reason: ERRORS.pastBookingChange };
  }
  return { visible: true, allowed: true };
}

/**
 * The calendar draws a booking filled when it is the actor's own ("own bookings filled, others
 * outlined"); a CompanyOwner sees the company's bookings filled too. Everyone else's are outlined.
 */
export const isOwnBookingForDisplay = (actor: Actor, booking: Pick<BookingOwnership, 'userId' | 'userCompanyId'>): boolean =>
  booking.userId === actor.id ||
  (actor.role === 'CompanyOwner' && actor.companyId !== null && booking.userCompanyId === actor.companyId);

/** The calendar's agenda lists only the actor's own bookings (the ones the actor created). */
export const isAgendaBooking = (actor: Pick<Actor, 'id'>, booking: Pick<BookingOwnership, 'userId'>): boolean =>
  booking.userId === actor.id;
