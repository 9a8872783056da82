import { describe, expect, it } from 'vitest';
import { taxOf, withTax } from './tax';

describe('tax 25 %: price × 1.25, rounded once to the nearest øre (half up)', () => {
  it.each([
    { name: 'zero', ore: 0, tax: 0, gross: 0 },
    { name: '1 øre: tax 0.25 → 0', ore: 1, tax: 0, gross: 1 },
    { name: '2 øre: tax 0.5 → 1 (the .5 boundary)', ore: 2, tax: 1, gross: 3 },
    { name: '3 øre: tax 0.75 → 1', ore: 3, tax: 1, gross: 4 },
    { name: '6 øre: tax 1.5 → 2 (the .5 boundary)', ore: 6, tax: 2, gross: 8 },
    { name: '10 øre: tax 2.5 → 3 (the .5 boundary)', ore: 10, tax: 3, gross: 13 },
    { name: '100.00 DKK', ore: 10000, tax: 2500, gross: 12500 },
    { name: '123.45 DKK: tax 30.8625 → 30.86', ore: 12345, tax: 3086, gross: 15431 },
    { name: '123.46 DKK: tax 30.865 → 30.87 (the .5 boundary)', ore: 12346, tax: 3087, gross: 15433 },
    { name: 'a credit of 2 øre rounds away from zero', ore: -2, tax: -1, gross: -3 },
  ])('$name', ({ ore, tax, gross }) => {
    expect(taxOf(ore)).toBe(tax);
    expect(withTax(ore)).toBe(gross);
  });

  it('refuses fractions of an øre', () => {
    expect(() => withTax(0.5)).toThrow(RangeError);
  });
});
