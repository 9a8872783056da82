import type { ApiError } from '../../common/schemas';
import { SERVER_MESSAGES } from '../../messages';
import { CANTEEN_MESSAGES } from '../page';

/**
 * Why a canteen or reception body (`POST`/`PUT /api/canteen/`, `/api/reception/`) is refused beyond its
 * schema, or null: its location does not exist (400 'Unknown location', as a room's).
 */
export const deviceLocationRefusal = (locationExists: boolean): ApiError | null =>
  locationExists ? null : { statusCode: 400, message: SERVER_MESSAGES.unknownLocation };

/**
 * Why `POST /api/user/register-canteen-manager` is refused beyond its schema, or null: its canteen does not
 * exist (400 'Unknown canteen': the id is in the body, not the path).
 */
export const managedCanteenRefusal = (canteenExists: boolean): ApiError | null =>
  canteenExists ? null : { statusCode: 400, message: CANTEEN_MESSAGES.unknownCanteen };
