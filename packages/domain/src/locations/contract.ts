import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams, ItemsBody, MessageResponse } from '../common/schemas';
import { defineArea } from '../contract/area';
import { rolesOf } from '../permissions/access';
import { MANAGE_COMPANIES } from '../companies/page';
import { MANAGE_ROOMS } from '../rooms/page';
import { Location, LocationBody, LocationWithRooms, PublicLocation } from './schemas';
import { LOCATIONS_PAGE, LOCATION_MESSAGES, MANAGE_LOCATIONS } from './page';

/** Locations (§7 "Calendar and bookings", "Locations"). */
const locationCalls = {
  mine: defineCall({
    method: 'GET',
    path: '/api/location/mine/',
    auth: 'bearer',
    summary:
      "The locations whose calendar the signed-in user sees, with their active rooms: every active location for SuperAdmin and Admin, the company's locations for its staff, a CanteenManager's canteen locations (read-only)",
    response: z.array(LocationWithRooms),
  }),
  public: defineCall({
    method: 'GET',
    path: '/api/location/public/',
    auth: 'public',
    summary: "The active locations' ids and names, by name, for the public company application form (§3)",
    response: z.array(PublicLocation),
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/location/',
    auth: 'bearer',
    summary: 'Every location, active and inactive',
    roles: rolesOf(MANAGE_LOCATIONS, MANAGE_ROOMS, MANAGE_COMPANIES), // read by the room and company forms
    response: z.array(Location),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/location/',
    auth: 'bearer',
    summary: 'Create a location (active); multipart when an image is attached',
    roles: rolesOf(MANAGE_LOCATIONS),
    body: LocationBody,
    multipart: true,
    status: 201,
    response: Location,
    successMessage: LOCATION_MESSAGES.created,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/location/{id}',
    auth: 'bearer',
    summary: "Replace a location's name, description and check-in; multipart when a new image is attached (it replaces the old one)",
    roles: rolesOf(MANAGE_LOCATIONS),
    params: IdParams,
    body: LocationBody,
    multipart: true,
    response: Location,
    successMessage: LOCATION_MESSAGES.updated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/location/{id}',
    auth: 'bearer',
    summary: 'Delete a location with all its meeting rooms',
    roles: rolesOf(MANAGE_LOCATIONS),
    params: IdParams,
    response: MessageResponse,
    successMessage: LOCATION_MESSAGES.deleted,
  }),
  setActive: defineCall({
    method: 'PUT',
    path: '/api/location/set-active',
    auth: 'bearer',
    summary: 'Mark the listed locations active',
    roles: rolesOf(MANAGE_LOCATIONS),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: LOCATION_MESSAGES.manyUpdated,
  }),
  setInactive: defineCall({
    method: 'PUT',
    path: '/api/location/set-inactive',
    auth: 'bearer',
    summary: 'Mark the listed locations inactive',
    roles: rolesOf(MANAGE_LOCATIONS),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: LOCATION_MESSAGES.manyUpdated,
  }),
  deleteMany: defineCall({
    method: 'POST',
    path: '/api/location/delete',
    auth: 'bearer',
    summary: 'Delete the listed locations with all their meeting rooms',
    roles: rolesOf(MANAGE_LOCATIONS),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: LOCATION_MESSAGES.manyDeleted,
  }),
} as const;

/** Locations: the calendar's own locations, and Manage locations (§2). */
export const locationArea = defineArea({
  name: 'location',
  calls: locationCalls,
  targets: { mine: 'none', public: 'none', list: 'none', create: 'none', update: 'none', delete: 'none', setActive: 'none', setInactive: 'none', deleteMany: 'none' },
  capabilities: { manageLocations: MANAGE_LOCATIONS },
  pages: [LOCATIONS_PAGE],
});
