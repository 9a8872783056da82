import { z } from 'zod';
import { defineArea } from '../contract/area';
import { defineCall } from '../contract/define';
import { MessageResponse } from '../common/schemas';
import { KioskLocation, KioskMenu, KioskOrderBody, KioskReceipt, KioskSession, KioskSignInBody } from './schemas';

/**
 * The canteen kiosk (issue 10 §3, docs/decisions/038). Beyond the spec (§7 has no kiosk): a canteen's tablet
 * signs in with its location and the canteen password and gets a device token; the other calls take only
 * that token (`auth: 'device'`), never a user's, and a user call never takes it.
 */
const kioskCalls = {
  locations: defineCall({
    method: 'GET',
    path: '/api/kiosk/locations',
    auth: 'public',
    summary: 'The locations that have a canteen (id and name only), for the kiosk’s sign-in',
    response: z.array(KioskLocation),
  }),
  signIn: defineCall({
    method: 'POST',
    path: '/api/kiosk/sign-in',
    auth: 'public',
    summary: 'Signs a kiosk in to the canteen at the location with that password; answers a device token',
    body: KioskSignInBody,
    response: KioskSession,
  }),
  signOut: defineCall({
    method: 'POST',
    path: '/api/kiosk/sign-out',
    auth: 'device',
    summary: 'Ends the device session of the token',
    response: MessageResponse,
  }),
  menu: defineCall({
    method: 'GET',
    path: '/api/kiosk/menu',
    auth: 'device',
    summary: 'The canteen, its items by position with prices with and without tax, and the companies of its location',
    response: KioskMenu,
  }),
  order: defineCall({
    method: 'POST',
    path: '/api/kiosk/order',
    auth: 'device',
    summary: 'Stores an order of a guest, or of an employee identified by company and PIN; answers the receipt',
    body: KioskOrderBody,
    status: 201,
    response: KioskReceipt,
  }),
} as const;

/** The canteen kiosk (docs/decisions/038): a device of its own kind, outside the §6 table. */
export const kioskArea = defineArea({
  name: 'kiosk',
  calls: kioskCalls,
  targets: { locations: 'none', signIn: 'none', signOut: 'none', menu: 'none', order: 'none' },
});
