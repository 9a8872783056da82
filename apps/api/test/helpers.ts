import type { Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '@roombook/domain/constants';
import { buildRequest, type LooseCallInput } from '@roombook/domain/contract/client';
import { contract, type ApiCall } from '@roombook/domain/contract/index';
import type { LoginResponse } from '@roombook/domain/auth/schemas';
import { hashPassword } from '../src/plugins/app/auth/passwords';
import { testStart } from '../src/test-clock';

/**
 * A Copenhagen wall time `days` days after the day of `from` (by default the instant under test, the day the
 * demo data is built around), as an ISO instant: pick days past the demo data's month.
 */
export const daysAhead = (days: number, time: string, from: Date = testStart()): string =>
  Temporal.Instant.fromEpochMilliseconds(from.getTime())
    .toZonedDateTimeISO(TIME_ZONE)
    .toPlainDate()
    .add({ days })
    .toZonedDateTime({ timeZone: TIME_ZONE, plainTime: Temporal.PlainTime.from(time) })
    .toInstant()
    .toString();

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
  // §3: an application names its locations. Each test database is fresh and seeded: the demo's first
  // location (Copenhagen Harbour House) has id 1.
  locations: [1],
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

/** Gives an existing user the password 'roombook' and signs them in (users made by a test have none yet). */
export const signInAs = async (app: FastifyInstance, knex: Knex, email: string): Promise<LoginResponse> => {
  await knex('users').where({ email }).update({ password_hash: await hashPassword('roombook'), first_login: false });
  return login(app, email);
};

/**
 * `count` half-hour bookings named 'Race' of one room, back to back from 06:00 UTC on the day `daysAhead`
 * days after the API's `now`, sent in parallel, the i-th `i × spreadMs` after the first: what the race tests fire at a
 * delete sent in the middle of them (`sendAfter`), so that some bookings meet it at every step.
 */
export const raceBookings = (app: FastifyInstance, token: string, roomId: number, { now, count = 8, daysAhead = 60, spreadMs = 0 }: { now: Date; count?: number; daysAhead?: number; spreadMs?: number }) => {
  const day = new Date(now.getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(`${day}T06:00:00Z`).getTime() + i * 30 * 60_000;
    const body = { name: 'Race', roomId, bookingStart: new Date(start).toISOString(), bookingEnd: new Date(start + 30 * 60_000).toISOString() };
    return sendAfter(i * spreadMs, () => call(app, contract.booking.create, { token, body }));
  });
};

/** Sends `send()` after `ms` milliseconds (race tests stagger their requests). */
export const sendAfter = async <T>(ms: number, send: () => Promise<T>): Promise<T> => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return send();
};

/**
 * The 'Race' bookings that have not ended at the API's `now` lost their room, their user or their company: a delete must
 * never leave one behind (docs/decisions/045).
 */
export const unfinishedOrphans = (knex: Knex, now: Date) =>
  knex('bookings')
    .where({ name: 'Race' })
    .where('booking_end', '>', now)
    .where((lost) => void lost.whereNull('room_id').orWhereNull('user_id').orWhere((company) => void company.whereNull('company_id').whereNotNull('company_name')));

/** A room (24 hours a day for the company, so no limit refuses a race's bookings) in a location the company may book in. */
export const raceRoom = async (knex: Knex, companyId: number, name: string): Promise<number> => {
  const { location_id } = await knex('company_locations').where({ company_id: companyId }).first<{ location_id: number }>('location_id');
  return insertId(knex, 'rooms', { name, location_id, daily_limit: 24, weekly_limit: 168, code: `${name}-${Math.random()}` });
};

/**
 * A User of Nordlys ApS of the test's own (`<prefix>-<random>@roombook.test`, with `passwordHash`), so that no
 * other test's sign-ins, locks or sessions touch it. Answers the e-mail.
 */
export const insertOwnUser = async (knex: Knex, prefix: string, passwordHash: string, name: { first: string; last: string }): Promise<string> => {
  const email = `${prefix}-${randomBytes(4).toString('hex')}@roombook.test`;
  const company = await knex('companies').where({ name: 'Nordlys ApS' }).first<{ id: number }>('id');
  await knex('users').insert({ role: 'User', company_id: company.id, first_name: name.first, last_name: name.last, email, password_hash: passwordHash, first_login: false });
  return email;
};
