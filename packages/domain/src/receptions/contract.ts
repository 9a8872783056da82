import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams, MessageResponse } from '../common/schemas';
import { defineArea } from '../contract/area';
import { rolesOf } from '../permissions/access';
import { Reception, ReceptionBody } from './schemas';
import { ADD_RECEPTION, MANAGE_RECEPTIONS, RECEPTIONS_PAGE, RECEPTION_MESSAGES } from './page';

/** Receptions (§7 "Canteens, items, receptions"): SuperAdmin and Admin manage them (§6). */
const receptionCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/reception/',
    auth: 'bearer',
    summary: 'Every reception',
    roles: rolesOf(MANAGE_RECEPTIONS),
    response: z.array(Reception),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/reception/',
    auth: 'bearer',
    summary: 'Create a reception at a location',
    roles: rolesOf(ADD_RECEPTION),
    body: ReceptionBody,
    status: 201,
    response: Reception,
    successMessage: RECEPTION_MESSAGES.created,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/reception/{id}',
    auth: 'bearer',
    summary: "Replace a reception's name, password, location and wifi details",
    roles: rolesOf(MANAGE_RECEPTIONS),
    params: IdParams,
    body: ReceptionBody,
    response: Reception,
    successMessage: RECEPTION_MESSAGES.updated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/reception/{id}',
    auth: 'bearer',
    summary: 'Delete a reception',
    roles: rolesOf(MANAGE_RECEPTIONS),
    params: IdParams,
    response: MessageResponse,
    successMessage: RECEPTION_MESSAGES.deleted,
  }),
} as const;

/** Receptions: Manage receptions (§2), the front-desk tablets. */
export const receptionArea = defineArea({
  name: 'reception',
  calls: receptionCalls,
  targets: { list: 'none', create: 'none', update: 'none', delete: 'none' },
  capabilities: { manageReceptions: MANAGE_RECEPTIONS, addReception: ADD_RECEPTION },
  pages: [RECEPTIONS_PAGE],
});
