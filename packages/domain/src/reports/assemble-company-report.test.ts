import { describe, expect, it } from 'vitest';
import { assembleCompanyReport } from './assemble-company-report';
import { MARCH_2026, canteenOrder as order } from './test-helpers';

const MARCH = { canteen: 1, ...MARCH_2026 };
const ORDERS = [
  order(1, { lines: [{ name: 'Coffee', price: 2500, quantity: 2 }, { name: 'Carrot cake, slice', price: 1966, quantity: 3 }] }),
  order(2, { company: null, employee: null }),
  order(3, { company: { id: 2, name: 'Fjord Consulting' } }),
  order(7, { company: { id: null, name: 'Gone ApS' } }),
  order(4, { canteenId: 2 }),
  order(5, { createdAt: '2026-03-31T22:00:00.000Z' }),
  order(6, { employee: null }),
];

describe('assembleCompanyReport: the caller’s company’s orders at the canteen in the period', () => {
  it.each([
    { name: 'Nordlys: not guests’, not another company’s, not another canteen’s, not at the period’s end', companyId: 1, ids: [1, 6] },
    { name: 'another company', companyId: 2, ids: [3] },
    { name: 'a caller without a company gets nothing, not the guests’ orders', companyId: null, ids: [] },
  ])('$name', ({ companyId, ids }) => {
    expect(assembleCompanyReport(MARCH, companyId, ORDERS).map((o) => o.id)).toEqual(ids);
  });

  it.each([
    {
      name: 'an order: its number at the canteen, total, line price = unit price × quantity, the item as sold',
      id: 1,
      expected: {
        id: 1,
        orderNumber: 1001,
        totalAmount: 10898,
        createdAt: '2026-03-10T11:30:00+01:00',
        user: { firstName: 'Ulla', lastName: 'User' },
        canteenOrderItems: [
          { quantity: 2, price: 5000, canteenItem: { name: 'Coffee', price: 2500 } },
          { quantity: 3, price: 5898, canteenItem: { name: 'Carrot cake, slice', price: 1966 } },
        ],
      },
    },
    { name: 'an order whose employee is gone: empty names', id: 6, expected: expect.objectContaining({ user: { firstName: '', lastName: '' } }) },
  ])('$name', ({ id, expected }) => {
    expect(assembleCompanyReport(MARCH, 1, ORDERS).find((o) => o.id === id)).toEqual(expected);
  });
});
