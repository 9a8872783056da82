import { usableReferences } from '../../common/rules/usable-references';
import type { ApiError } from '../../common/schemas';
import type { Location } from '../../locations/schemas';
import { COMPANY_MESSAGES } from '../page';

/**
 * Why a company's locations (`POST /api/company/`, `PUT /api/company/{id}`) are refused beyond the schema,
 * or null: every id must name a location that is active, or one the company has already (`currentIds`, on
 * a change), so that saving a company unchanged never fails because a location was marked inactive since.
 * Otherwise 400 'Unknown or inactive location'. `known` are the locations among the ids that exist.
 */
export function companyLocationsRefusal(
  locationIds: readonly number[],
  known: ReadonlyArray<Pick<Location, 'id' | 'isActive'>>,
  currentIds: readonly number[] = [],
): ApiError | null {
  return usableReferences(locationIds, known, currentIds) ? null : { statusCode: 400, message: COMPANY_MESSAGES.unknownLocation };
}
