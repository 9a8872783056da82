import { describe, expect, it } from 'vitest';
import { matchesCompanyFilter } from './canteen-company-filter';

describe('matchesCompanyFilter: 0 All, empty Guests, else one company (§9)', () => {
  it.each([
    { name: 'All, a company order', filter: 0, companyId: 3, expected: true },
    { name: 'All, a guest order', filter: 0, companyId: null, expected: true },
    { name: 'Guests, a guest order', filter: '' as const, companyId: null, expected: true },
    { name: 'Guests, a company order', filter: '' as const, companyId: 3, expected: false },
    { name: 'one company, its order', filter: 3, companyId: 3, expected: true },
    { name: 'one company, another company’s order', filter: 3, companyId: 1, expected: false },
    { name: 'one company, a guest order', filter: 3, companyId: null, expected: false },
  ])('$name', ({ filter, companyId, expected }) => {
    expect(matchesCompanyFilter(filter, companyId)).toBe(expected);
  });
});
