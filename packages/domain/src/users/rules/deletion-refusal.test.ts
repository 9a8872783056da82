import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../messages';
import type { Role } from '../../roles';
import { deletionRefusal } from './deletion-refusal';

const NORDLYS = 1;
const FJORD = 2;
const row = (id: number, role: Role, companyId: number | null) => ({ id, role, companyId });
const USERS = [
  row(2, 'Admin', null),
  row(3, 'CompanyOwner', NORDLYS),
  row(6, 'User', NORDLYS),
  row(101, 'User', NORDLYS),
  row(102, 'CompanyManager', NORDLYS),
  row(103, 'CompanyOwner', FJORD),
  row(104, 'User', FJORD),
];
const ADMIN = { id: 2, role: 'Admin' as Role, companyId: null };
const OWNER = { id: 3, role: 'CompanyOwner' as Role, companyId: NORDLYS };
const FORBIDDEN = { statusCode: 403, message: ERRORS.forbidden };
const NOT_FOUND = { statusCode: 404, message: ERRORS.notFound };

describe('deletionRefusal: all the listed users, or none', () => {
  it.each([
    { name: 'an Admin deletes a user of any company', actor: ADMIN, ids: [104], expected: null },
    { name: 'a CompanyOwner deletes two of their company', actor: OWNER, ids: [101, 102], expected: null },
    { name: 'yourself', actor: ADMIN, ids: [2], expected: FORBIDDEN },
    { name: 'a CompanyOwner, as an Admin', actor: ADMIN, ids: [103], expected: FORBIDDEN },
    { name: 'another company’s user, as a CompanyOwner', actor: OWNER, ids: [104], expected: FORBIDDEN },
    { name: 'one refused in the list refuses the list', actor: OWNER, ids: [101, 104], expected: FORBIDDEN },
    { name: 'an unknown user', actor: ADMIN, ids: [999], expected: NOT_FOUND },
    { name: 'the first problem in the list is the answer: unknown before refused', actor: OWNER, ids: [101, 999, 104], expected: NOT_FOUND },
    { name: 'the first problem in the list is the answer: refused before unknown', actor: OWNER, ids: [104, 999], expected: FORBIDDEN },
    { name: 'an empty list deletes nobody and refuses nothing', actor: OWNER, ids: [], expected: null },
  ])('$name', ({ actor, ids, expected }) => {
    expect(deletionRefusal(actor, ids, USERS)).toEqual(expected);
  });
});
