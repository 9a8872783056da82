import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import { assignableRoles, canAssignRole, userRowActions, type UserRowDenial } from './users';

const ME = 1;
const MINE = 7;
const OTHER = 9;

type Row = { name: string; actor: Role; row: { id: number; role: Role; companyId: number | null }; reason?: UserRowDenial };

const rows: Row[] = [
  // never your own row
  { name: 'SuperAdmin, own row', actor: 'SuperAdmin', row: { id: ME, role: 'SuperAdmin', companyId: null }, reason: 'ownRow' },
  { name: 'Admin, own row', actor: 'Admin', row: { id: ME, role: 'Admin', companyId: null }, reason: 'ownRow' },
  { name: 'CompanyOwner, own row', actor: 'CompanyOwner', row: { id: ME, role: 'CompanyOwner', companyId: MINE }, reason: 'ownRow' },
  { name: 'CompanyManager, own row', actor: 'CompanyManager', row: { id: ME, role: 'CompanyManager', companyId: MINE }, reason: 'ownRow' },
  // CompanyOwner rows only by a CompanyOwner
  { name: 'SuperAdmin, a CompanyOwner', actor: 'SuperAdmin', row: { id: 2, role: 'CompanyOwner', companyId: OTHER }, reason: 'companyOwnerRow' },
  { name: 'Admin, a CompanyOwner', actor: 'Admin', row: { id: 2, role: 'CompanyOwner', companyId: OTHER }, reason: 'companyOwnerRow' },
  { name: 'CompanyManager, own-company CompanyOwner', actor: 'CompanyManager', row: { id: 2, role: 'CompanyOwner', companyId: MINE }, reason: 'companyOwnerRow' },
  { name: 'CompanyOwner, another own-company CompanyOwner', actor: 'CompanyOwner', row: { id: 2, role: 'CompanyOwner', companyId: MINE } },
  { name: 'CompanyOwner, other-company CompanyOwner', actor: 'CompanyOwner', row: { id: 2, role: 'CompanyOwner', companyId: OTHER }, reason: 'otherCompany' },
  // company roles only in their own company
  { name: 'CompanyOwner, own-company User', actor: 'CompanyOwner', row: { id: 2, role: 'User', companyId: MINE } },
  { name: 'CompanyOwner, own-company CompanyManager', actor: 'CompanyOwner', row: { id: 2, role: 'CompanyManager', companyId: MINE } },
  { name: 'CompanyOwner, other-company User', actor: 'CompanyOwner', row: { id: 2, role: 'User', companyId: OTHER }, reason: 'otherCompany' },
  { name: 'CompanyManager, own-company User', actor: 'CompanyManager', row: { id: 2, role: 'User', companyId: MINE } },
  { name: 'CompanyManager, own-company CompanyManager', actor: 'CompanyManager', row: { id: 2, role: 'CompanyManager', companyId: MINE } },
  { name: 'CompanyManager, other-company User', actor: 'CompanyManager', row: { id: 2, role: 'User', companyId: OTHER }, reason: 'otherCompany' },
  { name: 'CompanyManager, a user without company', actor: 'CompanyManager', row: { id: 2, role: 'CanteenManager', companyId: null }, reason: 'otherCompany' },
  // admins act across companies
  { name: 'SuperAdmin, other-company User', actor: 'SuperAdmin', row: { id: 2, role: 'User', companyId: OTHER } },
  { name: 'Admin, a SuperAdmin', actor: 'Admin', row: { id: 2, role: 'SuperAdmin', companyId: null }, reason: 'higherRole' },
  { name: 'Admin, another Admin', actor: 'Admin', row: { id: 2, role: 'Admin', companyId: null } },
  { name: 'SuperAdmin, another SuperAdmin', actor: 'SuperAdmin', row: { id: 2, role: 'SuperAdmin', companyId: null } },
  { name: 'CompanyManager, a CompanyManager of another company', actor: 'CompanyManager', row: { id: 2, role: 'CompanyManager', companyId: OTHER }, reason: 'otherCompany' },
  { name: 'SuperAdmin, an Admin', actor: 'SuperAdmin', row: { id: 2, role: 'Admin', companyId: null } },
  { name: 'Admin, a CompanyManager', actor: 'Admin', row: { id: 2, role: 'CompanyManager', companyId: OTHER } },
  { name: 'Admin, a CanteenManager', actor: 'Admin', row: { id: 2, role: 'CanteenManager', companyId: null } },
  // roles without Manage users
  { name: 'User, own-company User', actor: 'User', row: { id: 2, role: 'User', companyId: MINE }, reason: 'noAccess' },
  { name: 'CanteenManager, a User', actor: 'CanteenManager', row: { id: 2, role: 'User', companyId: MINE }, reason: 'noAccess' },
];

describe('userRowActions', () => {
  it.each(rows)('$name', ({ actor, row, reason }) => {
    const expected = reason === undefined ? { canEdit: true, canDelete: true } : { canEdit: false, canDelete: false, reason };
    expect(userRowActions({ id: ME, role: actor, companyId: actor === 'SuperAdmin' || actor === 'Admin' ? null : MINE }, row)).toEqual(expected);
  });
});

describe('assignableRoles: the user-form role options', () => {
  const adminForm = [
    { value: 'User', label: 'User' },
    { value: 'CompanyManager', label: 'Manager' },
    { value: 'CompanyOwner', label: 'Admin (company owner)' },
    { value: 'Admin', label: 'Location Admin' },
  ];
  const companyForm = [
    { value: 'User', label: 'User' },
    { value: 'CompanyManager', label: 'Manager' },
  ];

  it.each([
    ['SuperAdmin', adminForm],
    ['Admin', adminForm],
    ['CompanyOwner', companyForm],
    ['CompanyManager', companyForm],
    ['CanteenManager', []],
    ['User', []],
  ] as const)('%s', (role, options) => {
    expect(assignableRoles({ role })).toEqual(options);
  });

  it.each([
    { name: 'admin form cannot make a SuperAdmin', actor: 'SuperAdmin', role: 'SuperAdmin', expected: false },
    { name: 'admin form cannot make a CanteenManager (own endpoint)', actor: 'Admin', role: 'CanteenManager', expected: false },
    { name: 'admin form makes a Location Admin', actor: 'Admin', role: 'Admin', expected: true },
    { name: 'company form makes a CompanyManager', actor: 'CompanyOwner', role: 'CompanyManager', expected: true },
    { name: 'company form cannot make a CompanyOwner', actor: 'CompanyOwner', role: 'CompanyOwner', expected: false },
    { name: 'company form cannot make an Admin', actor: 'CompanyManager', role: 'Admin', expected: false },
    { name: 'a User assigns nothing', actor: 'User', role: 'User', expected: false },
  ] as const)('$name', ({ actor, role, expected }) => {
    expect(canAssignRole({ role: actor }, role)).toBe(expected);
  });
});
