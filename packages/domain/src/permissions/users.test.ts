import { describe, expect, it } from 'vitest';
import { ROLE_LABELS, type Role } from '../roles';
import { userChangeRefusal } from '../users/rules/user-change-refusal';
import { assignableRoles, canAssignRole, roleOptionsFor, userRowActions, type UserRowDenial } from './users';

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

describe('roleOptionsFor (the role options of the user form on a user)', () => {
  const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

  it("offers the actor's form when creating, and when the user's role is among its options", () => {
    expect(values(roleOptionsFor({ role: 'Admin' }))).toEqual(['User', 'CompanyManager', 'CompanyOwner', 'Admin']);
    expect(values(roleOptionsFor({ role: 'CompanyOwner' }, 'CompanyManager'))).toEqual(['User', 'CompanyManager']);
  });

  it("adds the user's own role, with its label, when the actor's form lacks it, so that an edit keeps it", () => {
    expect(roleOptionsFor({ role: 'Admin' }, 'CanteenManager').at(-1)).toEqual({ value: 'CanteenManager', label: ROLE_LABELS.CanteenManager });
    expect(values(roleOptionsFor({ role: 'SuperAdmin' }, 'SuperAdmin'))).toEqual(['User', 'CompanyManager', 'CompanyOwner', 'Admin', 'SuperAdmin']);
    expect(values(roleOptionsFor({ role: 'CompanyOwner' }, 'CompanyOwner'))).toEqual(['User', 'CompanyManager', 'CompanyOwner']);
  });

  it('keeping such a role is allowed by the change rule, giving it to someone else is not', () => {
    const admin = { id: 1, role: 'Admin' as const, companyId: null };
    const canteen = { id: 2, role: 'CanteenManager' as const, companyId: null };
    expect(userChangeRefusal(admin, canteen, { role: 'CanteenManager', companyId: null }, ['firstName'])).toBeNull();
    expect(userChangeRefusal(admin, { id: 3, role: 'User', companyId: 5 }, { role: 'CanteenManager', companyId: null }, ['role'])?.statusCode).toBe(403);
  });
});
