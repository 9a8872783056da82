import { can } from '../../permissions/capabilities';
import type { Location } from '../../locations/schemas';
import type { Role } from '../../roles';
import type { Room } from '../schemas';

/**
 * The rooms a role lists (`GET /api/room/`, the Meeting rooms screen and Manage Rooms): every room for
 * those who manage rooms (SuperAdmin and Admin, §6), inactive ones included; for everyone else the active
 * rooms of active locations. In the order of `rooms`.
 */
export function visibleRooms<R extends Pick<Room, 'locationId' | 'isActive'>>(
  viewer: { role: Role },
  rooms: readonly R[],
  locations: ReadonlyArray<Pick<Location, 'id' | 'isActive'>>,
): R[] {
  if (can({ role: viewer.role, companyId: null }, 'manageRooms')) return [...rooms];
  const activeLocationIds = new Set(locations.filter((location) => location.isActive).map((location) => location.id));
  return rooms.filter((room) => room.isActive && activeLocationIds.has(room.locationId));
}

/**
 * `GET /api/room/` as the viewer gets it: the rooms of `visibleRooms`, with their tablet codes for those who
 * manage rooms and without them for everyone else (the code opens the room's tablet view, §7 "Other").
 */
export function listedRooms<R extends Pick<Room, 'locationId' | 'isActive' | 'code'>>(
  viewer: { role: Role },
  rooms: readonly R[],
  locations: ReadonlyArray<Pick<Location, 'id' | 'isActive'>>,
): Array<R | Omit<R, 'code'>> {
  const visible = visibleRooms(viewer, rooms, locations);
  if (can({ role: viewer.role, companyId: null }, 'manageRooms')) return visible;
  return visible.map(({ code: _code, ...room }) => room);
}
