import { AREAS, type Area } from '../areas';
import { ROLES, type Role } from '../roles';
import { allows, fullAccess, type Access, type CapabilityRow } from './access';

export type { Access } from './access';

/** The names of an area's rows (`capabilities`) or of its full-access capabilities (`fullAccess`), for each area of a union. */
type NamesOf<A, Field extends 'capabilities' | 'fullAccess'> = A extends { readonly [F in Field]: infer R } ? keyof R & string : never;

/** A row of the §6 table: a capability that some area declares. */
export type TableCapability = NamesOf<Area, 'capabilities'>;

/**
 * The capability matrix of spec §6, as data: one row per capability, one cell per role ({@link Access}),
 * assembled from the rows each area declares (`defineArea`'s `capabilities`, docs/decisions/062).
 *
 * The §6 rows that name several things ("Profile, calendar, meeting rooms"; "Manage rooms, features,
 * companies, receptions, booking report"; …) are split into one capability each, with the same cells.
 */
export const CAPABILITY_TABLE = Object.fromEntries(
  AREAS.flatMap((area) => Object.entries<CapabilityRow>('capabilities' in area ? area.capabilities : {})),
) as Readonly<Record<TableCapability, CapabilityRow>>;

/**
 * Capabilities that need the FULL cell of a table row: a 'read-only' or 'no-download' cell opens the
 * row's screen but does not grant these (each declared by its area's `fullAccess`).
 * - editMyCompany: change the company details and image (CompanyOwner only).
 * - downloadCanteenReport: the canteen report's Excel download (hidden for CanteenManager).
 */
export const FULL_ACCESS_CAPABILITIES = Object.fromEntries(
  AREAS.flatMap((area) => Object.entries<TableCapability>('fullAccess' in area ? area.fullAccess : {})),
) as Readonly<Record<NamesOf<Area, 'fullAccess'>, TableCapability>>;

export type FullAccessCapability = keyof typeof FULL_ACCESS_CAPABILITIES;
export type Capability = TableCapability | FullAccessCapability;
/** Who acts: the signed-in user. */
export interface Actor {
  id: number;
  role: Role;
  companyId: number | null;
}

/** What the action is about, when it belongs to a company (for the 'company' scope). */
export interface CapabilityTarget {
  companyId?: number | null;
}

const isFullAccessCapability = (capability: Capability): capability is FullAccessCapability =>
  Object.hasOwn(FULL_ACCESS_CAPABILITIES, capability);

/** The §6 cell for a role and a table capability. */
export const accessOf = (role: Role, capability: TableCapability): Access => CAPABILITY_TABLE[capability][role];

/**
 * The one permission predicate (§6), by the capability's name: `allows` (permissions/access.ts) of its row
 * in the assembled table; a full-access capability asks for a 'yes' cell of its row.
 *
 * - Without a target it answers "may the actor use this at all" (open the screen, see the menu item).
 * - With a target it also applies the company scope: a 'company' cell allows only targets whose
 *   companyId is the actor's own (an actor without a company, or a target without one, is refused).
 *   Cells 'yes' are not scoped: SuperAdmin and Admin act on any company.
 * - 'read-only' and 'no-download' cells allow the row itself but not its full-access capability
 *   (editMyCompany, downloadCanteenReport).
 */
export function can(actor: Pick<Actor, 'role' | 'companyId'>, capability: Capability, target?: CapabilityTarget): boolean {
  if (isFullAccessCapability(capability)) return allows(fullAccess(CAPABILITY_TABLE[FULL_ACCESS_CAPABILITIES[capability]]), actor, target);
  return allows(CAPABILITY_TABLE[capability], actor, target);
}

/**
 * The roles that may use at least one of the capabilities at all (the §6 predicate without a target:
 * 'company', 'read-only' and 'no-download' cells count), in {@link ROLES} order: by the capabilities' names,
 * what an area's calls take from its rows with `rolesOf` (permissions/access.ts).
 */
export const rolesWith = (...capabilities: readonly [Capability, ...Capability[]]): Role[] =>
  ROLES.filter((role) => capabilities.some((capability) => can({ role, companyId: null }, capability)));

/**
 * The roles whose §6 cell for a table capability is exactly `access`, in {@link ROLES} order (`rolesWhere` of
 * the row, by its name). For calls that serve one scope of a row only: `POST /api/user/register` is the
 * company-scoped Manage users cell (CompanyOwner, CompanyManager), `POST /api/user/` the unscoped one
 * (SuperAdmin, Admin).
 */
export const rolesWithAccess = (capability: TableCapability, access: Access): Role[] =>
  ROLES.filter((role) => accessOf(role, capability) === access);
