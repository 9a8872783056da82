import { setupServer } from 'msw/node';
import { createHandlers } from '@roombook/mocks/handlers';
import { defineContractSuite } from './cases';

let server: ReturnType<typeof setupServer> | undefined;

defineContractSuite({
  name: 'MSW mocks',
  async start() {
    const mockServer = setupServer(...createHandlers());
    mockServer.listen({ onUnhandledRequest: 'error' });
    server = mockServer;
    return { baseUrl: 'http://mock-api.roombook.test' };
  },
  async stop() {
    server?.close();
  },
});
