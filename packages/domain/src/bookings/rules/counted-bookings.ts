import type { Role } from '../../roles';
import type { BookedInterval } from '../../time/usage';

/**
 * A booking as the calendar rules read it: the room, the interval, who booked it and for which company.
 * The API has these columns on its booking rows (the company through the booker).
 */
export interface RoomBooking extends BookedInterval {
  id: number;
  roomId: number;
  userId: number;
  /** The booker's company; null for a user without a company (Admin, SuperAdmin, CanteenManager). */
  companyId: number | null;
}

/** Who books: the signed-in user, their role and their company. */
export interface Booker {
  userId: number;
  role: Role;
  companyId: number | null;
}

/**
 * The bookings that count against a room's limits for the booker (§3: the daily and weekly limits are
 * hours per company and room): the company's bookings in the room, whoever of the company made them; for
 * a user without a company, their own. The booking being edited (`exceptId`) is left out, so that its own
 * time never counts against its new time.
 */
export function countedBookings<T extends RoomBooking>(
  booker: Pick<Booker, 'userId' | 'companyId'>,
  roomId: number,
  bookings: readonly T[],
  exceptId?: number,
): T[] {
  return bookings.filter(
    (booking) =>
      booking.roomId === roomId &&
      booking.id !== exceptId &&
      (booker.companyId === null ? booking.userId === booker.userId : booking.companyId === booker.companyId),
  );
}
