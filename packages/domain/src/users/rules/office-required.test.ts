import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../messages';
import { ROLES, type Role } from '../../roles';
import { needsOffice } from '../schemas';
import { officeRefusal } from './office-required';

const REQUIRED = { message: VALIDATION.required, statusCode: 400, field: 'office' };

describe('officeRefusal (PUT /api/user/{id}, docs/decisions/086)', () => {
  it.each<[Role, string | undefined, typeof REQUIRED | null]>([
    ['User', '', REQUIRED],
    ['CompanyManager', '', REQUIRED],
    ['CompanyOwner', '', REQUIRED],
    ['SuperAdmin', '', null],
    ['Admin', '', null],
    ['CanteenManager', '', null],
    // An office left out changes nothing, whatever the role.
    ['User', undefined, null],
    ['Admin', undefined, null],
    ['User', 'Room 201', null],
    ['CanteenManager', 'Canteen office', null],
  ])('%s with office %j → %j', (role, office, refusal) => {
    expect(officeRefusal(role, office)).toEqual(refusal);
  });

  it('asks an office of exactly the roles of a company', () => {
    expect(ROLES.filter(needsOffice)).toEqual(['CompanyOwner', 'CompanyManager', 'User']);
  });
});
