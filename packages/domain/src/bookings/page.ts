import type { CapabilityRow } from '../permissions/access';

/**
 * The calendar (§2): the §6 row every signed-in user has. No calls and no zod: the area's contract.ts
 * declares the area with them, and a page's script reads them here without loading every call
 * (docs/decisions/062).
 */

/** §6 "Profile, calendar, meeting rooms": every signed-in user (their pages are §2's signed-in routes, not role routes). */
export const CALENDAR: CapabilityRow = { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'yes', CompanyManager: 'yes', CanteenManager: 'yes', User: 'yes' };
