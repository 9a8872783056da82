import type { ApiError } from '../../common/schemas';
import { SERVER_MESSAGES } from '../../messages';
import type { Feature } from '../schemas';

/**
 * Why a feature may not take `name`, or null when it may: no two features share a name, whatever its case
 * (409 'A feature with this name already exists'). The feature being renamed (`exceptId`) may keep its own
 * name in another case. The API's unique index on `lower(name)` (migration 0006) answers the same.
 */
export function featureNameRefusal(name: string, features: readonly Pick<Feature, 'id' | 'name'>[], exceptId?: number): ApiError | null {
  const wanted = name.toLowerCase();
  const taken = features.some((feature) => feature.id !== exceptId && feature.name.toLowerCase() === wanted);
  return taken ? { statusCode: 409, message: SERVER_MESSAGES.featureNameTaken } : null;
}
