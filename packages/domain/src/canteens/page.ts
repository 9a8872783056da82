import type { CapabilityRow } from '../permissions/access';

/**
 * Manage canteens and Manage canteen items (§2): their §6 rows, menu entries, and the areas' own words. No
 * calls and no zod: the area's contract.ts declares the area with them, and a page's script reads them here
 * without loading every call (docs/decisions/062).
 */

/** §6 "Manage canteens, canteen items": SuperAdmin and Admin. */
export const MANAGE_CANTEENS: CapabilityRow = { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' };

/** §6 "Add canteen, add reception": SuperAdmin only. */
export const ADD_CANTEEN: CapabilityRow = { SuperAdmin: 'yes', Admin: 'no', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' };

/** §6 "Manage canteens, canteen items": SuperAdmin and Admin. */
export const MANAGE_CANTEEN_ITEMS: CapabilityRow = { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' };

/** Manage canteens (§2), in the Canteens group. */
export const CANTEENS_PAGE = { path: '/manage-canteens', label: 'Manage canteens', opensWith: 'manageCanteens', menuOrder: 80, group: 'canteens' } as const;

/** Manage canteen items (§2), in the Canteens group. */
export const CANTEEN_ITEMS_PAGE = { path: '/manage-canteen-items', label: 'Manage canteen items', opensWith: 'manageCanteenItems', menuOrder: 90, group: 'canteens' } as const;

/** Manage canteens' own words: its §8 toasts and confirmation, and the API's refusal of an unknown canteen. */
export const CANTEEN_MESSAGES = {
  created: 'Canteen successfully created',
  updated: 'Canteen successfully updated',
  deleted: 'Canteen successfully deleted',
  confirmDelete: (locationName: string) =>
    `Are you sure you want to delete canteen from location ${locationName} ? This action can not be reversed.`,
  /** The canteen of `POST /api/user/register-canteen-manager` names no canteen. */
  unknownCanteen: 'Unknown canteen',
} as const;

/** Manage canteen items' own words: its §8 toasts and confirmation. */
export const CANTEEN_ITEM_MESSAGES = {
  created: 'Canteen item successfully created',
  updated: 'Canteen item successfully updated',
  deleted: 'Canteen item successfully deleted',
  /** §2 "confirm names the item" without words; it follows FEATURE_MESSAGES.confirmDelete's. */
  confirmDelete: (name: string) => `Are you sure you want to delete canteen item ${name} ? This action can not be reversed.`,
} as const;
