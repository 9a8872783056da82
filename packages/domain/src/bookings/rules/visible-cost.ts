import type { Actor } from '../../permissions/capabilities';
import { isAdminRole } from '../../roles';
import type { Booking } from '../schemas';

/** Whose a booking is: its booker, and the company it counts against (null: a booker without a company). */
export interface CostOwner {
  userId: number;
  companyId: number | null;
}

/**
 * Whether the viewer may see a booking's cost (docs/decisions/018): Admin and SuperAdmin see every cost;
 * everyone else the cost of their own bookings and of the bookings of their company (the company the
 * booking counts against), never another company's.
 */
export function seesBookingCost(viewer: Actor, booking: CostOwner): boolean {
  if (isAdminRole(viewer.role) || booking.userId === viewer.id) return true;
  return viewer.companyId !== null && booking.companyId === viewer.companyId;
}

/** Whether the viewer may see this booking's cost (`seesBookingCost` for its booker and its company). */
export const showsCostOf = (viewer: Actor, booking: Booking): boolean =>
  seesBookingCost(viewer, { userId: booking.userId, companyId: booking.user.company?.id ?? null });

/** The booking as the viewer gets it: `bookingCost` is null where `seesBookingCost` says no. */
export function withVisibleCost(viewer: Actor, booking: Booking): Booking {
  return showsCostOf(viewer, booking) ? booking : { ...booking, bookingCost: null };
}
