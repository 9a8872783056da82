import { setupServer } from 'msw/node';
import { createHandlers } from '@roombook/mocks/handlers';
import { mockedCalls } from '@roombook/mocks/lib/contract-handler';
import { defineContractSuite } from './harness';

let server: ReturnType<typeof setupServer> | undefined;

defineContractSuite({
  name: 'MSW mocks',
  async start() {
    const mockServer = setupServer(...createHandlers());
    mockServer.listen({ onUnhandledRequest: 'error' });
    server = mockServer;
    return { baseUrl: 'http://mock-api.roombook.test', implements: (call) => mockedCalls.has(call) };
  },
  async stop() {
    server?.close();
  },
});
