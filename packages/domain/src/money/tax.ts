import { TAX_PERCENT } from '../constants';
import { assertOre, divideRounded } from './rounding';

/** The tax (25 %, §1) on an amount without tax, rounded once to whole øre. */
export function taxOf(ore: number): number {
  assertOre(ore);
  return divideRounded(BigInt(ore) * BigInt(TAX_PERCENT), 100n);
}

/**
 * The amount with tax: price × 1.25 (§1), rounded once to whole øre. Always equals
 * `ore + taxOf(ore)`, so "without tax + tax = with tax" holds to the øre in every report.
 */
export function withTax(ore: number): number {
  return ore + taxOf(ore);
}
