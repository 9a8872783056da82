import { ROLES, type Role } from '../roles';

/**
 * The words of the §6 table and of the authorization matrix, with nothing of any area in them: an area
 * declares its own rows and its calls' targets with these (docs/decisions/062), and derives its calls' roles
 * from its rows here, not from the assembled table, which imports every area.
 */

/**
 * One cell of the §6 table.
 *
 * - 'yes': allowed.
 * - 'no': not allowed.
 * - 'company': allowed, scoped to the actor's own company (Manage users for CompanyOwner and
 *   CompanyManager).
 * - 'read-only': the screen is open but nothing can be changed (My company for CompanyManager).
 * - 'no-download': the report is open but its Excel download is not (Canteen report for CanteenManager).
 */
export type Access = 'yes' | 'no' | 'company' | 'read-only' | 'no-download';

/** One row of the §6 table: a capability's cell for each role. */
export type CapabilityRow = Readonly<Record<Role, Access>>;

/**
 * The roles that may use at least one of the rows at all (a cell other than 'no': 'company', 'read-only'
 * and 'no-download' count, as `can` without a target answers), in {@link ROLES} order.
 */
export const rolesOf = (...rows: readonly [CapabilityRow, ...CapabilityRow[]]): Role[] =>
  ROLES.filter((role) => rows.some((row) => row[role] !== 'no'));

/**
 * The one permission predicate of a §6 row (`can` asks it of the assembled table, by the row's name; a page's
 * script asks it of its own area's row, so that it does not load every area):
 *
 * - Without a target it answers "may the actor use this at all" (open the screen, see the menu item).
 * - With a target it also applies the company scope: a 'company' cell allows only targets whose
 *   companyId is the actor's own (an actor without a company, or a target without one, is refused).
 *   Cells 'yes' are not scoped: SuperAdmin and Admin act on any company.
 * - 'read-only' and 'no-download' cells allow the row itself (its full access is {@link fullAccess}).
 */
export function allows(row: CapabilityRow, actor: { role: Role; companyId: number | null }, target?: { companyId?: number | null }): boolean {
  switch (row[actor.role]) {
    case 'no':
      return false;
    case 'yes':
    case 'read-only':
    case 'no-download':
      return true;
    case 'company':
      if (target === undefined) return true;
      return actor.companyId !== null && target.companyId != null && target.companyId === actor.companyId;
  }
}

/** The roles whose cell of a row is exactly `access`, in {@link ROLES} order. */
export const rolesWhere = (row: CapabilityRow, access: Access): Role[] => ROLES.filter((role) => row[role] === access);

/**
 * The row of a row's full access: 'yes' where the row says 'yes', 'no' elsewhere. A 'read-only' or
 * 'no-download' cell opens a row's screen but not what needs all of it (editing My company, the canteen
 * report's download).
 */
export const fullAccess = (row: CapabilityRow): CapabilityRow =>
  Object.fromEntries(ROLES.map((role) => [role, row[role] === 'yes' ? 'yes' : 'no'])) as Record<Role, Access>;

/**
 * What a call acts on, for the rules beyond its `roles` (§6). The contract's `roles` say who may make a call
 * at all; this says which record's owner or company decides the rest, and so which rule of the domain
 * answers:
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
 * The authorization matrix (tests/contract/cases/authorization.ts) generates its cases from every area's
 * targets: every call × each role × own row / own company / other company where the target has them.
 */
export type CallTarget = 'none' | 'userEdit' | 'ownProfile' | 'userRow' | 'companyEdit' | 'company' | 'booking' | 'location' | 'room';
