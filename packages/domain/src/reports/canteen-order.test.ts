import { describe, expect, it } from 'vitest';
import { lineTotal, orderQuantity, orderTotal } from './canteen-order';

const line = (price: number, quantity: number) => ({ name: 'Coffee', price, quantity });

describe('canteen order amounts: price × quantity per line, sums per order', () => {
  it.each([
    { name: 'no lines', lines: [], quantity: 0, total: 0 },
    { name: 'one line of three coffees', lines: [line(2500, 3)], quantity: 3, total: 7500 },
    { name: 'odd øre prices add up exactly (no floating point)', lines: [line(3475, 3), line(7950, 1), line(1, 7)], quantity: 11, total: 18382 },
  ])('$name', ({ lines, quantity, total }) => {
    expect(lines.map(lineTotal).reduce((sum, amount) => sum + amount, 0)).toBe(total);
    expect(orderQuantity({ lines })).toBe(quantity);
    expect(orderTotal({ lines })).toBe(total);
  });

  it('refuses a line whose amount is not a whole number of øre', () => {
    expect(() => lineTotal(line(0.5, 3))).toThrow(RangeError);
  });
});
