import { Temporal } from 'temporal-polyfill';
import type { FixedPrice } from '../bookings/rules/booking-price';
import { durationMinutes } from '../bookings/rules/booking-price';
import { applyDiscount } from '../money/discount';
import { sumOre } from '../money/rounding';
import { toInstant } from '../time/zone';
import type { BookingReport, BookingReportEntry, BookingReportQuery, ReportedBooking } from './schemas';
import { isInPeriod } from './in-period';

/** The price fixed on a booking when it was made or last changed (migration 0003, docs/decisions/018). */
export type FixedBookingPrice = Pick<FixedPrice, 'hourlyRate' | 'discountPercent' | 'total' | 'discount' | 'totalWithDiscount'>;

/** A booking as the booking report reads it: the booking (with kept names) and the price fixed on it. */
export interface ReportedBookingRecord {
  booking: ReportedBooking;
  price: FixedBookingPrice;
}

/**
 * Whether a booking counts as COMPLETED in the booking report ('Completed bookings (past start date)'):
 * its start has come, a start exactly at `now` included.
 */
export const hasStarted = (booking: Pick<ReportedBooking, 'bookingStart'>, now: Temporal.Instant): boolean =>
  Temporal.Instant.compare(toInstant(booking.bookingStart), now) <= 0;

/**
 * One entry of the booking report (§3) from a booking and its fixed price: never today's rate or discount,
 * so a later change of either does not rewrite history. The duration is real elapsed time (a DST Sunday's
 * 01:00–04:00 is 2 hours); `hourlyRateDiscounted` is the rate less the discount, rounded once, for
 * information only (docs/decisions/005); a booking without a rate shows 0.
 */
export const bookingReportEntry = ({ booking, price }: ReportedBookingRecord): BookingReportEntry => {
  const hourlyRate = price.hourlyRate ?? 0;
  return {
    id: booking.id,
    booking,
    hourlyRate,
    hourlyRateDiscounted: applyDiscount(hourlyRate, price.discountPercent),
    bookingDurationHours: durationMinutes(booking) / 60,
    total: price.total,
    totalWithDiscount: price.totalWithDiscount,
    discount: price.discountPercent,
  };
};

/** The booking report's totals: the sums of its entries' totals. */
export type BookingReportTotals = Omit<BookingReport, 'entries'>;

/** The totals of a booking report without entries. */
export const NO_BOOKING_REPORT_TOTALS: BookingReportTotals = { total: 0, totalWithDiscount: 0 };

/** The totals with one more entry added (entry by entry, so that a report can be written as its rows arrive). */
export const addToBookingReportTotals = (totals: BookingReportTotals, entry: BookingReportEntry): BookingReportTotals => ({
  total: sumOre([totals.total, entry.total]),
  totalWithDiscount: sumOre([totals.totalWithDiscount, entry.totalWithDiscount]),
});

/** The booking report of the bookings given, in their order: an entry each, the totals the sums of the entries. */
export function bookingReportOf(records: readonly ReportedBookingRecord[]): BookingReport {
  const entries = records.map(bookingReportEntry);
  return { entries, ...entries.reduce(addToBookingReportTotals, NO_BOOKING_REPORT_TOTALS) };
}

/**
 * Whether a booking is one the booking report asks for (`POST /api/booking/booking-report`, §2): it starts
 * in the period [startDate, endDate), in the room and for the company asked for (null: all; the company the
 * booking counted against, docs/decisions/018), and, for COMPLETED, its start has come. The API asks the
 * same in SQL (bookingReportStatement in ReportsRepository).
 */
export const isReportedBooking = (query: BookingReportQuery, booking: ReportedBooking, now: Temporal.Instant): boolean =>
  isInPeriod(booking.bookingStart, query) &&
  (query.roomId === null || booking.roomId === query.roomId) &&
  (query.companyId === null || booking.user.company?.id === query.companyId) &&
  (query.bookingStatus === 'ALL' || hasStarted(booking, now));

/**
 * The booking report (§2, §3) over every booking there is (the mocks' store): those the query asks for
 * (`isReportedBooking`), in the order given, as `bookingReportOf` reports them.
 */
export const assembleBookingReport = (
  query: BookingReportQuery,
  records: readonly ReportedBookingRecord[],
  now: Temporal.Instant,
): BookingReport => bookingReportOf(records.filter((record) => isReportedBooking(query, record.booking, now)));
