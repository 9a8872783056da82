import type { Knex } from 'knex';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildRequest, type LooseCallInput } from '@roombook/domain/contract/client';
import { contract, type ApiCall } from '@roombook/domain/contract/index';
import type { LoginResponse } from '@roombook/domain/auth/schemas';

/** What a test sends: the contract client's input, unchecked, so that tests can send bad input too. */
export type CallInit = LooseCallInput;

/**
 * Sends a contract call through `app.inject`, built by the one contract client (path, query, JSON or
 * multipart body, bearer token), and answers the raw response for the test to inspect.
 */
export const call = async (app: FastifyInstance, apiCall: ApiCall, init: CallInit = {}): Promise<LightMyRequestResponse> => {
  const built = buildRequest(apiCall, init);
  let headers: Record<string, string> = built.headers;
  let payload: string | Buffer | undefined;
  if (built.body instanceof FormData) {
    // The multipart bytes and their boundary, as fetch would send them.
    const encoded = new Request('http://api.test/', { method: 'POST', body: built.body });
    headers = { ...headers, 'content-type': encoded.headers.get('content-type') ?? '' };
    payload = Buffer.from(await encoded.arrayBuffer());
  } else {
    payload = built.body;
  }
  return app.inject({ method: built.method, url: built.url, headers, ...(payload === undefined ? {} : { payload }) });
};

export const login = async (
  app: FastifyInstance,
  email = 'user@roombook.test',
  password = 'roombook'
): Promise<LoginResponse> => {
  const res = await call(app, contract.auth.login, { body: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return contract.auth.login.response.parse(res.json());
};

/** Asserts the `{ message, statusCode }` error answer. */
export const expectError = (res: LightMyRequestResponse, statusCode: number, message: string): void => {
  expect(res.statusCode, res.body).toBe(statusCode);
  expect(res.json()).toMatchObject({ message, statusCode });
};

/** A valid company application (§3), as the public 'Apply for company account' form sends it. */
export const application = {
  name: 'Havblik ApS',
  office: 'Room 305',
  firstName: 'Ida',
  lastName: 'Holm',
  email: 'ida@havblik.test',
};

/** A log stream for `createTestApp({ logStream })` and the text written to it so far. */
export const captureLog = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
};

/** Inserts a row and answers its id (tests that write their own data). */
export const insertId = async (knex: Knex, table: string, row: Record<string, unknown>): Promise<number> =>
  ((await knex(table).insert(row).returning('id')) as Array<{ id: number }>)[0]!.id;
