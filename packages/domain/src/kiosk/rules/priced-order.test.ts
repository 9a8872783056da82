import { describe, expect, it } from 'vitest';
import { KIOSK_MESSAGES } from '../../messages';
import { pricedOrder } from './priced-order';

const menu = [
  { id: 1, name: 'Coffee', price: 2000 },
  { id: 2, name: 'Croissant', price: 2500 },
  { id: 9, name: 'Gold leaf cake', price: 2_000_000_000 },
];

describe('pricedOrder: the lines priced from the menu now, or the refusal', () => {
  it('keeps the order of the lines, with the name and price of each item', () => {
    expect(
      pricedOrder(
        [
          { itemId: 2, quantity: 1 },
          { itemId: 1, quantity: 3 },
        ],
        menu,
      ),
    ).toEqual({
      ok: true,
      lines: [
        { itemId: 2, name: 'Croissant', price: 2500, quantity: 1 },
        { itemId: 1, name: 'Coffee', price: 2000, quantity: 3 },
      ],
    });
  });

  it.each([
    { name: 'an item not on the menu (deleted, unknown, another canteen’s)', lines: [{ itemId: 1, quantity: 1 }, { itemId: 5, quantity: 1 }], message: KIOSK_MESSAGES.itemNotOnMenu },
    { name: 'a total beyond a database integer', lines: [{ itemId: 9, quantity: 2 }], message: KIOSK_MESSAGES.orderTooLarge },
  ])('refuses $name', ({ lines, message }) => {
    expect(pricedOrder(lines, menu)).toEqual({ ok: false, refusal: { statusCode: 400, message } });
  });

  it('takes a total of exactly a database integer', () => {
    expect(pricedOrder([{ itemId: 1, quantity: 1 }], [{ id: 1, name: 'Everything', price: 2_147_483_647 }]).ok).toBe(true);
  });
});
