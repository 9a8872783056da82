import { describe, expect, it } from 'vitest';
import { ERRORS, SERVER_MESSAGES } from '../../messages';
import { ownProfileRefusal, type ProfileChange, type ProfileOwner } from './own-profile';
import { USER_MESSAGES } from '../page';

const staff: ProfileOwner = { id: 7, role: 'User', companyId: 3, companyLocationIds: [1, 2], primaryLocationId: 1 };
const admin: ProfileOwner = { id: 2, role: 'Admin', companyId: null, companyLocationIds: [], primaryLocationId: null };
const canteenManager: ProfileOwner = { id: 5, role: 'CanteenManager', companyId: null, companyLocationIds: [], primaryLocationId: null };
/** A user whose company no longer has the location their profile names. */
const moved: ProfileOwner = { ...staff, primaryLocationId: 9 };

const active = (id: number) => ({ id, isActive: true });
const inactive = (id: number) => ({ id, isActive: false });

const forbidden = { message: ERRORS.forbidden, statusCode: 403 };
const ownRoleOrCompany = { message: USER_MESSAGES.ownRoleOrCompany, statusCode: 403 };
const unknownLocation = { message: SERVER_MESSAGES.unknownLocation, statusCode: 400 };
const notBookable = { message: USER_MESSAGES.primaryLocationNotBookable, statusCode: 400 };

type Row = [name: string, owner: ProfileOwner, target: number, change: ProfileChange, location: { id: number; isActive: boolean } | undefined, refusal: unknown];

describe('ownProfileRefusal', () => {
  it.each<Row>([
    ['own profile, names only', staff, 7, {}, undefined, null],
    ['the same role and company again', staff, 7, { role: 'User', companyId: 3 }, undefined, null],
    ["a company location as primary", staff, 7, { primaryLocationId: 2 }, active(2), null],
    ['no primary location', staff, 7, { primaryLocationId: null }, undefined, null],
    ['any active location for an Admin', admin, 2, { primaryLocationId: 9 }, active(9), null],
    ["another user's profile", staff, 8, {}, undefined, forbidden],
    ["another user's profile, as an Admin", admin, 7, {}, undefined, forbidden],
    ['a new role', staff, 7, { role: 'SuperAdmin' }, undefined, ownRoleOrCompany],
    ['a new company', staff, 7, { companyId: 4 }, undefined, ownRoleOrCompany],
    ['a location that does not exist', staff, 7, { primaryLocationId: 99 }, undefined, unknownLocation],
    ["a location outside the user's company", staff, 7, { primaryLocationId: 9 }, active(9), notBookable],
    ["an inactive location of the user's company", staff, 7, { primaryLocationId: 2 }, inactive(2), notBookable],
    ['an inactive location for an Admin', admin, 2, { primaryLocationId: 9 }, inactive(9), notBookable],
    ['any location for a CanteenManager (books nowhere)', canteenManager, 5, { primaryLocationId: 1 }, active(1), notBookable],
    ['the primary location the profile already has, though no longer bookable', moved, 7, { primaryLocationId: 9 }, active(9), null],
    ['another location the user does not book in, after such a move', moved, 7, { primaryLocationId: 8 }, active(8), notBookable],
  ])('%s', (_, owner, target, change, location, refusal) => {
    expect(ownProfileRefusal(owner, target, change, location)).toEqual(refusal);
  });
});
