import { nameTakenRefusal } from '../../common/rules/name-taken';
import { LOCATION_MESSAGES } from '../page';

/**
 * Why a location may not take `name`, or null when it may: no two locations share a name, whatever its
 * case (409 'A location with this name already exists'; docs/decisions/028). The location being renamed
 * (`exceptId`) may keep its own name in another case. The API's unique index on `lower(name)` (migration
 * 0008) answers the same.
 */
export const locationNameRefusal = nameTakenRefusal(LOCATION_MESSAGES.nameTaken);
