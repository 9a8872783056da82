import { assertOre, divideRounded, sumOre } from './rounding';
import { applyDiscount } from './discount';

export interface BookingCostInput {
  /** Length of the booking in minutes (a multiple of 15 on the booking grid). */
  durationMinutes: number;
  /** The room's hourly rate without tax, in øre; null for a room without a rate (it costs nothing). */
  hourlyRateOre: number | null;
  /** The booking company's discount, 0 to 100 percent. */
  discountPercent: number;
}

/** A booking's cost in øre, without tax, with the field names of the §3 booking report entry. */
export interface BookingCost {
  /** duration × hourly rate, rounded once. */
  total: number;
  /** The discount amount: total × percent, rounded once. */
  discount: number;
  /** total − discount (never rounded again, so total = discount + totalWithDiscount exactly). */
  totalWithDiscount: number;
}

/**
 * The cost of one booking line (§3, §9). The discount applies to the line total, not to the hourly
 * rate: the report's hourlyRateDiscounted (applyDiscount(rate, percent)) is shown for information and
 * is not multiplied back, which would round a second time.
 */
export function bookingCost({ durationMinutes, hourlyRateOre, discountPercent }: BookingCostInput): BookingCost {
  if (!Number.isSafeInteger(durationMinutes) || durationMinutes < 0) {
    throw new RangeError('durationMinutes must be a whole, non-negative number of minutes');
  }
  const rate = hourlyRateOre ?? 0;
  assertOre(rate, 'hourlyRateOre');
  const total = divideRounded(BigInt(durationMinutes) * BigInt(rate), 60n);
  const totalWithDiscount = applyDiscount(total, discountPercent);
  return { total, discount: total - totalWithDiscount, totalWithDiscount };
}

/** Report totals: the sums of the rounded lines (never a recomputation from summed durations). */
export function sumTotals(lines: readonly BookingCost[]): BookingCost {
  return {
    total: sumOre(lines.map((line) => line.total)),
    discount: sumOre(lines.map((line) => line.discount)),
    totalWithDiscount: sumOre(lines.map((line) => line.totalWithDiscount)),
  };
}
