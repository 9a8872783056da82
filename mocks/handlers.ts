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

/**
 * Every mocked `/api` call, answered through the contract from one in-memory store. Each call to
 * `createHandlers` starts from a fresh store (tests, stories); `handlers` share one (dev:mock, QA).
 */
export function createHandlers(store: MockStore = new MockStore()): HttpHandler[] {
  return [...authHandlers(store), ...userHandlers(store), ...companyApplicationHandlers(store), ...systemHandlers(store), ...roomHandlers(store), ...reportHandlers(store), ...canteenHandlers(store), ...companyHandlers(store), ...locationHandlers(store), ...bookingHandlers(store)];
}

export const mockStore = new MockStore();
export const handlers = createHandlers(mockStore);
export { MockStore };
