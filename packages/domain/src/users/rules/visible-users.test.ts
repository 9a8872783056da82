import { describe, expect, it } from 'vitest';
import type { Role } from '../../roles';
import { visibleUsers } from './visible-users';

const NORDLYS = 1;
const FJORD = 2;
const USERS = [
  { name: 'Sofie', company: null },
  { name: 'Olivia', company: { id: NORDLYS } },
  { name: 'Emil', company: { id: FJORD } },
  { name: 'Ulla', company: { id: NORDLYS } },
];

describe('visibleUsers: all for SuperAdmin and Admin, the own company’s for the company roles', () => {
  it.each<{ name: string; role: Role; companyId: number | null; names: string[] }>([
    { name: 'SuperAdmin', role: 'SuperAdmin', companyId: null, names: ['Sofie', 'Olivia', 'Emil', 'Ulla'] },
    { name: 'Admin', role: 'Admin', companyId: null, names: ['Sofie', 'Olivia', 'Emil', 'Ulla'] },
    { name: 'CompanyOwner of Nordlys', role: 'CompanyOwner', companyId: NORDLYS, names: ['Olivia', 'Ulla'] },
    { name: 'CompanyManager of Fjord', role: 'CompanyManager', companyId: FJORD, names: ['Emil'] },
    { name: 'a company role without a company sees nobody', role: 'CompanyOwner', companyId: null, names: [] },
    { name: 'User (no Manage users)', role: 'User', companyId: NORDLYS, names: [] },
    { name: 'CanteenManager (no Manage users)', role: 'CanteenManager', companyId: null, names: [] },
  ])('$name', ({ role, companyId, names }) => {
    expect(visibleUsers({ role, companyId }, USERS).map((user) => user.name)).toEqual(names);
  });
});
