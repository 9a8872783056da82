import { describe, expect, it } from 'vitest';
import { applyDiscount, discountOf } from './discount';

describe('company discount, rounded once to the nearest øre (half up)', () => {
  it.each([
    { name: 'no discount', ore: 12345, percent: 0, discount: 0, net: 12345 },
    { name: 'full discount', ore: 12345, percent: 100, discount: 12345, net: 0 },
    { name: '10 % of 123.44: 12.344 → 12.34', ore: 12344, percent: 10, discount: 1234, net: 11110 },
    { name: '10 % of 123.45: 12.345 → 12.35 (the .5 boundary)', ore: 12345, percent: 10, discount: 1235, net: 11110 },
    { name: '10 % of 123.46: 12.346 → 12.35', ore: 12346, percent: 10, discount: 1235, net: 11111 },
    { name: '12.5 % of 4 øre: 0.5 → 1 (the .5 boundary)', ore: 4, percent: 12.5, discount: 1, net: 3 },
    { name: '33.33 % of 100.00', ore: 10000, percent: 33.33, discount: 3333, net: 6667 },
    { name: '15 % of 1 øre: 0.15 → 0', ore: 1, percent: 15, discount: 0, net: 1 },
    { name: '50 % of 1 øre: 0.5 → 1', ore: 1, percent: 50, discount: 1, net: 0 },
  ])('$name', ({ ore, percent, discount, net }) => {
    expect(discountOf(ore, percent)).toBe(discount);
    expect(applyDiscount(ore, percent)).toBe(net);
  });

  it.each([
    { name: 'negative percent', percent: -1 },
    { name: 'above 100', percent: 100.01 },
    { name: 'three decimals', percent: 12.345 },
    { name: 'NaN', percent: Number.NaN },
  ])('refuses $name', ({ percent }) => {
    expect(() => applyDiscount(10000, percent)).toThrow(RangeError);
  });
});
