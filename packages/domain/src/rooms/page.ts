import type { CapabilityRow } from '../permissions/access';

/**
 * Manage rooms (§2): the §6 row that opens it (the locations' list reads it too), its menu entry, and the
 * area's own words. No calls and no zod: the area's contract.ts declares the area with them, and a page's
 * script reads them here without loading every call (docs/decisions/062).
 */

/** §6 "Manage rooms, features, …": SuperAdmin and Admin (the locations' list reads it too). */
export const MANAGE_ROOMS: CapabilityRow = { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' };

/** Manage rooms (§2). */
export const ROOMS_PAGE = { path: '/manage-rooms', label: 'Manage rooms', opensWith: 'manageRooms', menuOrder: 40 } as const;

/** Manage rooms' own words: its §8 toasts and confirmations, and the API's refusal of a room's feature. */
export const ROOM_MESSAGES = {
  created: 'Room successfully created',
  updated: 'Room successfully updated',
  deleted: 'Room successfully deleted',
  manyUpdated: 'Rooms successfully updated',
  manyDeleted: 'Rooms successfully deleted',
  urlReset: 'Rooms url successfully reset',
  /** §8 lists a room's delete confirmation without words; it follows FEATURE_MESSAGES.confirmDelete's. */
  confirmDelete: (name: string) => `Are you sure you want to delete room ${name} ? This action can not be reversed.`,
  confirmResetUrl: 'You will have to reconfigure the tablet for this room',
  /** A room's feature id that names no feature, or an inactive feature the room does not have yet. */
  unknownFeature: 'Unknown or inactive feature',
} as const;
