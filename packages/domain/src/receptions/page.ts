import type { CapabilityRow } from '../permissions/access';

/**
 * Manage receptions (§2): its §6 rows, its menu entry, and the area's own words. No calls and no zod: the
 * area's contract.ts declares the area with them, and a page's script reads them here without loading every
 * call (docs/decisions/062).
 */

/** §6 "Manage rooms, features, companies, receptions, …": SuperAdmin and Admin. */
export const MANAGE_RECEPTIONS: CapabilityRow = { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' };

/** §6 "Add canteen, add reception": SuperAdmin only. */
export const ADD_RECEPTION: CapabilityRow = { SuperAdmin: 'yes', Admin: 'no', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' };

/** Manage receptions (§2). */
export const RECEPTIONS_PAGE = { path: '/manage-receptions', label: 'Manage receptions', opensWith: 'manageReceptions', menuOrder: 60 } as const;

/** Manage receptions' own words: its §8 toasts and confirmation. */
export const RECEPTION_MESSAGES = {
  created: 'Reception successfully created',
  updated: 'Reception successfully updated',
  deleted: 'Reception successfully deleted',
  /** §2 "confirm by location" without words; it follows CANTEEN_MESSAGES.confirmDelete's. */
  confirmDelete: (locationName: string) =>
    `Are you sure you want to delete reception from location ${locationName} ? This action can not be reversed.`,
} as const;
