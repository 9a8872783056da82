import { describe, expect, it } from 'vitest';
import { bookingPrice, durationMinutes, fixedPrice } from './booking-price';

const b = (bookingStart: string, bookingEnd: string) => ({ bookingStart, bookingEnd });

describe('durationMinutes: real elapsed minutes', () => {
  it.each([
    { name: 'an hour', interval: b('2026-11-19T09:00:00+01:00', '2026-11-19T10:00:00+01:00'), minutes: 60 },
    { name: 'across midnight', interval: b('2026-11-19T23:45:00+01:00', '2026-11-20T00:15:00+01:00'), minutes: 30 },
    { name: 'DST Sunday 29 March: 01:00–04:00 on the wall', interval: b('2026-03-29T01:00:00+01:00', '2026-03-29T04:00:00+02:00'), minutes: 120 },
    { name: 'DST Sunday 25 October: 01:00–04:00 on the wall', interval: b('2026-10-25T01:00:00+02:00', '2026-10-25T04:00:00+01:00'), minutes: 240 },
  ])('$name → $minutes', ({ interval, minutes }) => {
    expect(durationMinutes(interval)).toBe(minutes);
  });
});

describe('bookingPrice: minutes × hourly rate, less the discount, one rounding each', () => {
  it.each([
    { name: '1 hour of Fjord (250.00 kr.) for Nordlys (10 %)', interval: b('2026-03-02T09:00:00+01:00', '2026-03-02T10:00:00+01:00'), hourlyRate: 25000, discountPercent: 10, price: { durationMinutes: 60, total: 25000, discount: 2500, totalWithDiscount: 22500 } },
    { name: '1 h 45 min at 250.00 kr., 15 %: a ½-øre tie in the discount rounds up', interval: b('2026-03-06T10:00:00+01:00', '2026-03-06T11:45:00+01:00'), hourlyRate: 25000, discountPercent: 15, price: { durationMinutes: 105, total: 43750, discount: 6563, totalWithDiscount: 37187 } },
    { name: '15 min at 450.50 kr.: a ½-øre tie in the total rounds up', interval: b('2026-03-06T10:00:00+01:00', '2026-03-06T10:15:00+01:00'), hourlyRate: 45050, discountPercent: 0, price: { durationMinutes: 15, total: 11263, discount: 0, totalWithDiscount: 11263 } },
    { name: 'a room without a rate costs nothing', interval: b('2026-03-05T10:00:00+01:00', '2026-03-05T10:45:00+01:00'), hourlyRate: null, discountPercent: 15, price: { durationMinutes: 45, total: 0, discount: 0, totalWithDiscount: 0 } },
    { name: 'DST Sunday 25 October: 3 wall-clock hours are 4 paid hours', interval: b('2026-10-25T01:00:00+02:00', '2026-10-25T04:00:00+01:00'), hourlyRate: 10000, discountPercent: 0, price: { durationMinutes: 240, total: 40000, discount: 0, totalWithDiscount: 40000 } },
  ])('$name', ({ interval, hourlyRate, discountPercent, price }) => {
    expect(bookingPrice(interval, { hourlyRate, discountPercent })).toEqual(price);
  });
});

describe('fixedPrice: what a booking keeps of its price', () => {
  it.each([
    {
      name: '1 hour at 250.00 kr. for Nordlys (10 %): 225.00 kr., 281.25 kr. with tax',
      interval: b('2026-03-02T09:00:00+01:00', '2026-03-02T10:00:00+01:00'),
      pricing: { hourlyRate: 25000, discountPercent: 10 },
      price: { hourlyRate: 25000, discountPercent: 10, total: 25000, discount: 2500, totalWithDiscount: 22500, totalWithTax: 28125 },
    },
    {
      name: '15 min at 0.10 kr. with 12.5 %: 2.5 øre rounds to 3, the discount (0.375) to 0, the tax (0.75) to 1',
      interval: b('2026-03-06T10:00:00+01:00', '2026-03-06T10:15:00+01:00'),
      pricing: { hourlyRate: 10, discountPercent: 12.5 },
      price: { hourlyRate: 10, discountPercent: 12.5, total: 3, discount: 0, totalWithDiscount: 3, totalWithTax: 4 },
    },
    {
      name: 'a room without a rate: nothing, and the rate stays null',
      interval: b('2026-03-05T10:00:00+01:00', '2026-03-05T10:45:00+01:00'),
      pricing: { hourlyRate: null, discountPercent: 15 },
      price: { hourlyRate: null, discountPercent: 15, total: 0, discount: 0, totalWithDiscount: 0, totalWithTax: 0 },
    },
  ])('$name', ({ interval, pricing, price }) => {
    expect(fixedPrice(interval, pricing)).toEqual(price);
  });
});
