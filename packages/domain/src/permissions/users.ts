import { ROLE_LABELS, ROLES, type Role } from '../roles';
import { MANAGE_USERS } from '../users/page';
import { allows } from './access';
import type { Actor } from './capabilities';

/** A row of the users table, as far as the rules need it. */
export interface UserRow {
  id: number;
  role: Role;
  companyId: number | null;
}

/**
 * Why Edit/Delete are disabled on a row. The spec gives no user text for these (the buttons are just
 * disabled); the API answers ERRORS.forbidden when it refuses.
 * - ownRow: nobody edits or deletes themselves in the users table (§6).
 * - companyOwnerRow: only a CompanyOwner may edit or delete a CompanyOwner (§2, §6).
 * - higherRole: nobody acts on a user whose role is above their own (an Admin never touches a SuperAdmin).
 * - otherCompany: CompanyOwner/CompanyManager act only on users of their own company (§6).
 * - noAccess: the role has no Manage users screen.
 */
export type UserRowDenial = 'ownRow' | 'companyOwnerRow' | 'higherRole' | 'otherCompany' | 'noAccess';

export interface UserRowActions {
  canEdit: boolean;
  canDelete: boolean;
  reason?: UserRowDenial;
}

/** Whether `role` ranks above `own` (§1 order: SuperAdmin, Admin, CompanyOwner, CompanyManager, …). */
export const isRoleAbove = (role: Role, own: Role): boolean => ROLES.indexOf(role) < ROLES.indexOf(own);

const deny = (reason: UserRowDenial): UserRowActions => ({ canEdit: false, canDelete: false, reason });

/**
 * Edit/Delete on a users-table row (§2 Manage Users, §6), shown by the web and enforced by the API (and the
 * mocks) on every admin edit and delete. Edit and delete follow the same rules. Note
 * that, as the spec says, SuperAdmin and Admin cannot edit or delete a CompanyOwner either.
 */
export function userRowActions(actor: Actor, row: UserRow): UserRowActions {
  if (!allows(MANAGE_USERS, actor)) return deny('noAccess');
  if (row.id === actor.id) return deny('ownRow');
  if (row.role === 'CompanyOwner' && actor.role !== 'CompanyOwner') return deny('companyOwnerRow');
  if (isRoleAbove(row.role, actor.role)) return deny('higherRole');
  if (!allows(MANAGE_USERS, actor, { companyId: row.companyId })) return deny('otherCompany');
  return { canEdit: true, canDelete: true };
}

export interface RoleOption {
  value: Role;
  label: string;
}

/** The admin user form's role options (§5), in the spec's order, with the spec's labels. */
export const ADMIN_FORM_ROLE_OPTIONS = [
  { value: 'User', label: 'User' },
  { value: 'CompanyManager', label: 'Manager' },
  { value: 'CompanyOwner', label: 'Admin (company owner)' },
  { value: 'Admin', label: 'Location Admin' },
] as const satisfies readonly RoleOption[];

/** The company-side user form allows only User and CompanyManager (§5). */
export const COMPANY_FORM_ROLE_OPTIONS = [
  { value: 'User', label: 'User' },
  { value: 'CompanyManager', label: 'Manager' },
] as const satisfies readonly RoleOption[];

/**
 * The role options the actor's user form offers: SuperAdmin and Admin get the admin form, CompanyOwner
 * and CompanyManager the company form, everyone else none (they cannot create users).
 */
export function assignableRoles(actor: Pick<Actor, 'role'>): readonly RoleOption[] {
  switch (actor.role) {
    case 'SuperAdmin':
    case 'Admin':
      return ADMIN_FORM_ROLE_OPTIONS;
    case 'CompanyOwner':
    case 'CompanyManager':
      return COMPANY_FORM_ROLE_OPTIONS;
    case 'CanteenManager':
    case 'User':
      return [];
  }
}

/** Whether the actor's form may give a user this role (the API checks the same on create and update). */
export const canAssignRole = (actor: Pick<Actor, 'role'>, role: Role): boolean =>
  assignableRoles(actor).some((option) => option.value === role);

/**
 * The role options of the user form the actor opens on a user (`current`: their role; absent when
 * creating): the actor's form's options, and the user's role when that form lacks it (a CanteenManager, or
 * another SuperAdmin or CompanyOwner), so that an edit keeps the role instead of having to change it.
 */
export function roleOptionsFor(actor: Pick<Actor, 'role'>, current?: Role): readonly RoleOption[] {
  const options = assignableRoles(actor);
  if (current === undefined || options.some((option) => option.value === current)) return options;
  return [...options, { value: current, label: ROLE_LABELS[current] }];
}
