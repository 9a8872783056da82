import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../messages';
import type { Role } from '../../roles';
import { canteenReportRefusal, companyReportRefusal } from './report-access';

const MANAGER_ID = 5;
const actor = (role: Role, companyId: number | null = null, id = 1) => ({ id, role, companyId });
const forbidden = { message: ERRORS.forbidden, statusCode: 403 };
const notFound = { message: ERRORS.notFound, statusCode: 404 };
const managed = { managerId: MANAGER_ID };
const unmanaged = { managerId: null };

describe('canteenReportRefusal (§6 "Canteen report": SuperAdmin, Admin, the CanteenManager of the canteen)', () => {
  it.each([
    { name: 'SuperAdmin, any canteen', who: actor('SuperAdmin'), canteen: managed, expected: null },
    { name: 'Admin, a canteen without a manager', who: actor('Admin'), canteen: unmanaged, expected: null },
    { name: 'the CanteenManager of the canteen', who: actor('CanteenManager', null, MANAGER_ID), canteen: managed, expected: null },
    { name: 'a CanteenManager of another canteen', who: actor('CanteenManager', null, MANAGER_ID + 1), canteen: managed, expected: forbidden },
    { name: 'a CanteenManager, a canteen without a manager', who: actor('CanteenManager', null, MANAGER_ID), canteen: unmanaged, expected: forbidden },
    { name: 'Admin, no such canteen', who: actor('Admin'), canteen: undefined, expected: notFound },
    { name: 'a CanteenManager, no such canteen', who: actor('CanteenManager', null, MANAGER_ID), canteen: undefined, expected: notFound },
    { name: 'CompanyOwner (refused before the canteen is looked at)', who: actor('CompanyOwner', 1), canteen: undefined, expected: forbidden },
    { name: 'CompanyManager', who: actor('CompanyManager', 1), canteen: managed, expected: forbidden },
    { name: 'User', who: actor('User', 1), canteen: managed, expected: forbidden },
  ])('$name', ({ who, canteen, expected }) => {
    expect(canteenReportRefusal(who, canteen)).toEqual(expected);
  });
});

describe('companyReportRefusal (§6 "Company canteen report": CompanyOwner and CompanyManager, their company)', () => {
  it.each([
    { name: 'CompanyOwner', who: actor('CompanyOwner', 1), canteen: managed, expected: null },
    { name: 'CompanyManager, a canteen without a manager', who: actor('CompanyManager', 1), canteen: unmanaged, expected: null },
    { name: 'CompanyOwner, no such canteen', who: actor('CompanyOwner', 1), canteen: undefined, expected: notFound },
    { name: 'a company role without a company', who: actor('CompanyManager', null), canteen: managed, expected: forbidden },
    { name: 'Admin', who: actor('Admin'), canteen: managed, expected: forbidden },
    { name: 'CanteenManager', who: actor('CanteenManager', null, MANAGER_ID), canteen: managed, expected: forbidden },
    { name: 'User', who: actor('User', 1), canteen: managed, expected: forbidden },
  ])('$name', ({ who, canteen, expected }) => {
    expect(companyReportRefusal(who, canteen)).toEqual(expected);
  });
});
