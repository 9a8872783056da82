import { setupServer } from 'msw/node';
import { handlers, mockStore } from './handlers';

/** MSW for Node: the Remix server under `npm run dev:mock` (MOCKS=true). Unhandled requests warn. */
export const server = setupServer(...handlers);

export const startMockServer = () => {
  server.listen({ onUnhandledRequest: 'warn' });
  // There is no inbox under dev:mock: show the mails (the recovery link) where the developer looks.
  mockStore.onMail = (mail) => console.info(`[mocks] mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
  console.info('[mocks] MSW is answering /api calls from the in-memory store');
  return server;
};
