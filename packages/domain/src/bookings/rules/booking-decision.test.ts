import { describe, expect, it } from 'vitest';
import { ERRORS, SERVER_MESSAGES, VALIDATION } from '../../messages';
import type { Role } from '../../roles';
import { at } from '../../time/test-helpers';
import { bookingDecision, type TargetFacts } from './booking-decision';

/** Wednesday 18 November 2026, 10:07 in Copenhagen. */
const NOW = at('2026-11-18T10:07:00+01:00');
const HARBOUR = 1;
const BIRK: TargetFacts = {
  room: { id: 3, name: 'Birk', dailyLimit: 2, weeklyLimit: 6, isActive: true, locationId: HARBOUR, hourlyRate: 25_000 },
  location: { id: HARBOUR, isActive: true },
  discountPercent: 10,
};
const ADMIN = { userId: 2, role: 'Admin' as Role, companyId: null };
const TOMORROW_NINE = { bookingStart: '2026-11-19T09:00:00+01:00', bookingEnd: '2026-11-19T10:00:00+01:00' };
const ask = { booker: ADMIN, bookableLocationIds: [HARBOUR], interval: TOMORROW_NINE, bookings: [], now: NOW };

describe('bookingDecision: refused as bookingRefusal says, else the fixed price', () => {
  it.each([
    {
      name: 'a free room: its price at the rate and the discount',
      question: { ...ask, target: BIRK },
      expected: { price: { hourlyRate: 25_000, discountPercent: 10, total: 25_000, discount: 2_500, totalWithDiscount: 22_500, totalWithTax: 28_125 } },
    },
    { name: 'no such room: 404', question: { ...ask, target: undefined }, expected: { refused: { statusCode: 404, message: ERRORS.notFound } } },
    {
      name: 'a taken slot: 409',
      question: { ...ask, target: BIRK, bookings: [{ id: 9, roomId: 3, userId: 7, companyId: 1, ...TOMORROW_NINE }] },
      expected: { refused: { statusCode: 409, message: VALIDATION.selectAvailableRoom } },
    },
    {
      name: 'five centuries at the highest rate: a price no whole number of øre holds is invalid input',
      question: {
        ...ask,
        target: { ...BIRK, room: { ...BIRK.room, hourlyRate: 2_147_483_647 } },
        interval: { bookingStart: '2030-01-07T09:00:00+01:00', bookingEnd: '2600-01-07T09:00:00+01:00' },
      },
      expected: { refused: { statusCode: 400, message: SERVER_MESSAGES.invalidInput } },
    },
  ])('$name', ({ question, expected }) => {
    expect(bookingDecision(question)).toEqual(expected);
  });
});
