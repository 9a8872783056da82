import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams, ItemsBody, MessageResponse } from '../common/schemas';
import { rolesWith } from '../permissions/capabilities';
import { SUCCESS } from '../messages';
import { Location, LocationBody, LocationWithRooms } from './schemas';

/** Locations (§7 "Calendar and bookings", "Locations"). */
export const locationCalls = {
  mine: defineCall({
    method: 'GET',
    path: '/api/location/mine/',
    auth: 'bearer',
    summary:
      "The signed-in user's locations with their active rooms (every active location for SuperAdmin and Admin, the company's locations for everyone else)",
    response: z.array(LocationWithRooms),
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/location/',
    auth: 'bearer',
    summary: 'Every location, active and inactive',
    roles: rolesWith('manageLocations', 'manageRooms', 'manageCompanies'), // read by the room and company forms
    response: z.array(Location),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/location/',
    auth: 'bearer',
    summary: 'Create a location (active); multipart when an image is attached',
    roles: rolesWith('manageLocations'),
    body: LocationBody,
    multipart: true,
    status: 201,
    response: Location,
    successMessage: SUCCESS.locationCreated,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/location/{id}',
    auth: 'bearer',
    summary: "Replace a location's name and description; multipart when a new image is attached (it replaces the old one)",
    roles: rolesWith('manageLocations'),
    params: IdParams,
    body: LocationBody,
    multipart: true,
    response: Location,
    successMessage: SUCCESS.locationUpdated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/location/{id}',
    auth: 'bearer',
    summary: 'Delete a location with all its meeting rooms',
    roles: rolesWith('manageLocations'),
    params: IdParams,
    response: MessageResponse,
    successMessage: SUCCESS.locationDeleted,
  }),
  setActive: defineCall({
    method: 'PUT',
    path: '/api/location/set-active',
    auth: 'bearer',
    summary: 'Mark the listed locations active',
    roles: rolesWith('manageLocations'),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: SUCCESS.locationsUpdated,
  }),
  setInactive: defineCall({
    method: 'PUT',
    path: '/api/location/set-inactive',
    auth: 'bearer',
    summary: 'Mark the listed locations inactive',
    roles: rolesWith('manageLocations'),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: SUCCESS.locationsUpdated,
  }),
  deleteMany: defineCall({
    method: 'POST',
    path: '/api/location/delete',
    auth: 'bearer',
    summary: 'Delete the listed locations with all their meeting rooms',
    roles: rolesWith('manageLocations'),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: SUCCESS.locationsDeleted,
  }),
} as const;
