import { Temporal } from 'temporal-polyfill';
import type { Booking } from '../bookings/schemas';
import type { Company } from '../companies/schemas';
import type { Room } from '../rooms/schemas';
import { bookingPrice } from '../bookings/rules/booking-price';
import { applyDiscount } from '../money/discount';
import { sumOre } from '../money/rounding';
import { toInstant } from '../time/zone';
import type { BookingReport, BookingReportQuery } from './schemas';
import { isInPeriod } from './in-period';

/** What prices the bookings: the rooms' hourly rates (øre without tax, null: no rate) and the companies' discounts. */
export interface BookingReportPrices {
  rooms: ReadonlyArray<Pick<Room, 'id' | 'hourlyRate'>>;
  companies: ReadonlyArray<Pick<Company, 'id' | 'discount'>>;
}

/**
 * Whether a booking counts as COMPLETED in the booking report ('Completed bookings (past start date)'):
 * its start has come, a start exactly at `now` included.
 */
export const hasStarted = (booking: Pick<Booking, 'bookingStart'>, now: Temporal.Instant): boolean =>
  Temporal.Instant.compare(toInstant(booking.bookingStart), now) <= 0;

/**
 * The booking report (`POST /api/booking/booking-report`, §2, §3): the bookings starting in the period
 * [startDate, endDate), of the room and the company asked for (null: all), only those that have started
 * for COMPLETED; each with its duration, the room's hourly rate (0 without one), the rate less the
 * company's discount (for information), the total, the discount and the total with the discount (one
 * rounding per amount, docs/decisions/005); the report's totals are the sums of the entries. A booking of a
 * user without a company, or of a company not in `prices`, has no discount. In the order of `bookings`.
 */
export function assembleBookingReport(
  query: BookingReportQuery,
  bookings: readonly Booking[],
  prices: BookingReportPrices,
  now: Temporal.Instant,
): BookingReport {
  const entries = bookings
    .filter((booking) => isInPeriod(booking.bookingStart, query))
    .filter((booking) => query.roomId === null || booking.roomId === query.roomId)
    .filter((booking) => query.companyId === null || booking.user.company?.id === query.companyId)
    .filter((booking) => query.bookingStatus === 'ALL' || hasStarted(booking, now))
    .map((booking) => {
      const hourlyRate = prices.rooms.find((room) => room.id === booking.roomId)?.hourlyRate ?? 0;
      const companyId = booking.user.company?.id;
      const discount = prices.companies.find((company) => company.id === companyId)?.discount ?? 0;
      const price = bookingPrice(booking, { hourlyRate, discountPercent: discount });
      return {
        id: booking.id,
        booking,
        hourlyRate,
        hourlyRateDiscounted: applyDiscount(hourlyRate, discount),
        bookingDurationHours: price.durationMinutes / 60,
        total: price.total,
        totalWithDiscount: price.totalWithDiscount,
        discount,
      };
    });
  return {
    entries,
    total: sumOre(entries.map((entry) => entry.total)),
    totalWithDiscount: sumOre(entries.map((entry) => entry.totalWithDiscount)),
  };
}
