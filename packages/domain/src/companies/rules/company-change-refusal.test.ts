import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../messages';
import type { Role } from '../../roles';
import { companyChangeRefusal, type CompanyChange } from './company-change-refusal';

const forbidden = { statusCode: 403, message: ERRORS.forbidden };
const OWN = 7;
const OTHER = 8;

describe('companyChangeRefusal: who changes which fields of which company (§2 My Company, §6)', () => {
  it.each<{ role: Role; companyId: number | null; target: number; change: CompanyChange; refusal: unknown }>([
    { role: 'SuperAdmin', companyId: null, target: OTHER, change: { name: 'A', discount: 10, locations: [1] }, refusal: null },
    { role: 'Admin', companyId: null, target: OTHER, change: { discount: 0, locations: [1], image: 'x' }, refusal: null },
    { role: 'CompanyOwner', companyId: OWN, target: OWN, change: { name: 'A', office: 'Room 2' }, refusal: null },
    { role: 'CompanyOwner', companyId: OWN, target: OWN, change: { image: 'x' }, refusal: null },
    { role: 'CompanyOwner', companyId: OWN, target: OWN, change: {}, refusal: null },
    { role: 'CompanyOwner', companyId: OWN, target: OWN, change: { name: 'A', discount: undefined }, refusal: null },
    { role: 'CompanyOwner', companyId: OWN, target: OWN, change: { name: 'A', discount: 10 }, refusal: forbidden },
    { role: 'CompanyOwner', companyId: OWN, target: OWN, change: { discount: 0 }, refusal: forbidden },
    { role: 'CompanyOwner', companyId: OWN, target: OWN, change: { locations: [1] }, refusal: forbidden },
    { role: 'CompanyOwner', companyId: OWN, target: OTHER, change: { name: 'A' }, refusal: forbidden },
    { role: 'CompanyOwner', companyId: null, target: OWN, change: { name: 'A' }, refusal: forbidden },
    { role: 'CompanyManager', companyId: OWN, target: OWN, change: { name: 'A' }, refusal: forbidden },
    { role: 'CanteenManager', companyId: null, target: OWN, change: { name: 'A' }, refusal: forbidden },
    { role: 'User', companyId: OWN, target: OWN, change: { office: 'Room 2' }, refusal: forbidden },
  ])('$role of company $companyId changing company $target: $change → $refusal', ({ role, companyId, target, change, refusal }) => {
    expect(companyChangeRefusal({ role, companyId }, target, change)).toEqual(refusal);
  });
});
