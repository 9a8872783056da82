import { setupServer, type SetupServerApi } from 'msw/node';
import { createHandlers } from '@roombook/mocks/handlers';
import { defineContractSuite } from './cases';

let server: SetupServerApi | undefined;

defineContractSuite({
  name: 'MSW mocks',
  async start() {
    server = setupServer(...createHandlers());
    server.listen({ onUnhandledRequest: 'error' });
    return { baseUrl: 'http://mock-api.roombook.test' };
  },
  async stop() {
    server?.close();
  },
});
