import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams, MessageResponse } from '../common/schemas';
import { defineArea } from '../contract/area';
import { rolesOf } from '../permissions/access';
import { CANTEEN_REPORT, COMPANY_CANTEEN_REPORT } from '../reports/page';
import { Canteen, CanteenBody } from './schemas';
import { CanteenItem, CanteenItemBody } from './item-schemas';
import { ADD_CANTEEN, CANTEENS_PAGE, CANTEEN_ITEMS_PAGE, CANTEEN_ITEM_MESSAGES, CANTEEN_MESSAGES, MANAGE_CANTEENS, MANAGE_CANTEEN_ITEMS } from './page';

/** Canteens (§7 "Canteens, items, receptions"). */
const canteenCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/canteen/',
    auth: 'bearer',
    summary:
      'Canteens: all for SuperAdmin, Admin and CanteenManager (canteen report), those of the company’s locations for CompanyOwner and CompanyManager (company canteen report)',
    roles: rolesOf(MANAGE_CANTEENS, CANTEEN_REPORT, COMPANY_CANTEEN_REPORT),
    response: z.array(Canteen),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/canteen/',
    auth: 'bearer',
    summary: 'Create a canteen at a location',
    roles: rolesOf(ADD_CANTEEN),
    body: CanteenBody,
    status: 201,
    response: Canteen,
    successMessage: CANTEEN_MESSAGES.created,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/canteen/{id}',
    auth: 'bearer',
    summary: "Replace a canteen's location, password and printer flag",
    roles: rolesOf(MANAGE_CANTEENS),
    params: IdParams,
    body: CanteenBody,
    response: Canteen,
    successMessage: CANTEEN_MESSAGES.updated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/canteen/{id}',
    auth: 'bearer',
    summary: 'Delete a canteen',
    roles: rolesOf(MANAGE_CANTEENS),
    params: IdParams,
    response: MessageResponse,
    successMessage: CANTEEN_MESSAGES.deleted,
  }),
} as const;

/** Canteen items (§7 "Canteens, items, receptions"): SuperAdmin and Admin manage them (§6). */
const canteenItemCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/item/',
    auth: 'bearer',
    summary: 'Every canteen item, by position',
    roles: rolesOf(MANAGE_CANTEEN_ITEMS),
    response: z.array(CanteenItem),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/item/',
    auth: 'bearer',
    summary: 'Create a canteen item',
    roles: rolesOf(MANAGE_CANTEEN_ITEMS),
    body: CanteenItemBody,
    status: 201,
    response: CanteenItem,
    successMessage: CANTEEN_ITEM_MESSAGES.created,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/item/{id}',
    auth: 'bearer',
    summary: "Replace a canteen item's name, price and position",
    roles: rolesOf(MANAGE_CANTEEN_ITEMS),
    params: IdParams,
    body: CanteenItemBody,
    response: CanteenItem,
    successMessage: CANTEEN_ITEM_MESSAGES.updated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/item/{id}',
    auth: 'bearer',
    summary: 'Delete a canteen item (past orders keep their lines)',
    roles: rolesOf(MANAGE_CANTEEN_ITEMS),
    params: IdParams,
    response: MessageResponse,
    successMessage: CANTEEN_ITEM_MESSAGES.deleted,
  }),
} as const;

/** Canteens: Manage canteens (§2), in the Canteens group. */
export const canteenArea = defineArea({
  name: 'canteen',
  calls: canteenCalls,
  targets: { list: 'none', create: 'none', update: 'none', delete: 'none' },
  capabilities: { manageCanteens: MANAGE_CANTEENS, addCanteen: ADD_CANTEEN },
  pages: [CANTEENS_PAGE],
});

/** Canteen items: Manage canteen items (§2), the one menu of every canteen, in the Canteens group. */
export const canteenItemArea = defineArea({
  name: 'canteenItem',
  calls: canteenItemCalls,
  targets: { list: 'none', create: 'none', update: 'none', delete: 'none' },
  capabilities: { manageCanteenItems: MANAGE_CANTEEN_ITEMS },
  pages: [CANTEEN_ITEMS_PAGE],
});
