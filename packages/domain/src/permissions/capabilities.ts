import { ROLES, type Role } from '../roles';

/**
 * The capability matrix of spec §6, as data. One row per capability, one cell per role.
 *
 * - 'yes': allowed.
 * - 'no': not allowed.
 * - 'company': allowed, scoped to the actor's own company (Manage users for CompanyOwner and
 *   CompanyManager).
 * - 'read-only': the screen is open but nothing can be changed (My company for CompanyManager).
 * - 'no-download': the report is open but its Excel download is not (Canteen report for CanteenManager).
 *
 * The §6 rows that name several things ("Profile, calendar, meeting rooms"; "Manage rooms, features,
 * companies, receptions, booking report"; …) are split into one capability each, with the same cells.
 */
export type Access = 'yes' | 'no' | 'company' | 'read-only' | 'no-download';

export const CAPABILITY_TABLE = {
  /** "Profile, calendar, meeting rooms": every signed-in user. */
  calendar: { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'yes', CompanyManager: 'yes', CanteenManager: 'yes', User: 'yes' },
  manageLocations: { SuperAdmin: 'yes', Admin: 'no', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' },
  manageRooms: { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' },
  manageFeatures: { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' },
  manageCompanies: { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' },
  manageReceptions: { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' },
  bookingReport: { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' },
  manageUsers: { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'company', CompanyManager: 'company', CanteenManager: 'no', User: 'no' },
  /** "My company (edit)": the owner edits, the manager sees read-only fields. */
  myCompany: { SuperAdmin: 'no', Admin: 'no', CompanyOwner: 'yes', CompanyManager: 'read-only', CanteenManager: 'no', User: 'no' },
  companyCanteenReport: { SuperAdmin: 'no', Admin: 'no', CompanyOwner: 'yes', CompanyManager: 'yes', CanteenManager: 'no', User: 'no' },
  canteenReport: { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no-download', User: 'no' },
  manageCanteens: { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' },
  manageCanteenItems: { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' },
  addCanteen: { SuperAdmin: 'yes', Admin: 'no', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' },
  addReception: { SuperAdmin: 'yes', Admin: 'no', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' },
  addCanteenManager: { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' },
} as const satisfies Record<string, Readonly<Record<Role, Access>>>;

/** A row of the §6 table. */
export type TableCapability = keyof typeof CAPABILITY_TABLE;

/**
 * Capabilities that need the FULL cell of a table row: a 'read-only' or 'no-download' cell opens the
 * row's screen but does not grant these.
 * - editMyCompany: change the company details and image (CompanyOwner only).
 * - downloadCanteenReport: the canteen report's Excel download (hidden for CanteenManager).
 */
export const FULL_ACCESS_CAPABILITIES = {
  editMyCompany: 'myCompany',
  downloadCanteenReport: 'canteenReport',
} as const satisfies Record<string, TableCapability>;

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
 * The one permission predicate (§6).
 *
 * - Without a target it answers "may the actor use this at all" (open the screen, see the menu item).
 * - With a target it also applies the company scope: a 'company' cell allows only targets whose
 *   companyId is the actor's own (an actor without a company, or a target without one, is refused).
 *   Cells 'yes' are not scoped: SuperAdmin and Admin act on any company.
 * - 'read-only' and 'no-download' cells allow the row itself but not its full-access capability
 *   (editMyCompany, downloadCanteenReport).
 */
export function can(actor: Pick<Actor, 'role' | 'companyId'>, capability: Capability, target?: CapabilityTarget): boolean {
  if (isFullAccessCapability(capability)) {
    return accessOf(actor.role, FULL_ACCESS_CAPABILITIES[capability]) === 'yes';
  }
  const access = accessOf(actor.role, capability);
  switch (access) {
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

/**
 * The roles that may use at least one of the capabilities at all (the §6 predicate without a target:
 * 'company', 'read-only' and 'no-download' cells count), in {@link ROLES} order. The contract derives each
 * call's `roles` from this, naming the capabilities the call serves.
 */
export const rolesWith = (...capabilities: readonly [Capability, ...Capability[]]): Role[] =>
  ROLES.filter((role) => capabilities.some((capability) => can({ role, companyId: null }, capability)));

/**
 * The roles whose §6 cell for a table capability is exactly `access`, in {@link ROLES} order. For calls that
 * serve one scope of a row only: `POST /api/user/register` is the company-scoped Manage users cell
 * (CompanyOwner, CompanyManager), `POST /api/user/` the unscoped one (SuperAdmin, Admin).
 */
export const rolesWithAccess = (capability: TableCapability, access: Access): Role[] =>
  ROLES.filter((role) => accessOf(role, capability) === access);
