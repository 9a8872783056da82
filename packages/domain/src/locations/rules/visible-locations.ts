import { isAdminRole, type Role } from '../../roles';
import type { Room } from '../../rooms/schemas';
import type { Location } from '../schemas';

/** Who asks: the role, and the locations of their company (none without a company). */
export interface LocationViewer {
  role: Role;
  companyLocationIds: readonly number[];
}

/**
 * Whether the viewer books at the location while it is active: SuperAdmin and Admin at every location,
 * everyone else at their company's (none without a company).
 */
export const booksAt = (viewer: LocationViewer, locationId: number): boolean =>
  isAdminRole(viewer.role) || viewer.companyLocationIds.includes(locationId);

/**
 * The locations a user books in, with their active rooms (`GET /api/location/mine/`, the calendar's
 * location picker): every active location for SuperAdmin and Admin; the active locations of their
 * company for everyone else (none for a user without a company). In the order of `locations`, rooms in
 * the order of `rooms`; a location without active rooms is listed with none ('No rooms in this locations').
 */
export function visibleLocations<L extends Pick<Location, 'id' | 'isActive'>, R extends Pick<Room, 'locationId' | 'isActive'>>(
  viewer: LocationViewer,
  locations: readonly L[],
  rooms: readonly R[],
): Array<Omit<L, 'rooms'> & { rooms: R[] }> {
  return locations
    .filter((location) => location.isActive && booksAt(viewer, location.id))
    .map((location) => ({ ...location, rooms: rooms.filter((room) => room.isActive && room.locationId === location.id) }));
}
