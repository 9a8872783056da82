import { describe, expect, it } from 'vitest';
import { assertOre, divideRounded, sumOre } from './rounding';

describe('divideRounded: nearest, ties away from zero', () => {
  it.each([
    { name: 'exact', n: 10n, d: 2n, expected: 5 },
    { name: 'just below half rounds down', n: 249n, d: 100n, expected: 2 },
    { name: 'exactly half rounds up', n: 250n, d: 100n, expected: 3 },
    { name: 'just above half rounds up', n: 251n, d: 100n, expected: 3 },
    { name: 'quarter rounds down', n: 1n, d: 4n, expected: 0 },
    { name: 'three quarters rounds up', n: 3n, d: 4n, expected: 1 },
    { name: 'a third rounds down', n: 1n, d: 3n, expected: 0 },
    { name: 'two thirds round up', n: 2n, d: 3n, expected: 1 },
    { name: 'negative half rounds away from zero', n: -5n, d: 2n, expected: -3 },
    { name: 'negative below half rounds toward zero', n: -249n, d: 100n, expected: -2 },
    { name: 'zero', n: 0n, d: 7n, expected: 0 },
    { name: 'large, beyond float precision of the product', n: 9_007_199_254_740_990n * 5n, d: 10n, expected: 4_503_599_627_370_495 },
  ])('$name: $n / $d → $expected', ({ n, d, expected }) => {
    expect(divideRounded(n, d)).toBe(expected);
  });

  it('refuses a zero denominator', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });

  it('refuses a result beyond safe integers', () => {
    expect(() => divideRounded(2n ** 60n, 1n)).toThrow(RangeError);
  });
});

describe('assertOre and sumOre', () => {
  it.each([
    { name: 'fraction of an øre', value: 12.5 },
    { name: 'NaN', value: Number.NaN },
    { name: 'infinity', value: Number.POSITIVE_INFINITY },
    { name: 'unsafe integer', value: 2 ** 53 },
  ])('refuses $name', ({ value }) => {
    expect(() => assertOre(value)).toThrow(RangeError);
  });

  it.each([
    { name: 'empty list', amounts: [], expected: 0 },
    { name: 'lines', amounts: [12550, 1, 99], expected: 12650 },
  ])('sums $name', ({ amounts, expected }) => {
    expect(sumOre(amounts)).toBe(expected);
  });

  it('refuses a non-integer line', () => {
    expect(() => sumOre([100, 0.5])).toThrow(RangeError);
  });
});
