/**
 * The one rounding rule for money (docs/decisions/005-money-in-ore.md): amounts are integer øre, and a
 * computed amount that falls between two øre is rounded to the NEAREST øre, a tie (exactly ½ øre) away
 * from zero. For the non-negative amounts of this product that is "round half up". It is the rule of
 * PostgreSQL's round(numeric) and of Excel's ROUND, so SQL, the API and the Excel export agree.
 *
 * Arithmetic is exact (BigInt): no binary floating point ever touches an amount.
 */

/** Throws unless `value` is a whole number of øre that a JS number holds exactly. */
export function assertOre(value: number, name = 'amount'): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a whole number of øre, got ${String(value)}`);
  }
}

/**
 * numerator / denominator, rounded to the nearest integer with ties away from zero. Both arguments are
 * integers; the denominator is positive.
 */
export function divideRounded(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator % denominator; // has the sign of the numerator
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  const rounded = twice >= denominator ? quotient + (numerator < 0n ? -1n : 1n) : quotient;
  const result = Number(rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError('amount is too large');
  return result;
}

/** Adds øre amounts (each already rounded): a total is the sum of its rounded lines. */
export function sumOre(amounts: readonly number[]): number {
  let sum = 0;
  for (const amount of amounts) {
    assertOre(amount);
    sum += amount;
  }
  assertOre(sum, 'sum');
  return sum;
}
