import type { ApiCall, Contract } from '@roombook/domain/contract/index';
import { contract } from '@roombook/domain/contract/index';
import type { AppConfig } from './config';
import { authHandlers } from './plugins/app/auth/auth-handlers';
import { bookingHandlers } from './plugins/app/bookings/bookings-handlers';
import { canteenItemHandlers } from './plugins/app/canteen-items/canteen-items-handlers';
import { canteenHandlers } from './plugins/app/canteens/canteens-handlers';
import { companyHandlers } from './plugins/app/companies/companies-handlers';
import { companyApplicationHandlers } from './plugins/app/company-applications/company-applications-handlers';
import { featureHandlers } from './plugins/app/features/features-handlers';
import { kioskHandlers } from './plugins/app/kiosk/kiosk-handlers';
import { locationHandlers } from './plugins/app/locations/locations-handlers';
import { receptionHandlers } from './plugins/app/receptions/receptions-handlers';
import { reportHandlers } from './plugins/app/reports/reports-handlers';
import { roomHandlers } from './plugins/app/rooms/rooms-handlers';
import { systemHandlers } from './plugins/app/system/system-handlers';
import { userHandlers } from './plugins/app/users/users-handlers';
import type { AreaHandlers, RegisterCall, RouteDefinition } from './routes/contract-route';
import type { Services } from './services';

/** The API's handlers for every contract area, keyed like `contract`; an area not listed is not implemented. */
export type Areas = { readonly [Area in keyof Contract]?: AreaHandlers<Contract[Area]> };

/** One handler object per contract area (`plugins/app/<area>/<area>-handlers.ts`). */
export const createAreaHandlers = (services: Services, config: AppConfig) =>
  ({
    auth: authHandlers(services, config),
    user: userHandlers(services),
    company: companyHandlers(services),
    companyApplication: companyApplicationHandlers(services, config),
    system: systemHandlers(services),
    location: locationHandlers(services),
    booking: bookingHandlers(services),
    feature: featureHandlers(services),
    room: roomHandlers(services),
    canteen: canteenHandlers(services),
    canteenItem: canteenItemHandlers(services),
    reception: receptionHandlers(services),
    kiosk: kioskHandlers(services, config),
    report: reportHandlers(services),
  }) satisfies Areas;

/** A contract call the API answers, with its `area.name` key (as `listCalls()` names it). */
export interface ImplementedCall {
  key: string;
  call: ApiCall;
}

/** Every call with a handler in `areas`, with its route definition, in the order of the handler objects. */
const implementedRoutes = (areas: Areas): Array<ImplementedCall & { route: RouteDefinition<ApiCall> }> =>
  Object.entries(areas).flatMap(([area, handlers]) =>
    Object.entries((handlers ?? {}) as Record<string, RouteDefinition<ApiCall> | undefined>).flatMap(([name, route]) => {
      const call = (contract[area as keyof Contract] as Record<string, ApiCall>)[name];
      if (route === undefined) return [];
      // The handler types only admit the area's call names; this guards objects built around them.
      if (call === undefined) throw new Error(`contract.${area} has no call "${name}"`);
      return [{ key: `${area}.${name}`, call, route }];
    })
  );

/** The implemented calls, derived from the handler objects: what the API registers and documents. */
export const implementedCalls = (areas: Areas): ImplementedCall[] =>
  implementedRoutes(areas).map(({ key, call }) => ({ key, call }));

/** Registers every implemented call with its handler and options; answers the list it registered. */
export const registerAreas = (register: RegisterCall, areas: Areas): ImplementedCall[] =>
  implementedRoutes(areas).map(({ key, call, route }) => {
    register(call, route.handler, route.rateLimit ? { rateLimit: route.rateLimit } : {});
    return { key, call };
  });
