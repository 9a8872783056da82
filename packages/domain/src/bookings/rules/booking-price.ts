import { bookingCost, type BookingCost } from '../../money/booking-cost';
import { withTax } from '../../money/tax';
import type { BookedInterval } from '../../time/usage';
import { epochMillisecondsOf } from '../../time/zone';

/** What prices a booking: the room's hourly rate without tax (øre; null: no rate) and the company's discount. */
export interface BookingPricing {
  hourlyRate: number | null;
  discountPercent: number;
}

/**
 * The length of a booking in whole minutes: real elapsed time, so 01:00–04:00 on the DST Sundays is 120
 * minutes in March and 240 in October. Bookings are on the 15-minute grid; anything finer is rounded to
 * the nearest minute.
 */
export const durationMinutes = (interval: BookedInterval): number =>
  Math.round((epochMillisecondsOf(interval.bookingEnd) - epochMillisecondsOf(interval.bookingStart)) / 60_000);

/**
 * The price of a booking (§3, §9, docs/decisions/005): its minutes at the room's hourly rate, rounded once
 * to whole øre, less the company's discount; with its length in minutes. A booking's `bookingCost.total`
 * is the `totalWithDiscount`; the booking report shows every part.
 */
export function bookingPrice(interval: BookedInterval, pricing: BookingPricing): BookingCost & { durationMinutes: number } {
  const minutes = durationMinutes(interval);
  return {
    durationMinutes: minutes,
    ...bookingCost({ durationMinutes: minutes, hourlyRateOre: pricing.hourlyRate, discountPercent: pricing.discountPercent }),
  };
}

/**
 * What a booking keeps of its price (docs/decisions/018): the pricing it was made or changed at and the
 * amounts, so that a later change of the room's rate or the company's discount does not rewrite it.
 * `totalWithTax` is the total with the discount plus the 25 % tax (§1, `withTax`).
 */
export interface FixedPrice extends BookingPricing, BookingCost {
  totalWithTax: number;
}

/** The price a booking is saved with: `bookingPrice` of the interval, the pricing, and the total with tax. */
export function fixedPrice(interval: BookedInterval, pricing: BookingPricing): FixedPrice {
  const { total, discount, totalWithDiscount } = bookingPrice(interval, pricing);
  return { ...pricing, total, discount, totalWithDiscount, totalWithTax: withTax(totalWithDiscount) };
}
