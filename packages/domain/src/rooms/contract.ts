import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams, MessageResponse, RoomItemsBody } from '../common/schemas';
import { rolesWith } from '../permissions/capabilities';
import { SUCCESS } from '../messages';
import { ListedRoom, Room, RoomBody } from './schemas';

/** Rooms (§7 "Rooms"). Everyone lists them (Meeting rooms screen); SuperAdmin and Admin manage them (§6). */
export const roomCalls = {
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
    roles: rolesWith('manageRooms'),
    body: RoomBody,
    multipart: true,
    status: 201,
    response: Room,
    successMessage: SUCCESS.roomCreated,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/room/{id}',
    auth: 'bearer',
    summary: "Replace a room's fields and features; multipart when a new image is attached (it replaces the old one)",
    roles: rolesWith('manageRooms'),
    params: IdParams,
    body: RoomBody,
    multipart: true,
    response: Room,
    successMessage: SUCCESS.roomUpdated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/room/{id}',
    auth: 'bearer',
    summary: 'Delete a room and its bookings',
    roles: rolesWith('manageRooms'),
    params: IdParams,
    response: MessageResponse,
    successMessage: SUCCESS.roomDeleted,
  }),
  setActive: defineCall({
    method: 'PUT',
    path: '/api/room/set-active',
    auth: 'bearer',
    summary: 'Mark the listed rooms active (ids as items or idList)',
    roles: rolesWith('manageRooms'),
    body: RoomItemsBody,
    response: MessageResponse,
    successMessage: SUCCESS.roomsUpdated,
  }),
  setInactive: defineCall({
    method: 'PUT',
    path: '/api/room/set-inactive',
    auth: 'bearer',
    summary: 'Mark the listed rooms inactive (ids as items or idList)',
    roles: rolesWith('manageRooms'),
    body: RoomItemsBody,
    response: MessageResponse,
    successMessage: SUCCESS.roomsUpdated,
  }),
  deleteMany: defineCall({
    method: 'POST',
    path: '/api/room/delete',
    auth: 'bearer',
    summary: 'Delete the listed rooms (ids as items or idList)',
    roles: rolesWith('manageRooms'),
    body: RoomItemsBody,
    response: MessageResponse,
    successMessage: SUCCESS.roomsDeleted,
  }),
  resetCode: defineCall({
    method: 'POST',
    path: '/api/room/reset-code/{id}',
    auth: 'bearer',
    summary: "Give the room a new tablet code (the old tablet URL stops working); answers the updated room",
    roles: rolesWith('manageRooms'),
    params: IdParams,
    response: Room,
    successMessage: SUCCESS.roomUrlReset,
  }),
} as const;
