import type { CanteenOrderRecord } from './canteen-order';

/** Test helper: March 2026 in Copenhagen, as the report filters send it ([startDate, endDate)). */
export const MARCH_2026 = { startDate: '2026-02-28T23:00:00.000Z', endDate: '2026-03-31T22:00:00.000Z' };

/** Test helper: an order at canteen 1 on 10 March 2026 by Ulla User of Nordlys ApS (1), two coffees; `fields` change it. */
export const canteenOrder = (id: number, fields: Partial<CanteenOrderRecord> = {}): CanteenOrderRecord => ({
  id,
  orderNumber: 1000 + id,
  canteenId: 1,
  company: { id: 1, name: 'Nordlys ApS' },
  employee: { firstName: 'Ulla', lastName: 'User' },
  createdAt: '2026-03-10T11:30:00+01:00',
  lines: [{ name: 'Coffee', price: 2500, quantity: 2 }],
  ...fields,
});
