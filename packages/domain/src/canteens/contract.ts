import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams, MessageResponse } from '../common/schemas';
import { rolesWith } from '../permissions/capabilities';
import { SUCCESS } from '../messages';
import { Canteen, CanteenBody } from './schemas';
import { CanteenItem, CanteenItemBody } from './item-schemas';

/** Canteens (§7 "Canteens, items, receptions"). */
export const canteenCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/canteen/',
    auth: 'bearer',
    summary:
      'Canteens: all for SuperAdmin, Admin and CanteenManager (canteen report), those of the company’s locations for CompanyOwner and CompanyManager (company canteen report)',
    roles: rolesWith('manageCanteens', 'canteenReport', 'companyCanteenReport'),
    response: z.array(Canteen),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/canteen/',
    auth: 'bearer',
    summary: 'Create a canteen at a location',
    roles: rolesWith('addCanteen'),
    body: CanteenBody,
    status: 201,
    response: Canteen,
    successMessage: SUCCESS.canteenCreated,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/canteen/{id}',
    auth: 'bearer',
    summary: "Replace a canteen's location, password and printer flag",
    roles: rolesWith('manageCanteens'),
    params: IdParams,
    body: CanteenBody,
    response: Canteen,
    successMessage: SUCCESS.canteenUpdated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/canteen/{id}',
    auth: 'bearer',
    summary: 'Delete a canteen',
    roles: rolesWith('manageCanteens'),
    params: IdParams,
    response: MessageResponse,
    successMessage: SUCCESS.canteenDeleted,
  }),
} as const;

/** Canteen items (§7 "Canteens, items, receptions"): SuperAdmin and Admin manage them (§6). */
export const canteenItemCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/item/',
    auth: 'bearer',
    summary: 'Every canteen item, by position',
    roles: rolesWith('manageCanteenItems'),
    response: z.array(CanteenItem),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/item/',
    auth: 'bearer',
    summary: 'Create a canteen item',
    roles: rolesWith('manageCanteenItems'),
    body: CanteenItemBody,
    status: 201,
    response: CanteenItem,
    successMessage: SUCCESS.canteenItemCreated,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/item/{id}',
    auth: 'bearer',
    summary: "Replace a canteen item's name, price and position",
    roles: rolesWith('manageCanteenItems'),
    params: IdParams,
    body: CanteenItemBody,
    response: CanteenItem,
    successMessage: SUCCESS.canteenItemUpdated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/item/{id}',
    auth: 'bearer',
    summary: 'Delete a canteen item (past orders keep their lines)',
    roles: rolesWith('manageCanteenItems'),
    params: IdParams,
    response: MessageResponse,
    successMessage: SUCCESS.canteenItemDeleted,
  }),
} as const;
