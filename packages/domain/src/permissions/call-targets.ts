import type { Contract } from '../contract/index';

/**
 * What each `/api` call acts on, for the rules beyond its `roles` (§6). The contract's `roles` say who may
 * make a call at all; this says which record's owner or company decides the rest, and so which rule of
 * the domain answers:
 *
 * - `none`: nothing of a company or a user; `roles` alone decide (lists are scoped, not refused).
 * - `userEdit`: a user row, `PUT /api/user/{id}`: one's own row is the profile (`ownProfileRefusal`'s
 *   fields), any other row the administrator's edit (`userChangeRefusal`).
 * - `ownProfile`: the caller's own row only (a PIN is its owner's).
 * - `userRow`: a user row to delete (`userRowActions`).
 * - `companyEdit`: a company to change (`companyChangeRefusal`).
 * - `company`: a company to delete (`roles`; the variants prove that a company role cannot delete its own).
 * - `booking`: a booking to change or delete (`bookingChangeRefusal`).
 * - `location`, `room`: a location (or a room of it) the caller books in or not (`visibleLocations`:
 *   another location is 404, not 403, so that its existence is not told).
 *
 * The authorization matrix (tests/contract/cases/authorization.ts) generates its cases from this and the
 * contract: every call × each role × own row / own company / other company where the target has them.
 * The `satisfies` makes a call missing here a type error, and the matrix fails on one at run time too.
 */
export type CallTarget = 'none' | 'userEdit' | 'ownProfile' | 'userRow' | 'companyEdit' | 'company' | 'booking' | 'location' | 'room';

const allNone = <const N extends string>(...names: N[]) => Object.fromEntries(names.map((name) => [name, 'none'])) as Record<N, 'none'>;

export const CALL_TARGETS = {
  auth: allNone('login', 'refreshToken', 'revokeToken', 'forgotPassword', 'validateToken', 'resetPassword', 'me'),
  user: {
    update: 'userEdit',
    resetPin: 'ownProfile',
    list: 'none',
    create: 'none',
    delete: 'userRow',
    deleteMany: 'userRow',
    register: 'none',
    registerCanteenManager: 'none',
  },
  company: { list: 'none', create: 'none', update: 'companyEdit', delete: 'company', deleteMany: 'company' },
  companyApplication: allNone('create', 'list', 'accept', 'reject'),
  location: allNone('mine', 'list', 'create', 'update', 'delete', 'setActive', 'setInactive', 'deleteMany'),
  room: allNone('list', 'create', 'update', 'delete', 'setActive', 'setInactive', 'deleteMany', 'resetCode'),
  feature: allNone('list', 'create', 'update', 'delete', 'setActive', 'setInactive', 'deleteMany'),
  booking: {
    byRoom: 'room',
    byLocation: 'location',
    create: 'room',
    update: 'booking',
    delete: 'booking',
    availableRooms: 'location',
    usedTime: 'location',
  },
  canteen: allNone('list', 'create', 'update', 'delete'),
  canteenItem: allNone('list', 'create', 'update', 'delete'),
  reception: allNone('list', 'create', 'update', 'delete'),
  report: allNone('booking', 'canteen', 'company', 'bookingExcel', 'canteenExcel', 'companyExcel'),
  system: allNone('health', 'pageView'),
  kiosk: allNone('locations', 'signIn', 'signOut', 'menu', 'order'),
} as const satisfies { [R in keyof Contract]: { [N in keyof Contract[R]]: CallTarget } };

/** The target of the call `resource.name`, or undefined for a call this table does not know. */
export const callTarget = (resource: string, name: string): CallTarget | undefined =>
  (CALL_TARGETS as Record<string, Record<string, CallTarget> | undefined>)[resource]?.[name];
