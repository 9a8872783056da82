import type { CapabilityRow } from '../permissions/access';

/**
 * Manage features (§2): the §6 row that opens it, its menu entry, and the area's own words. No calls and no
 * zod: the area's contract.ts declares the area with them, and a page's script reads them here without
 * loading every call (docs/decisions/062).
 */

/** §6 "Manage rooms, features, …": SuperAdmin and Admin. */
export const MANAGE_FEATURES: CapabilityRow = { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' };

/** Manage features (§2). */
export const FEATURES_PAGE = { path: '/manage-features', label: 'Manage features', opensWith: 'manageFeatures', menuOrder: 50 } as const;

/** Manage features' own words: its §8 toasts and confirmations, and the API's refusal of a taken name. */
export const FEATURE_MESSAGES = {
  created: 'Feature successfully created',
  updated: 'Feature successfully updated',
  deleted: 'Feature successfully deleted',
  manyUpdated: 'Features successfully updated',
  manyDeleted: 'Features successfully deleted',
  nameTaken: 'A feature with this name already exists',
  /** §8 lists a feature's delete confirmation without words; it follows USER_MESSAGES.confirmDelete's. */
  confirmDelete: (name: string) => `Are you sure you want to delete feature ${name} ? This action can not be reversed.`,
  confirmDeleteMany: (count: number) => `Are you sure you want to delete ${count} features? This action can not be reversed.`,
} as const;
