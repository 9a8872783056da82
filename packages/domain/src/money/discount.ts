import { DISCOUNT_MAX_PERCENT, DISCOUNT_MIN_PERCENT } from '../constants';
import { assertOre, divideRounded } from './rounding';

/**
 * A company discount percent (0 to 100, §5) as hundredths of a percent. Up to two decimals are
 * accepted (12.5 %, 33.33 %); anything finer is refused rather than silently rounded.
 */
export function percentToBasisPoints(percent: number): bigint {
  if (!Number.isFinite(percent) || percent < DISCOUNT_MIN_PERCENT || percent > DISCOUNT_MAX_PERCENT) {
    throw new RangeError(`discount must be between ${DISCOUNT_MIN_PERCENT} and ${DISCOUNT_MAX_PERCENT} percent`);
  }
  const basisPoints = Math.round(percent * 100);
  if (Math.abs(basisPoints - percent * 100) > 1e-6) {
    throw new RangeError('discount may have at most two decimals');
  }
  return BigInt(basisPoints);
}

/** The discount amount on `ore` at `percent`, rounded once to whole øre. */
export function discountOf(ore: number, percent: number): number {
  assertOre(ore);
  return divideRounded(BigInt(ore) * percentToBasisPoints(percent), 10_000n);
}

/** `ore` less the company discount: `ore - discountOf(ore, percent)`, so the parts always add up. */
export function applyDiscount(ore: number, percent: number): number {
  return ore - discountOf(ore, percent);
}
