import { usableReferences } from '../../common/rules/usable-references';
import type { ApiError } from '../../common/schemas';
import type { Feature } from '../../features/schemas';
import { SERVER_MESSAGES } from '../../messages';
import type { RoomBody } from '../schemas';
import { ROOM_MESSAGES } from '../page';

/** What a room's references are checked against: what exists of what the body names. */
export interface RoomReferences {
  /** Whether the body's location exists. */
  locationExists: boolean;
  /** The features among the body's feature ids that exist (others are unknown). */
  features: ReadonlyArray<Pick<Feature, 'id' | 'isActive'>>;
  /** The features the room has now (a PUT); none for a new room. */
  currentFeatureIds?: readonly number[];
}

/**
 * Why a room body (`POST /api/room/`, `PUT /api/room/{id}`) is refused beyond its schema (§5), or null:
 * - its location does not exist: 400 'Unknown location';
 * - a feature id names no feature, or an inactive feature the room does not have yet: 400 'Unknown or
 *   inactive feature'. A feature marked inactive after it was given to the room may stay, so that saving
 *   a room unchanged never fails because of someone else's change to Manage Features.
 */
export function roomReferencesRefusal(body: Pick<RoomBody, 'locationId' | 'features'>, known: RoomReferences): ApiError | null {
  if (!known.locationExists) return { statusCode: 400, message: SERVER_MESSAGES.unknownLocation };
  return usableReferences(body.features, known.features, known.currentFeatureIds) ? null : { statusCode: 400, message: ROOM_MESSAGES.unknownFeature };
}
