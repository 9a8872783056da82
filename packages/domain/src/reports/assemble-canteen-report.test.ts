import { describe, expect, it } from 'vitest';
import type { CanteenReportQuery } from './schemas';
import { assembleCanteenReport } from './assemble-canteen-report';
import { MARCH_2026, canteenOrder as order } from './test-helpers';

const ORDERS = [
  order(1, { lines: [{ name: 'Coffee', price: 2500, quantity: 2 }, { name: 'Carrot cake', price: 3475, quantity: 1 }] }),
  order(2, { company: null, employee: null, lines: [{ name: 'Soup of the day', price: 5500, quantity: 1 }] }),
  order(3, { company: { id: 3, name: 'Hygge Design ApS' }, employee: { firstName: 'Freja', lastName: 'Holm' } }),
  order(4, { canteenId: 2 }),
  order(5, { createdAt: '2026-02-28T23:00:00.000Z' }),
  order(6, { createdAt: '2026-04-01T00:00:00+02:00' }),
  order(7, { company: { id: null, name: 'Gone ApS' } }),
];
const report = (company: CanteenReportQuery['company']) => assembleCanteenReport({ canteen: 1, company, ...MARCH_2026 }, ORDERS);

describe('assembleCanteenReport: the canteen’s orders of the period, by company filter', () => {
  it.each([
    { name: 'All (0): the canteen’s orders of [start, end), the first instant in, the end out', company: 0, ids: ['1', '2', '3', '5', '7'], totalPrice: 28975, totalQuantity: 10 },
    { name: 'Guests (empty): only orders without a company, not a deleted company’s', company: '' as const, ids: ['2'], totalPrice: 5500, totalQuantity: 1 },
    { name: 'one company', company: 3, ids: ['3'], totalPrice: 5000, totalQuantity: 2 },
    { name: 'a company without orders', company: 4, ids: [], totalPrice: 0, totalQuantity: 0 },
  ])('$name', ({ company, ids, totalPrice, totalQuantity }) => {
    const result = report(company);
    expect(Object.keys(result.orders)).toEqual(ids);
    expect([result.totalPrice, result.totalQuantity]).toEqual([totalPrice, totalQuantity]);
  });

  it.each([
    {
      name: 'a company order: company name, employee, line totals',
      id: '1',
      expected: {
        orderNumber: 1001,
        orderQuantity: 3,
        orderTotal: 8475,
        orderDate: '2026-03-10T11:30:00+01:00',
        companyName: 'Nordlys ApS',
        employee: 'Ulla User',
        orderItems: [
          { itemName: 'Coffee', itemPrice: 2500, itemQuantity: 2, itemTotal: 5000 },
          { itemName: 'Carrot cake', itemPrice: 3475, itemQuantity: 1, itemTotal: 3475 },
        ],
      },
    },
    {
      name: 'a guest order: no company, no employee',
      id: '2',
      expected: {
        orderNumber: 1002,
        orderQuantity: 1,
        orderTotal: 5500,
        orderDate: '2026-03-10T11:30:00+01:00',
        companyName: null,
        employee: null,
        orderItems: [{ itemName: 'Soup of the day', itemPrice: 5500, itemQuantity: 1, itemTotal: 5500 }],
      },
    },
    { name: 'an order of a company deleted since: the kept company name', id: '7', expected: expect.objectContaining({ companyName: 'Gone ApS', employee: 'Ulla User' }) },
  ])('$name', ({ id, expected }) => {
    expect(report(0).orders[id]).toEqual(expected);
  });
});
