import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** MSW for Node: the Remix server under `npm run dev:mock` (MOCKS=true). Unhandled requests warn. */
export const server = setupServer(...handlers);

export const startMockServer = () => {
  server.listen({ onUnhandledRequest: 'warn' });
  console.info('[mocks] MSW is answering /api calls from the in-memory store');
  return server;
};
