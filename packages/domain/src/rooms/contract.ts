import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams, MessageResponse, RoomItemsBody } from '../common/schemas';
import { defineArea } from '../contract/area';
import { rolesOf } from '../permissions/access';
import { ListedRoom, Room, RoomBody } from './schemas';
import { MANAGE_ROOMS, ROOMS_PAGE, ROOM_MESSAGES } from './page';

/** Rooms (§7 "Rooms"). Everyone lists them (Meeting rooms screen); SuperAdmin and Admin manage them (§6). */
const roomCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/room/',
    auth: 'bearer',
    summary:
      'Rooms: every room with its tablet code for SuperAdmin and Admin; the active rooms of active locations, without the code, for everyone else',
    response: z.array(ListedRoom),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/room/',
    auth: 'bearer',
    summary: 'Create a room (active, with a new tablet code); multipart when an image is attached',
    roles: rolesOf(MANAGE_ROOMS),
    body: RoomBody,
    multipart: true,
    status: 201,
    response: Room,
    successMessage: ROOM_MESSAGES.created,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/room/{id}',
    auth: 'bearer',
    summary: "Replace a room's fields and features; multipart when a new image is attached (it replaces the old one)",
    roles: rolesOf(MANAGE_ROOMS),
    params: IdParams,
    body: RoomBody,
    multipart: true,
    response: Room,
    successMessage: ROOM_MESSAGES.updated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/room/{id}',
    auth: 'bearer',
    summary: 'Delete a room and its bookings',
    roles: rolesOf(MANAGE_ROOMS),
    params: IdParams,
    response: MessageResponse,
    successMessage: ROOM_MESSAGES.deleted,
  }),
  setActive: defineCall({
    method: 'PUT',
    path: '/api/room/set-active',
    auth: 'bearer',
    summary: 'Mark the listed rooms active (ids as items or idList)',
    roles: rolesOf(MANAGE_ROOMS),
    body: RoomItemsBody,
    response: MessageResponse,
    successMessage: ROOM_MESSAGES.manyUpdated,
  }),
  setInactive: defineCall({
    method: 'PUT',
    path: '/api/room/set-inactive',
    auth: 'bearer',
    summary: 'Mark the listed rooms inactive (ids as items or idList)',
    roles: rolesOf(MANAGE_ROOMS),
    body: RoomItemsBody,
    response: MessageResponse,
    successMessage: ROOM_MESSAGES.manyUpdated,
  }),
  deleteMany: defineCall({
    method: 'POST',
    path: '/api/room/delete',
    auth: 'bearer',
    summary: 'Delete the listed rooms (ids as items or idList)',
    roles: rolesOf(MANAGE_ROOMS),
    body: RoomItemsBody,
    response: MessageResponse,
    successMessage: ROOM_MESSAGES.manyDeleted,
  }),
  resetCode: defineCall({
    method: 'POST',
    path: '/api/room/reset-code/{id}',
    auth: 'bearer',
    summary: "Give the room a new tablet code (the old tablet URL stops working); answers the updated room",
    roles: rolesOf(MANAGE_ROOMS),
    params: IdParams,
    response: Room,
    successMessage: ROOM_MESSAGES.urlReset,
  }),
} as const;

/** Rooms: Manage rooms (§2), and the Meeting rooms list every signed-in user reads. */
export const roomArea = defineArea({
  name: 'room',
  calls: roomCalls,
  targets: {
    list: 'none',
    create: 'none',
    update: 'none',
    delete: 'none',
    setActive: 'none',
    setInactive: 'none',
    deleteMany: 'none',
    resetCode: 'none',
  },
  capabilities: { manageRooms: MANAGE_ROOMS },
  pages: [ROOMS_PAGE],
});
