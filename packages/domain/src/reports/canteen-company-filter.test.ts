import { describe, expect, it } from 'vitest';
import { matchesCompanyFilter } from './canteen-company-filter';

describe('matchesCompanyFilter: 0 All, empty Guests, else one company (§9)', () => {
  it.each([
    { name: 'All, a company order', filter: 0, company: { id: 3 }, expected: true },
    { name: 'All, a guest order', filter: 0, company: null, expected: true },
    { name: 'All, a deleted company’s order', filter: 0, company: { id: null }, expected: true },
    { name: 'Guests, a guest order', filter: '' as const, company: null, expected: true },
    { name: 'Guests, a company order', filter: '' as const, company: { id: 3 }, expected: false },
    { name: 'Guests, a deleted company’s order is not a guest’s', filter: '' as const, company: { id: null }, expected: false },
    { name: 'one company, its order', filter: 3, company: { id: 3 }, expected: true },
    { name: 'one company, another company’s order', filter: 3, company: { id: 1 }, expected: false },
    { name: 'one company, a guest order', filter: 3, company: null, expected: false },
    { name: 'one company, a deleted company’s order', filter: 3, company: { id: null }, expected: false },
  ])('$name', ({ filter, company, expected }) => {
    expect(matchesCompanyFilter(filter, company)).toBe(expected);
  });
});
