import { describe, expect, it } from 'vitest';
import { companyLocationsRefusal } from './company-locations-refusal';
import { COMPANY_MESSAGES } from '../page';

const refused = { statusCode: 400, message: COMPANY_MESSAGES.unknownLocation };
const KNOWN = [
  { id: 1, isActive: true },
  { id: 2, isActive: true },
  { id: 3, isActive: false },
];

describe('companyLocationsRefusal: every location exists and is active, or the company has it already', () => {
  it.each<{ what: string; ids: number[]; current?: number[]; refusal: unknown }>([
    { what: 'active locations', ids: [1, 2], refusal: null },
    { what: 'a repeated location', ids: [1, 1], refusal: null },
    { what: 'an unknown location', ids: [1, 99], refusal: refused },
    { what: 'an inactive location on a new company', ids: [3], refusal: refused },
    { what: 'an inactive location the company has', ids: [1, 3], current: [3], refusal: null },
    { what: 'an inactive location the company does not have', ids: [3], current: [1], refusal: refused },
    { what: 'a location the company had that is gone', ids: [7], current: [7], refusal: refused },
  ])('$what', ({ ids, current, refusal }) => {
    expect(companyLocationsRefusal(ids, KNOWN, current)).toEqual(refusal);
  });
});
