import type { Temporal } from 'temporal-polyfill';
import { copenhagenInstant, parseDateText, parseTimeText } from '../../time/zone';
import type { BookingLimitsEntry } from '../schemas';
import { usedTime } from '../../time/usage';
import { countedBookings, type Booker, type RoomBooking } from './counted-bookings';

/**
 * The answer of `GET /api/booking/getUsedTime/{locationId}` (§3 booking limits entries): for each room, the
 * hours that count against its limits for the booker (the company's, see `countedBookings`) today and
 * this ISO week around `now`, in Europe/Copenhagen.
 */
export function usedTimeByRoom(
  booker: Pick<Booker, 'userId' | 'companyId'>,
  rooms: ReadonlyArray<{ id: number; name: string }>,
  bookings: readonly RoomBooking[],
  now: Temporal.Instant,
): BookingLimitsEntry[] {
  return rooms.map((room) => ({
    room: { id: room.id, name: room.name },
    ...usedTime(countedBookings(booker, room.id, bookings), now),
  }));
}

/**
 * The instant whose Copenhagen day and ISO week `usedTimeByRoom` counts for a `UsedTimeQuery`: noon of `date`
 * (safely inside the day, DST days too), or `now` without one.
 */
export function usedTimeReference(date: string | undefined, now: Temporal.Instant): Temporal.Instant {
  const day = date === undefined ? null : parseDateText(date);
  return day === null ? now : copenhagenInstant(day, parseTimeText('12:00')!);
}
