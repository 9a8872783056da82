import type { ApiCall } from './define';
import { authCalls } from '../auth/contract';
import { userCalls } from '../users/contract';
import { companyCalls } from '../companies/contract';
import { companyApplicationCalls } from '../companies/application-contract';
import { locationCalls } from '../locations/contract';
import { roomCalls } from '../rooms/contract';
import { featureCalls } from '../features/contract';
import { bookingCalls } from '../bookings/contract';
import { canteenCalls, canteenItemCalls } from '../canteens/contract';
import { receptionCalls } from '../receptions/contract';
import { reportCalls } from '../reports/contract';
import { systemCalls } from '../system/contract';
import { kioskCalls } from '../kiosk/contract';

export * from './define';

/**
 * The whole `/api` contract (spec §7), grouped by resource. Every consumer (API routes, web client,
 * MSW handlers, contract tests, OpenAPI) reads it from here.
 */
export const contract = {
  auth: authCalls,
  user: userCalls,
  company: companyCalls,
  companyApplication: companyApplicationCalls,
  location: locationCalls,
  room: roomCalls,
  feature: featureCalls,
  booking: bookingCalls,
  canteen: canteenCalls,
  canteenItem: canteenItemCalls,
  reception: receptionCalls,
  report: reportCalls,
  system: systemCalls,
  kiosk: kioskCalls,
} as const;

export type Contract = typeof contract;
export type ResourceName = keyof Contract;

/** Every call with its `resource.name` key. */
export const listCalls = (): Array<{ key: string; call: ApiCall }> =>
  Object.entries(contract).flatMap(([resource, calls]) =>
    Object.entries(calls as Record<string, ApiCall>).map(([name, call]) => ({ key: `${resource}.${name}`, call })),
  );
