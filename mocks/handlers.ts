import type { HttpHandler } from 'msw';
import { MockStore } from './data/store';
import { authHandlers } from './handlers/auth';
import { userHandlers } from './handlers/users';
import { companyApplicationHandlers } from './handlers/company-applications';
import { systemHandlers } from './handlers/system';
import { reportHandlers } from './handlers/reports';
import { canteenHandlers } from './handlers/canteens';
import { companyHandlers } from './handlers/companies';
import { roomHandlers } from './handlers/rooms';
import { locationHandlers } from './handlers/locations';
import { bookingHandlers } from './handlers/bookings';
import { featureHandlers } from './handlers/features';
import { receptionHandlers } from './handlers/receptions';

/**
 * Every mocked `/api` call, answered through the contract from one in-memory store. Each call to
 * `createHandlers` starts from a fresh store (tests, stories); `handlers` share one (dev:mock, QA).
 */
export function createHandlers(store: MockStore = new MockStore()): HttpHandler[] {
  const all = [...authHandlers(store), ...userHandlers(store), ...companyApplicationHandlers(store), ...systemHandlers(store), ...roomHandlers(store), ...reportHandlers(store), ...canteenHandlers(store), ...companyHandlers(store), ...locationHandlers(store), ...bookingHandlers(store), ...featureHandlers(store), ...receptionHandlers(store)];
  // MSW answers with the first handler that matches, so fixed paths go before those with parameters:
  // PUT /api/feature/{id} must not take PUT /api/feature/set-active (fastify prefers the fixed path itself).
  return all.sort((a, b) => parameterCount(a) - parameterCount(b));
}

const parameterCount = (handler: HttpHandler): number => {
  const { path } = handler.info;
  return typeof path === 'string' ? (path.match(/\/:/g) ?? []).length : 0;
};

export const mockStore = new MockStore();
export const handlers = createHandlers(mockStore);
export { MockStore };
