import { describe, expect, it } from 'vitest';
import { taxTotals } from './totals';

describe('taxTotals: without tax + tax = with tax, on every amount', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [2, 1, 3],
    [22050, 5513, 27563],
    [26525, 6631, 33156],
  ])('%i øre', (total, tax, withTax) => {
    expect(taxTotals(total).map((summary) => summary.ore)).toEqual([total, tax, withTax]);
  });

  it('names them as the canteen workbook does, without its unit', () => {
    expect(taxTotals(0).map((summary) => summary.name)).toEqual(['Total excluding tax', 'Tax 25 %', 'Total including tax']);
  });
});
