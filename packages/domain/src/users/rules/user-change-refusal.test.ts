import { describe, expect, it } from 'vitest';
import { ERRORS, VALIDATION } from '../../messages';
import type { Role } from '../../roles';
import { companyFor, requestedEdit, userChangeRefusal } from './user-change-refusal';

const ME = 1;
const MINE = 7;
const OTHER = 9;
const FORBIDDEN = { message: ERRORS.forbidden, statusCode: 403 };
const CHOOSE = { message: VALIDATION.chooseCompany, statusCode: 400 };

type Row = {
  name: string;
  actor: Role;
  current?: { id: number; role: Role; companyId: number | null };
  next: { role: Role; companyId: number | null };
  fields?: string[];
  refusal: typeof FORBIDDEN | typeof CHOOSE | null;
};

const actorCompany = (role: Role) => (role === 'SuperAdmin' || role === 'Admin' ? null : MINE);

const rows: Row[] = [
  // creating
  { name: 'Admin creates a User of any company', actor: 'Admin', next: { role: 'User', companyId: OTHER }, refusal: null },
  { name: 'Admin creates a Location Admin without company', actor: 'Admin', next: { role: 'Admin', companyId: null }, refusal: null },
  { name: 'Admin creates a CompanyOwner', actor: 'Admin', next: { role: 'CompanyOwner', companyId: OTHER }, refusal: null },
  { name: 'Admin creates a SuperAdmin (above own role)', actor: 'Admin', next: { role: 'SuperAdmin', companyId: null }, refusal: FORBIDDEN },
  { name: 'SuperAdmin creates a SuperAdmin (not offered)', actor: 'SuperAdmin', next: { role: 'SuperAdmin', companyId: null }, refusal: FORBIDDEN },
  { name: 'Admin creates a CanteenManager (own endpoint)', actor: 'Admin', next: { role: 'CanteenManager', companyId: null }, refusal: FORBIDDEN },
  { name: 'Admin creates a User without company', actor: 'Admin', next: { role: 'User', companyId: null }, refusal: CHOOSE },
  { name: 'CompanyOwner registers a CompanyManager in own company', actor: 'CompanyOwner', next: { role: 'CompanyManager', companyId: MINE }, refusal: null },
  { name: 'CompanyManager registers a User in own company', actor: 'CompanyManager', next: { role: 'User', companyId: MINE }, refusal: null },
  { name: 'CompanyOwner registers a CompanyOwner', actor: 'CompanyOwner', next: { role: 'CompanyOwner', companyId: MINE }, refusal: FORBIDDEN },
  { name: 'CompanyManager registers an Admin', actor: 'CompanyManager', next: { role: 'Admin', companyId: null }, refusal: FORBIDDEN },
  { name: 'CompanyOwner registers in another company', actor: 'CompanyOwner', next: { role: 'User', companyId: OTHER }, refusal: FORBIDDEN },
  { name: 'a User creates nobody', actor: 'User', next: { role: 'User', companyId: MINE }, refusal: FORBIDDEN },
  // editing
  { name: 'Admin edits a User', actor: 'Admin', current: { id: 2, role: 'User', companyId: OTHER }, next: { role: 'CompanyManager', companyId: MINE }, fields: ['firstName', 'role'], refusal: null },
  { name: 'Admin edits themselves', actor: 'Admin', current: { id: ME, role: 'Admin', companyId: null }, next: { role: 'Admin', companyId: null }, refusal: FORBIDDEN },
  { name: 'Admin edits a SuperAdmin', actor: 'Admin', current: { id: 2, role: 'SuperAdmin', companyId: null }, next: { role: 'SuperAdmin', companyId: null }, refusal: FORBIDDEN },
  { name: 'Admin edits a CompanyOwner', actor: 'Admin', current: { id: 2, role: 'CompanyOwner', companyId: OTHER }, next: { role: 'CompanyOwner', companyId: OTHER }, refusal: FORBIDDEN },
  { name: 'Admin keeps a CanteenManager a CanteenManager', actor: 'Admin', current: { id: 2, role: 'CanteenManager', companyId: null }, next: { role: 'CanteenManager', companyId: null }, fields: ['lastName'], refusal: null },
  { name: 'Admin makes a User a SuperAdmin', actor: 'Admin', current: { id: 2, role: 'User', companyId: OTHER }, next: { role: 'SuperAdmin', companyId: null }, refusal: FORBIDDEN },
  { name: 'Admin sets another user’s password', actor: 'Admin', current: { id: 2, role: 'User', companyId: OTHER }, next: { role: 'User', companyId: OTHER }, fields: ['password', 'confirmPassword'], refusal: FORBIDDEN },
  { name: 'CompanyOwner edits another CompanyOwner of the company', actor: 'CompanyOwner', current: { id: 2, role: 'CompanyOwner', companyId: MINE }, next: { role: 'CompanyOwner', companyId: MINE }, fields: ['office'], refusal: null },
  { name: 'CompanyManager edits a CompanyOwner', actor: 'CompanyManager', current: { id: 2, role: 'CompanyOwner', companyId: MINE }, next: { role: 'CompanyOwner', companyId: MINE }, refusal: FORBIDDEN },
  { name: 'CompanyOwner promotes a User to CompanyOwner', actor: 'CompanyOwner', current: { id: 2, role: 'User', companyId: MINE }, next: { role: 'CompanyOwner', companyId: MINE }, refusal: FORBIDDEN },
  { name: 'CompanyOwner moves a User to another company', actor: 'CompanyOwner', current: { id: 2, role: 'User', companyId: MINE }, next: { role: 'User', companyId: OTHER }, refusal: FORBIDDEN },
  { name: 'CompanyManager edits a User of another company', actor: 'CompanyManager', current: { id: 2, role: 'User', companyId: OTHER }, next: { role: 'User', companyId: OTHER }, refusal: FORBIDDEN },
];

describe('userChangeRefusal', () => {
  it.each(rows)('$name', ({ actor, current, next, fields, refusal }) => {
    expect(userChangeRefusal({ id: ME, role: actor, companyId: actorCompany(actor) }, current, next, fields)).toEqual(refusal);
  });
});

describe('companyFor: only company members keep a company', () => {
  it.each([
    ['User', 3, 3],
    ['CompanyOwner', 3, 3],
    ['Admin', 3, null],
    ['SuperAdmin', null, null],
    ['CanteenManager', 3, null],
  ] as const)('%s with %s → %s', (role, companyId, expected) => {
    expect(companyFor(role, companyId)).toBe(expected);
  });
});

describe('requestedEdit: what an admin edit asks', () => {
  const current = { role: 'User', companyId: 3 } as const;
  it.each([
    { name: 'names only: role and company kept', body: { firstName: 'A', lastName: undefined }, image: false, placement: current, fields: ['firstName'] },
    { name: 'a new role and company', body: { role: 'CompanyManager', companyId: 4 }, image: false, placement: { role: 'CompanyManager', companyId: 4 }, fields: ['role', 'companyId'] },
    { name: 'made a Location Admin: the company goes', body: { role: 'Admin' }, image: false, placement: { role: 'Admin', companyId: null }, fields: ['role'] },
    { name: 'a picture counts as image', body: {}, image: true, placement: current, fields: ['image'] },
  ] as const)('$name', ({ body, image, placement, fields }) => {
    expect(requestedEdit(current, body, image)).toEqual({ placement, fields });
  });
});
