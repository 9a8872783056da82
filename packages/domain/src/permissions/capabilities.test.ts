import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import { accessOf, can, rolesWith, rolesWithAccess, type Access, type Capability, type TableCapability } from './capabilities';

/**
 * Spec §6, transcribed literally (one line per row of the table, cells in the table's column order:
 * SuperAdmin | Admin | CompanyOwner | CompanyManager | CanteenManager | User). Rows that name several
 * things list the capability for each.
 */
const COLUMNS: readonly Role[] = ['SuperAdmin', 'Admin', 'CompanyOwner', 'CompanyManager', 'CanteenManager', 'User'];
type Cell = 'yes' | 'no' | 'company-scoped' | 'read-only' | 'yes (no download)';
const SPEC_TABLE: ReadonlyArray<readonly [string, readonly TableCapability[], readonly Cell[]]> = [
  ['Profile, calendar, meeting rooms', ['calendar'], ['yes', 'yes', 'yes', 'yes', 'yes', 'yes']],
  ['Manage locations', ['manageLocations'], ['yes', 'no', 'no', 'no', 'no', 'no']],
  [
    'Manage rooms, features, companies, receptions, booking report',
    ['manageRooms', 'manageFeatures', 'manageCompanies', 'manageReceptions', 'bookingReport'],
    ['yes', 'yes', 'no', 'no', 'no', 'no'],
  ],
  ['Manage users', ['manageUsers'], ['yes', 'yes', 'company-scoped', 'company-scoped', 'no', 'no']],
  ['My company (edit)', ['myCompany'], ['no', 'no', 'yes', 'read-only', 'no', 'no']],
  ['Company canteen report', ['companyCanteenReport'], ['no', 'no', 'yes', 'yes', 'no', 'no']],
  ['Canteen report', ['canteenReport'], ['yes', 'yes', 'no', 'no', 'yes (no download)', 'no']],
  ['Manage canteens, canteen items', ['manageCanteens', 'manageCanteenItems'], ['yes', 'yes', 'no', 'no', 'no', 'no']],
  ['Add canteen, add reception', ['addCanteen', 'addReception'], ['yes', 'no', 'no', 'no', 'no', 'no']],
  ['Add canteen manager', ['addCanteenManager'], ['yes', 'yes', 'no', 'no', 'no', 'no']],
];

const CELL_TO_ACCESS = {
  yes: 'yes',
  no: 'no',
  'company-scoped': 'company',
  'read-only': 'read-only',
  'yes (no download)': 'no-download',
} as const;

const cells = SPEC_TABLE.flatMap(([row, capabilities, values]) =>
  capabilities.flatMap((capability) =>
    COLUMNS.map((role, i) => ({ row, capability, role, cell: values[i] as Cell })),
  ),
);

const actor = (role: Role, companyId: number | null = 7) => ({ id: 1, role, companyId });

describe('the §6 table, cell by cell', () => {
  it('covers 16 capabilities × 6 roles', () => {
    expect(cells).toHaveLength(16 * 6);
  });

  it.each(cells)('$row: $role → $cell ($capability)', ({ capability, role, cell }) => {
    expect(accessOf(role, capability)).toBe(CELL_TO_ACCESS[cell]);
    // Without a target, every cell except 'no' opens the thing.
    expect(can(actor(role), capability)).toBe(cell !== 'no');
  });
});

describe('company scope (Manage users)', () => {
  it.each([
    { name: 'SuperAdmin, another company', role: 'SuperAdmin', own: 7, target: 9, expected: true },
    { name: 'Admin, another company', role: 'Admin', own: null, target: 9, expected: true },
    { name: 'Admin, a user without company', role: 'Admin', own: null, target: null, expected: true },
    { name: 'CompanyOwner, own company', role: 'CompanyOwner', own: 7, target: 7, expected: true },
    { name: 'CompanyOwner, another company', role: 'CompanyOwner', own: 7, target: 9, expected: false },
    { name: 'CompanyManager, own company', role: 'CompanyManager', own: 7, target: 7, expected: true },
    { name: 'CompanyManager, another company', role: 'CompanyManager', own: 7, target: 9, expected: false },
    { name: 'CompanyManager, a user without company', role: 'CompanyManager', own: 7, target: null, expected: false },
    { name: 'CompanyOwner without a company, a user without company', role: 'CompanyOwner', own: null, target: null, expected: false },
    { name: 'User, own company', role: 'User', own: 7, target: 7, expected: false },
    { name: 'CanteenManager, own company', role: 'CanteenManager', own: 7, target: 7, expected: false },
  ] as const)('$name → $expected', ({ role, own, target, expected }) => {
    expect(can(actor(role, own), 'manageUsers', { companyId: target })).toBe(expected);
  });

  it('a target without companyId is refused for company-scoped roles', () => {
    expect(can(actor('CompanyOwner', 7), 'manageUsers', {})).toBe(false);
  });
});

