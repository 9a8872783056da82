/**
 * The actions of an administration table (§2 "Admin tables"), posted by fetchers to the table's own route
 * as `<path>?intent=<intent>` (one fetcher per intent: each settles on its own). Shared by the routes'
 * actions (manage.server.ts) and their components (components/manage-actions.ts).
 */
export const MANAGE_INTENTS = {
  create: 'create',
  update: 'update',
  delete: 'delete',
  setActive: 'set-active',
  setInactive: 'set-inactive',
  deleteMany: 'delete-many',
  /** A room's 'Reset URL' (Manage Rooms). */
  resetCode: 'reset-code',
  /** A company application's Decline (Manage Companies). */
  reject: 'reject',
  /** 'Add canteen manager' (Manage Canteens). */
  addManager: 'add-manager',
} as const;
export type ManageIntent = (typeof MANAGE_INTENTS)[keyof typeof MANAGE_INTENTS];

export const MANAGE_INTENT_PARAM = 'intent';

export const manageActionPath = (path: string, intent: ManageIntent): string => `${path}?${MANAGE_INTENT_PARAM}=${intent}`;
