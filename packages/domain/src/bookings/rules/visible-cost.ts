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

/** The booking as the viewer gets it: `bookingCost` is null where `seesBookingCost` says no. */
export function withVisibleCost(viewer: Actor, booking: Booking): Booking {
  const owner = { userId: booking.userId, companyId: booking.user.company?.id ?? null };
  return seesBookingCost(viewer, owner) ? booking : { ...booking, bookingCost: null };
}