describe('full-access capabilities behind read-only and no-download cells', () => {
  it.each([
    ['SuperAdmin', false, true],
    ['Admin', false, true],
    ['CompanyOwner', true, false],
    ['CompanyManager', false, false],
    ['CanteenManager', false, false],
    ['User', false, false],
  ] as const)('%s: editMyCompany %s, downloadCanteenReport %s', (role, edit, download) => {
    expect(can(actor(role), 'editMyCompany')).toBe(edit);
    expect(can(actor(role), 'downloadCanteenReport')).toBe(download);
  });

  it.each([
    { name: 'CompanyManager sees My company (read-only)', role: 'CompanyManager', capability: 'myCompany', expected: true },
    { name: 'CanteenManager opens the canteen report', role: 'CanteenManager', capability: 'canteenReport', expected: true },
  ] as const satisfies ReadonlyArray<{ name: string; role: Role; capability: Capability; expected: boolean }>)(
    '$name',
    ({ role, capability, expected }) => {
      expect(can(actor(role), capability)).toBe(expected);
    },
  );
});

type RolesWithRow = { capabilities: readonly [Capability, ...Capability[]]; expected: readonly Role[] };

describe('rolesWith: the roles that may use any of the capabilities', () => {
  it.each<RolesWithRow>([
    { capabilities: ['calendar'], expected: ['SuperAdmin', 'Admin', 'CompanyOwner', 'CompanyManager', 'CanteenManager', 'User'] },
    { capabilities: ['manageLocations'], expected: ['SuperAdmin'] },
    { capabilities: ['manageRooms'], expected: ['SuperAdmin', 'Admin'] },
    { capabilities: ['manageUsers'], expected: ['SuperAdmin', 'Admin', 'CompanyOwner', 'CompanyManager'] },
    { capabilities: ['myCompany'], expected: ['CompanyOwner', 'CompanyManager'] },
    { capabilities: ['editMyCompany'], expected: ['CompanyOwner'] },
    { capabilities: ['canteenReport'], expected: ['SuperAdmin', 'Admin', 'CanteenManager'] },
    { capabilities: ['downloadCanteenReport'], expected: ['SuperAdmin', 'Admin'] },
    { capabilities: ['addCanteen'], expected: ['SuperAdmin'] },
    { capabilities: ['manageCompanies', 'canteenReport'], expected: ['SuperAdmin', 'Admin', 'CanteenManager'] },
    { capabilities: ['manageCompanies', 'editMyCompany'], expected: ['SuperAdmin', 'Admin', 'CompanyOwner'] },
    {
      capabilities: ['manageCanteens', 'canteenReport', 'companyCanteenReport'],
      expected: ['SuperAdmin', 'Admin', 'CompanyOwner', 'CompanyManager', 'CanteenManager'],
    },
    // Order of the arguments does not matter; the answer is in ROLES order, each role once.
    { capabilities: ['canteenReport', 'manageCompanies', 'manageRooms'], expected: ['SuperAdmin', 'Admin', 'CanteenManager'] },
    { capabilities: ['addCanteen', 'companyCanteenReport'], expected: ['SuperAdmin', 'CompanyOwner', 'CompanyManager'] },
  ])(
    '$capabilities → $expected',
    ({ capabilities, expected }) => {
      expect(rolesWith(...capabilities)).toEqual(expected);
    },
  );
});

describe('rolesWithAccess: the roles whose cell is exactly one access', () => {
  it.each([
    { capability: 'manageUsers', access: 'company', expected: ['CompanyOwner', 'CompanyManager'] },
    { capability: 'manageUsers', access: 'yes', expected: ['SuperAdmin', 'Admin'] },
    { capability: 'myCompany', access: 'read-only', expected: ['CompanyManager'] },
    { capability: 'canteenReport', access: 'no-download', expected: ['CanteenManager'] },
    { capability: 'calendar', access: 'no', expected: [] },
  ] as const satisfies ReadonlyArray<{ capability: TableCapability; access: Access; expected: readonly Role[] }>)(
    '$capability = $access → $expected',
    ({ capability, access, expected }) => {
      expect(rolesWithAccess(capability, access)).toEqual(expected);
    },
  );
});
