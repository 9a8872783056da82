import type { CapabilityRow } from '../permissions/access';

/**
 * Manage users (§2) and the profile: their §6 rows (the row actions of permissions/users.ts read them too),
 * the menu entry, and the area's own words. No calls and no zod: the area's contract.ts declares the area
 * with them, and a page's script reads them here without loading every call (docs/decisions/062).
 */

/** §6 "Manage users": SuperAdmin and Admin any user, the company's owner and managers their company's. */
export const MANAGE_USERS: CapabilityRow = { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'company', CompanyManager: 'company', CanteenManager: 'no', User: 'no' };

/** §6 "Add canteen manager": SuperAdmin and Admin. */
export const ADD_CANTEEN_MANAGER: CapabilityRow = { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' };

/** Manage users (§2). */
export const USERS_PAGE = { path: '/manage-users', label: 'Manage users', opensWith: 'manageUsers', menuOrder: 10 } as const;

/** Manage users' and the profile's own words: §8 toasts and confirmations, and the API's refusals. */
export const USER_MESSAGES = {
  created: 'User successfully created',
  canteenManagerCreated: 'Canteen manager successfully created',
  updated: 'User successfully updated',
  deleted: 'User successfully deleted',
  manyDeleted: 'Users successfully deleted',
  profileUpdated: 'Profile updated',
  pinUpdated: 'Pin successfully updated',
  confirmDelete: (firstName: string, lastName: string) =>
    `Are you sure you want to delete user ${firstName} ${lastName} ? This action can not be reversed.`,
  confirmResetPin: 'Are you sure you want to reset the PIN Code?',
  emailTaken: 'A user with this email already exists',
  ownRoleOrCompany: 'You can not change your own role or company',
  /** A primary location the user does not book in (profile, §5). */
  primaryLocationNotBookable: 'You can not book rooms in this location',
  /** `POST /api/user/reset-pin/{id}` in a company whose 10,000 PINs are all in use. */
  allPinsTaken: 'Every PIN code of your company is in use',
} as const;

/**
 * Why a users-table row's Edit/Delete is disabled (permissions/users.ts `userRowActions` reasons). The spec
 * states the rules (§2, §6) but gives no words; these are ours.
 */
export const USER_ROW_DENIAL_TEXTS = {
  ownRow: 'You can not edit or delete yourself',
  companyOwnerRow: 'Only a company owner can edit or delete a company owner',
  higherRole: 'This user has a higher role than yours',
  otherCompany: 'This user belongs to another company',
  noAccess: 'You do not have permission to do this',
} as const;
