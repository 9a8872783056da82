import type { CapabilityRow } from '../permissions/access';

/**
 * Manage locations (§2): the §6 row that opens it, its menu entry, and the area's own words. No calls and no
 * zod: the area's contract.ts declares the area with them, and a page's script reads them here without
 * loading every call (docs/decisions/062).
 */

/** §6 "Manage locations": SuperAdmin only. */
export const MANAGE_LOCATIONS: CapabilityRow = { SuperAdmin: 'yes', Admin: 'no', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' };

/** Manage locations (§2). */
export const LOCATIONS_PAGE = { path: '/manage-locations', label: 'Manage locations', opensWith: 'manageLocations', menuOrder: 30 } as const;

/** Manage locations' own words: its §8 toasts and confirmation, and the API's refusal of a taken name. */
export const LOCATION_MESSAGES = {
  created: 'Location successfully created',
  updated: 'Location successfully updated',
  deleted: 'Location successfully deleted',
  manyUpdated: 'Locations successfully updated',
  manyDeleted: 'Locations successfully deleted',
  nameTaken: 'A location with this name already exists',
  confirmDeleteMany: 'This will lead to the removal of all the meeting rooms associated with these locations',
} as const;
