import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { VALIDATION } from '@roombook/domain/messages';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, daysAhead, expectError, login, type CallInit } from './helpers';

/**
 * An instant with more than nine fractional digits has the shape of an ISO instant, but neither Temporal nor
 * PostgreSQL reads it (issue 27: it answered 500 on every field that takes an instant). Every such field
 * answers the 400 of a malformed date instead, and nothing is written.
 */
const TOO_FINE = '2027-01-01T10:00:00.999999999999Z';
/** Nine digits, nanoseconds, is still an instant. */
const NANOSECONDS = '2027-01-01T10:00:00.000000000Z';

describe.each(availableBackends())('instants finer than nanoseconds on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let owner: string;
  let user: string;
  let roomId: number;
  let locationId: number;
  let bookingId: number;

  beforeAll(async () => {
    t = await createTestApp({ backend });
    admin = (await login(t.app, 'admin@roombook.test')).token;
    user = (await login(t.app)).token;
    owner = (await login(t.app, 'owner@roombook.test')).token;
    const [location] = contract.location.mine.response.parse((await call(t.app, contract.location.mine, { token: user })).json());
    locationId = location!.id;
    roomId = location!.rooms[0]!.id;
    const made = await call(t.app, contract.booking.create, {
      token: user,
      body: { name: 'Kept', roomId, bookingStart: daysAhead(3, '09:00'), bookingEnd: daysAhead(3, '10:00') },
    });
    expect(made.statusCode, made.body).toBe(201);
    bookingId = (made.json() as { id: number }).id;
  });
  afterAll(() => t?.close());

  const bookingBody = (field: 'bookingStart' | 'bookingEnd') => ({
    name: 'Too fine',
    roomId,
    bookingStart: daysAhead(4, '09:00'),
    bookingEnd: daysAhead(4, '10:00'),
    [field]: TOO_FINE,
  });
  const period = (field: 'startDate' | 'endDate') => ({ startDate: '2026-01-01T00:00:00Z', endDate: '2026-02-01T00:00:00Z', [field]: TOO_FINE });
  const range = (field: 'from' | 'to') => ({ from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z', [field]: TOO_FINE });

  const cases: Array<[string, () => [Parameters<typeof call>[1], CallInit]]> = [
    ...(['bookingStart', 'bookingEnd'] as const).flatMap((field): Array<[string, () => [Parameters<typeof call>[1], CallInit]]> => [
      [`create booking ${field}`, () => [contract.booking.create, { token: user, body: bookingBody(field) }]],
      [`change booking ${field}`, () => [contract.booking.update, { token: user, params: { id: bookingId }, body: bookingBody(field) }]],
      [`availability ${field}`, () => [contract.booking.availableRooms, { token: user, body: { location: locationId, ...bookingBody(field) } }]],
    ]),
    ...(['from', 'to'] as const).flatMap((field): Array<[string, () => [Parameters<typeof call>[1], CallInit]]> => [
      [`location list ${field}`, () => [contract.booking.byLocation, { token: user, params: { id: locationId }, query: range(field) }]],
      [`room list ${field}`, () => [contract.booking.byRoom, { token: user, params: { id: roomId }, query: range(field) }]],
    ]),
    ...(['startDate', 'endDate'] as const).flatMap((field): Array<[string, () => [Parameters<typeof call>[1], CallInit]]> => [
      [`booking report ${field}`, () => [contract.report.booking, { token: admin, body: { roomId: null, companyId: null, bookingStatus: 'ALL', ...period(field) } }]],
      [`booking Excel ${field}`, () => [contract.report.bookingExcel, { token: admin, body: { roomId: null, companyId: null, bookingStatus: 'ALL', ...period(field) } }]],
      [`canteen report ${field}`, () => [contract.report.canteen, { token: admin, body: { canteen: 1, company: 0, ...period(field) } }]],
      [`canteen Excel ${field}`, () => [contract.report.canteenExcel, { token: admin, body: { canteen: 1, company: 0, ...period(field) } }]],
      [`company canteen report ${field}`, () => [contract.report.company, { token: owner, body: { canteen: 1, ...period(field) } }]],
      [`company canteen Excel ${field}`, () => [contract.report.companyExcel, { token: owner, body: { canteen: 1, ...period(field) } }]],
    ]),
  ];

  it.each(cases)('%s: 400 Invalid Date, not a 500', async (_name, make) => {
    const [apiCall, init] = make();
    expectError(await call(t.app, apiCall, init), 400, VALIDATION.invalidDate);
  });

  it('writes nothing for a refused booking or change, and still takes nine digits', async () => {
    const list = async () =>
      (await call(t.app, contract.booking.byLocation, { token: user, params: { id: locationId }, query: { from: daysAhead(0, '00:00'), to: daysAhead(7, '00:00') } })).json() as Array<{
        id: number;
        name: string;
      }>;
    const before = await list();
    await call(t.app, contract.booking.create, { token: user, body: bookingBody('bookingStart') });
    await call(t.app, contract.booking.update, { token: user, params: { id: bookingId }, body: bookingBody('bookingEnd') });
    expect(await list()).toEqual(before);
    expect(before.find((booking) => booking.id === bookingId)?.name).toBe('Kept');
    const nine = await call(t.app, contract.booking.byLocation, { token: user, params: { id: locationId }, query: { from: NANOSECONDS, to: '2027-01-02T00:00:00Z' } });
    expect(nine.statusCode, nine.body).toBe(200);
  });
});
