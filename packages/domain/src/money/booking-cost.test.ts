import { describe, expect, it } from 'vitest';
import { bookingCost, sumTotals } from './booking-cost';

describe('bookingCost: duration × hourly rate, then the discount, each rounded once', () => {
  it.each([
    { name: '1 hour at 500.00, no discount', minutes: 60, rate: 50000, percent: 0, total: 50000, discount: 0, net: 50000 },
    { name: '90 minutes at 500.00, 10 %', minutes: 90, rate: 50000, percent: 10, total: 75000, discount: 7500, net: 67500 },
    { name: '15 minutes at 100.01: 25.0025 → 25.00', minutes: 15, rate: 10001, percent: 0, total: 2500, discount: 0, net: 2500 },
    { name: '15 minutes at 100.02: 25.005 → 25.01 (the .5 boundary)', minutes: 15, rate: 10002, percent: 0, total: 2501, discount: 0, net: 2501 },
    { name: '15 minutes at 100.03: 25.0075 → 25.01', minutes: 15, rate: 10003, percent: 0, total: 2501, discount: 0, net: 2501 },
    { name: '45 minutes at 0.10: 7.5 øre → 8 (the .5 boundary)', minutes: 45, rate: 10, percent: 0, total: 8, discount: 0, net: 8 },
    { name: '90 minutes at 333.33: 49999.5 øre → 500.00', minutes: 90, rate: 33333, percent: 0, total: 50000, discount: 0, net: 50000 },
    { name: 'discount is on the rounded total: 2501 øre at 10 % → 250.1 → 250', minutes: 15, rate: 10002, percent: 10, total: 2501, discount: 250, net: 2251 },
    { name: 'discount tie: 2505 øre at 10 % → 250.5 → 251', minutes: 15, rate: 10020, percent: 10, total: 2505, discount: 251, net: 2254 },
    { name: 'a room without a rate costs nothing', minutes: 120, rate: null, percent: 25, total: 0, discount: 0, net: 0 },
    { name: 'zero minutes', minutes: 0, rate: 50000, percent: 0, total: 0, discount: 0, net: 0 },
    { name: '100 % discount', minutes: 60, rate: 12345, percent: 100, total: 12345, discount: 12345, net: 0 },
  ])('$name', ({ minutes, rate, percent, total, discount, net }) => {
    expect(bookingCost({ durationMinutes: minutes, hourlyRateOre: rate, discountPercent: percent })).toEqual({
      total,
      discount,
      totalWithDiscount: net,
    });
  });

  it.each([
    { name: 'negative minutes', minutes: -15, rate: 100 },
    { name: 'fractional minutes', minutes: 7.5, rate: 100 },
    { name: 'fractional rate', minutes: 60, rate: 100.5 },
  ])('refuses $name', ({ minutes, rate }) => {
    expect(() => bookingCost({ durationMinutes: minutes, hourlyRateOre: rate, discountPercent: 0 })).toThrow(RangeError);
  });
});

describe('sumTotals: report totals are sums of rounded lines', () => {
  it('two 15-minute bookings at 0.02/hour cost 1 øre each, 2 øre together (not 1 øre for 30 minutes)', () => {
    const line = bookingCost({ durationMinutes: 15, hourlyRateOre: 2, discountPercent: 0 });
    expect(line.total).toBe(1);
    expect(sumTotals([line, line])).toEqual({ total: 2, discount: 0, totalWithDiscount: 2 });
  });

  it('adds each field', () => {
    expect(
      sumTotals([
        { total: 75000, discount: 7500, totalWithDiscount: 67500 },
        { total: 2505, discount: 251, totalWithDiscount: 2254 },
      ]),
    ).toEqual({ total: 77505, discount: 7751, totalWithDiscount: 69754 });
  });

  it('an empty report totals zero', () => {
    expect(sumTotals([])).toEqual({ total: 0, discount: 0, totalWithDiscount: 0 });
  });
});
