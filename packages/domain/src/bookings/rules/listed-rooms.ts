import type { Room } from '../../rooms/schemas';

/**
 * The rooms whose bookings a location's booking list carries (`GET /api/booking/location/{id}`): every room
 * of the location, active or not. A room marked inactive leaves the room pickers, but the bookings already
 * made in it stay in sight on the calendar, so that their bookers can move or cancel them (the Edit booking
 * dialog says why the room can no longer be chosen). In the order of `rooms`.
 */
export const bookingListRoomIds = (locationId: number, rooms: ReadonlyArray<Pick<Room, 'id' | 'locationId'>>): number[] =>
  rooms.filter((room) => room.locationId === locationId).map((room) => room.id);
