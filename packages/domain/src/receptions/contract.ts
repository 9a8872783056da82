import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams, MessageResponse } from '../common/schemas';
import { rolesWith } from '../permissions/capabilities';
import { SUCCESS } from '../messages';
import { Reception, ReceptionBody } from './schemas';

/** Receptions (§7 "Canteens, items, receptions"): SuperAdmin and Admin manage them (§6). */
export const receptionCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/reception/',
    auth: 'bearer',
    summary: 'Every reception',
    roles: rolesWith('manageReceptions'),
    response: z.array(Reception),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/reception/',
    auth: 'bearer',
    summary: 'Create a reception at a location',
    roles: rolesWith('addReception'),
    body: ReceptionBody,
    status: 201,
    response: Reception,
    successMessage: SUCCESS.receptionCreated,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/reception/{id}',
    auth: 'bearer',
    summary: "Replace a reception's name, password, location and wifi details",
    roles: rolesWith('manageReceptions'),
    params: IdParams,
    body: ReceptionBody,
    response: Reception,
    successMessage: SUCCESS.receptionUpdated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/reception/{id}',
    auth: 'bearer',
    summary: 'Delete a reception',
    roles: rolesWith('manageReceptions'),
    params: IdParams,
    response: MessageResponse,
    successMessage: SUCCESS.receptionDeleted,
  }),
} as const;
