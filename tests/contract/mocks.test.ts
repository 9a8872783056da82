import { setupServer } from 'msw/node';
import { testClock } from '@roombook/api/test-clock';
import { createHandlers } from '@roombook/mocks/handlers';
import { MockStore } from '@roombook/mocks/data/store';
import { mockedCalls } from '@roombook/mocks/lib/contract-handler';
import { buildOpenApiDocument } from '@roombook/api/openapi-document';
import { defineContractSuite } from './harness';

let server: ReturnType<typeof setupServer> | undefined;

defineContractSuite({
  name: 'MSW mocks',
  async start() {
    // The mocks' clock is the API's: the instant under test, running.
    const now = testClock();
    const mockServer = setupServer(...createHandlers(new MockStore(undefined, () => now().getTime())));
    mockServer.listen({ onUnhandledRequest: 'error' });
    server = mockServer;
    // The mocks answer as the API's document says the API does.
    const document = await buildOpenApiDocument();
    return { baseUrl: 'http://mock-api.roombook.test', implements: (call) => mockedCalls.has(call), now, document };
  },
  async stop() {
    server?.close();
  },
});
