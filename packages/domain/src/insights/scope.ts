import type { ApiError } from '../common/schemas';
import { ERRORS } from '../messages';
import type { Role } from '../roles';
import { INSIGHTS_MESSAGES } from './page';
import type { InsightsQuery } from './schemas';

/** Who asks for Insights. */
export interface InsightsActor {
  role: Role;
  companyId: number | null;
  primaryLocationId: number | null;
}

/** What the figures are counted over, once the caller's scope is applied to the filters. */
export interface InsightsScope {
  /** One location, or null for every location (a SuperAdmin's). */
  locationId: number | null;
  roomId: number | null;
  /** One company's bookings and orders, or null for all (guests and bookings without a company included). */
  companyId: number | null;
  /** A company role's rooms are those of their company's locations. */
  companyLocationsOf: number | null;
  /** Whether other companies' shares may be shown (not to a company role). */
  showShare: boolean;
}

const refuse = (message: string): { refusal: ApiError } => ({ refusal: { message, statusCode: 403 } });

/**
 * The scope of an Insights call (issue 31): a SuperAdmin sees every location and company; an Admin (Location
 * Admin) their own location (the primary location of their profile) and every company there; a CompanyOwner or
 * CompanyManager their own company only, at their company's locations, without other companies' shares. Asking
 * for another location or company is 403 with a message that says why; every other role is refused by the call's
 * roles before this.
 */
export function insightsScope(actor: InsightsActor, query: Pick<InsightsQuery, 'locationId' | 'roomId' | 'companyId'>): { scope: InsightsScope } | { refusal: ApiError } {
  const base = { locationId: query.locationId, roomId: query.roomId, companyId: query.companyId, companyLocationsOf: null, showShare: true };
  switch (actor.role) {
    case 'SuperAdmin':
      return { scope: base };
    case 'Admin':
      if (actor.primaryLocationId === null) return refuse(INSIGHTS_MESSAGES.noOwnLocation);
      if (query.locationId !== null && query.locationId !== actor.primaryLocationId) return refuse(INSIGHTS_MESSAGES.otherLocation);
      return { scope: { ...base, locationId: actor.primaryLocationId } };
    case 'CompanyOwner':
    case 'CompanyManager':
      if (actor.companyId === null) return refuse(ERRORS.forbidden);
      if (query.companyId !== null && query.companyId !== actor.companyId) return refuse(INSIGHTS_MESSAGES.otherCompany);
      return { scope: { ...base, companyId: actor.companyId, companyLocationsOf: actor.companyId, showShare: false } };
    default:
      return refuse(ERRORS.forbidden);
  }
}
