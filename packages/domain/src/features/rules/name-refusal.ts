import { nameTakenRefusal } from '../../common/rules/name-taken';
import { FEATURE_MESSAGES } from '../page';

/**
 * Why a feature may not take `name`, or null when it may: no two features share a name, whatever its case
 * (409 'A feature with this name already exists'). The feature being renamed (`exceptId`) may keep its own
 * name in another case. The API's unique index on `lower(name)` (migration 0006) answers the same.
 */
export const featureNameRefusal = nameTakenRefusal(FEATURE_MESSAGES.nameTaken);
