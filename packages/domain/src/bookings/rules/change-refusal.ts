import type { Temporal } from 'temporal-polyfill';
import type { ApiError } from '../../common/schemas';
import { ERRORS } from '../../messages';
import { bookingActions, type BookingOwnership } from '../../permissions/booking';
import type { Actor } from '../../permissions/capabilities';

/**
 * Why the actor may not change or delete a booking (`PUT` and `DELETE /api/booking/{id}`), as the API
 * answers it, or null when they may (§6, `bookingActions`):
 * - no such booking: 404 'Not found';
 * - not the creator, not of the creator's company (company roles), not Admin or SuperAdmin: 403;
 * - the booking has started and the actor is the creator or a company role: 403 'You can not delete or
 *   modify past bookings'.
 */
export function bookingChangeRefusal(actor: Actor, booking: BookingOwnership | undefined, now: Temporal.Instant): ApiError | null {
  if (!booking) return { message: ERRORS.notFound, statusCode: 404 };
  const actions = bookingActions(actor, booking, now);
  if (!actions.visible) return { message: ERRORS.forbidden, statusCode: 403 };
  if (!actions.allowed) return { message: actions.reason ?? ERRORS.pastBookingChange, statusCode: 403 };
  return null;
}
