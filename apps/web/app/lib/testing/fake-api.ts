import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { SessionUser } from '@roombook/domain/users/schemas';

/** One request the fake API received. */
interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type FakeReply = { status: number; body?: unknown; raw?: string; contentType?: string };
export type FakeHandler = (request: ReceivedRequest) => FakeReply | Promise<FakeReply>;

/**
 * A real HTTP server on a free loopback port that answers with the handlers given per 'METHOD /path'
 * (404 `{ message, statusCode }` otherwise) and records every request. Tests of the web server's API client
 * and session run against it instead of against mocks.
 */
export async function startFakeApi(handlers: Record<string, FakeHandler>) {
  const received: ReceivedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: ReceivedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      received.push(request);
      const handler = handlers[`${request.method} ${request.path}`];
      void Promise.resolve(
        handler ? handler(request) : { status: 404, body: { message: 'Not found', statusCode: 404 } },
      ).then((reply) => {
        if (reply.raw !== undefined) {
          res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'text/plain' });
          res.end(reply.raw);
        } else if (reply.body === undefined) {
          res.writeHead(reply.status);
          res.end();
        } else {
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(reply.body));
        }
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    calls: (method: string, path: string) => received.filter((r) => r.method === method && r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

/**
 * The fake API of a test file, called at its top: started before its tests with `handlers` and made the web
 * server's API_URL, its record of requests emptied after each test, closed after them all.
 */
export function serveFakeApi(handlers: Record<string, FakeHandler>): FakeApi {
  let running: FakeApi | undefined;
  const api = (): FakeApi => {
    if (!running) throw new Error('The fake API starts before the tests (beforeAll)');
    return running;
  };
  beforeAll(async () => {
    running = await startFakeApi(handlers);
    process.env.API_URL = running.url;
  });
  afterEach(() => {
    if (running) running.received.length = 0;
  });
  afterAll(async () => {
    delete process.env.API_URL;
    await running?.close();
  });
  return {
    get url() {
      return api().url;
    },
    get received() {
      return api().received;
    },
    calls: (method, path) => api().calls(method, path),
    close: () => api().close(),
  };
}

/** A signed-in user as `GET /api/user/me` answers it. */
export const sessionUserFixture = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 7,
  firstName: 'Olivia',
  lastName: 'Owner',
  email: 'owner@roombook.test',
  mobile: '+4512345678',
  office: 'Room 201',
  role: 'CompanyOwner',
  image: null,
  company: { id: 3, name: 'Fjord Analytics', office: 'Room 301', image: null, OwnerId: 7, locations: [{ id: 1, name: 'Harbour House' }] },
  primaryLocationId: 1,
  notificationSettings: { email: true, sms: true, push: false },
  pinCode: '1234',
  firstLogin: false,
  ...overrides,
});
