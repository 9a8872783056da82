import { describe, expect, it } from 'vitest';
import { kioskReceipt, orderTotals, receiptLine } from './order-totals';

const canteen = { id: 1, locationName: 'Copenhagen Harbour House', printerEnabled: true };

describe('orderTotals: the amounts summed without tax, then taxed once', () => {
  it.each([
    { name: 'one coffee at 20,00', lines: [{ price: 2000, quantity: 1 }], excl: 2000, tax: 500, incl: 2500 },
    { name: 'two coffees and a croissant', lines: [{ price: 2000, quantity: 2 }, { price: 2500, quantity: 1 }], excl: 6500, tax: 1625, incl: 8125 },
    { name: 'a ½-øre tax rounds up: 0,02 → tax 0,005 → 0,01', lines: [{ price: 2, quantity: 1 }], excl: 2, tax: 1, incl: 3 },
    { name: 'below ½ øre rounds down: 0,01 → tax 0,0025 → 0', lines: [{ price: 1, quantity: 1 }], excl: 1, tax: 0, incl: 1 },
    {
      name: 'taxed on the sum, not per line: 3 × 0,01 + 1 × 0,01 → tax of 0,04 = 0,01 (per line it would be 0)',
      lines: [{ price: 1, quantity: 3 }, { price: 1, quantity: 1 }],
      excl: 4,
      tax: 1,
      incl: 5,
    },
    { name: '99 of the dearest item at 21.474.836,47: exact beyond a database integer', lines: [{ price: 2_147_483_647, quantity: 99 }], excl: 212_600_881_053, tax: 53_150_220_263, incl: 265_751_101_316 },
    { name: 'nothing ordered', lines: [], excl: 0, tax: 0, incl: 0 },
  ])('$name', ({ lines, excl, tax, incl }) => {
    expect(orderTotals(lines)).toEqual({ totalExcludingTax: excl, tax, totalIncludingTax: incl });
  });

  it('refuses a price that is not whole øre', () => {
    expect(() => orderTotals([{ price: 12.5, quantity: 1 }])).toThrow(RangeError);
  });
});

describe('receiptLine: unit price and amount, without and with tax', () => {
  it.each([
    { name: '2 × 20,00', price: 2000, quantity: 2, unitWithTax: 2500, amount: 4000, amountWithTax: 5000 },
    { name: '3 × 34,75: 104,25 → with tax 130,3125 → 130,31', price: 3475, quantity: 3, unitWithTax: 4344, amount: 10425, amountWithTax: 13031 },
  ])('$name', ({ price, quantity, unitWithTax, amount, amountWithTax }) => {
    expect(receiptLine({ itemId: 7, name: 'Cake', price, quantity })).toEqual({
      itemId: 7,
      name: 'Cake',
      quantity,
      unitPrice: price,
      unitPriceWithTax: unitWithTax,
      amount,
      amountWithTax,
    });
  });
});

describe('kioskReceipt', () => {
  const lines = [
    { itemId: 1, name: 'Coffee', price: 2000, quantity: 2 },
    { itemId: 2, name: 'Croissant', price: 2500, quantity: 1 },
  ];
  it.each([
    { name: 'an employee: their first name and company', buyer: { firstName: 'Emil', companyName: 'Nordlys ApS' }, buyerName: 'Emil', companyName: 'Nordlys ApS' },
    { name: "a guest: 'Guest' and no company", buyer: null, buyerName: 'Guest', companyName: null },
  ])('$name', ({ buyer, buyerName, companyName }) => {
    const receipt = kioskReceipt({ orderNumber: 6, createdAt: '2026-03-10T11:30:00.000Z', canteen, buyer, lines });
    expect(receipt).toMatchObject({ orderNumber: 6, createdAt: '2026-03-10T11:30:00.000Z', canteen, buyerName, companyName });
    expect(receipt.lines.map((line) => [line.name, line.quantity, line.amount])).toEqual([
      ['Coffee', 2, 4000],
      ['Croissant', 1, 2500],
    ]);
    expect([receipt.totalExcludingTax, receipt.tax, receipt.totalIncludingTax]).toEqual([6500, 1625, 8125]);
  });
});
